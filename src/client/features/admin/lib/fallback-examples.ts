// The example content the public site shows while a list is empty (src/shared/fallback.ts), as the portal offers
// it: what the examples are called, and how each becomes a real row staff can edit, through the same admin API the
// forms use.
import { adminPath, type EntityKey, type EntityRows } from '../../../../shared/entities';
import {
  FALLBACK_ABOUT,
  FALLBACK_INTERNATIONAL,
  FALLBACK_MERCHANDISE,
  FALLBACK_PATHWAY,
  FALLBACK_SPONSORS,
  SPONSOR_PLACEHOLDER_LOGO,
} from '../../../../shared/fallback';
import { apiRequest } from '../../../lib/api';
import { toFormData } from './form-data';

type Examples<K extends EntityKey> = {
  rows: readonly EntityRows[K][];
  /** What one and several are called where staff read it: 'The website is showing 3 example features.' */
  one: string;
  many: string;
  /** The create request's body for one example, as the section's form would send it. */
  body: (row: EntityRows[K]) => object | FormData | Promise<FormData>;
};

const EXAMPLES: { [K in EntityKey]?: Examples<K> } = {
  about: {
    rows: FALLBACK_ABOUT,
    one: 'feature',
    many: 'features',
    body: ({ icon, title, description, color, order }) => ({ icon, title, description, color, order }),
  },
  pathway: {
    rows: FALLBACK_PATHWAY,
    one: 'pathway step',
    many: 'pathway steps',
    body: ({ age, title, description, color, order }) => ({ age, title, description, color, order }),
  },
  international: {
    rows: FALLBACK_INTERNATIONAL,
    one: 'international feature',
    many: 'international features',
    body: ({ title, description, order }) => ({ title, description, order }),
  },
  sponsors: {
    rows: FALLBACK_SPONSORS,
    one: 'sponsor',
    many: 'sponsors',
    body: async ({ name, description, order }) =>
      toFormData({ name, description, order }, { field: 'logo', file: await placeholderLogo() }),
  },
  merchandise: {
    rows: FALLBACK_MERCHANDISE,
    one: 'product',
    many: 'products',
    body: ({ collection, name, description, price, order }) =>
      toFormData({ collection, name, description, price, order }),
  },
};

/** How many examples the website shows for an empty list, and their name; null where it shows none. */
export function examplesOf(entity: EntityKey): { count: number; noun: string } | null {
  const examples = EXAMPLES[entity] as Examples<EntityKey> | undefined;
  if (!examples) return null;
  const count = examples.rows.length;
  return { count, noun: count === 1 ? examples.one : examples.many };
}

/** Creates the examples as real rows, in their order; stops at the first refusal (the caller reports it). */
export async function copyExamples(entity: EntityKey): Promise<number> {
  const examples = EXAMPLES[entity] as Examples<EntityKey> | undefined;
  if (!examples) return 0;
  for (const row of examples.rows) await apiRequest('POST', adminPath(entity), await examples.body(row));
  return examples.rows.length;
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
