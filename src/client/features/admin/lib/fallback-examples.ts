// The example content the public site shows while a list is empty (each entity's `examples`, in its definition), as
// the portal offers it: how each example becomes a real row staff can edit, through the same admin API the forms use.
import {
  adminPath,
  ENTITIES,
  type EntityKey,
  type EntityRows,
  type EntityWithExamples,
  exampleRows,
} from '../../../../shared/entities';
import { SPONSOR_PLACEHOLDER_LOGO } from '../../../../shared/fallback';
import { apiRequest } from '../../../lib/api';
import { toFormData } from './form-data';

/** The create request's body for one example, as the section's form would send it. */
type ExampleBody<K extends EntityWithExamples> = (row: EntityRows[K]) => object | FormData | Promise<FormData>;

const BODIES: { [K in EntityWithExamples]: ExampleBody<K> } = {
  about: ({ icon, title, description, color, order }) => ({ icon, title, description, color, order }),
  pathway: ({ age, title, description, color, order }) => ({ age, title, description, color, order }),
  international: ({ title, description, order }) => ({ title, description, order }),
  sponsors: async ({ name, description, order }) =>
    toFormData({ name, description, order }, { field: 'logo', file: await placeholderLogo() }),
  merchandise: ({ collection, name, description, price, order }) =>
    toFormData({ collection, name, description, price, order }),
};

const hasExamples = (entity: EntityKey): entity is EntityWithExamples => 'examples' in ENTITIES[entity];

/** How many examples the website shows for an empty list, and their name; null where it shows none. */
export function examplesOf(entity: EntityKey): { count: number; noun: string } | null {
  if (!hasExamples(entity)) return null;
  const { rows, one, many } = ENTITIES[entity].examples;
  return { count: rows.length, noun: rows.length === 1 ? one : many };
}

/** Creates the examples as real rows, in their order; stops at the first refusal (the caller reports it). */
export async function copyExamples(entity: EntityKey): Promise<number> {
  if (!hasExamples(entity)) return 0;
  const body = BODIES[entity] as ExampleBody<EntityWithExamples>;
  const rows = exampleRows(entity);
  for (const row of rows) await apiRequest('POST', adminPath(entity), await body(row));
  return rows.length;
}

/**
 * The placeholder sponsor logo is an SVG, which uploads refuse (photos only); drawn onto a canvas it becomes the
 * PNG a sponsor needs, which staff then replace with the real logo.
 */
async function placeholderLogo(): Promise<File> {
  const image = new Image();
  image.src = SPONSOR_PLACEHOLDER_LOGO;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth || 320;
  canvas.height = image.naturalHeight || 160;
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Could not prepare the example logo');
  return new File([blob], 'sponsor-placeholder.png', { type: 'image/png' });
}
