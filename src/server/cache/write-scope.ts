// Which public lists a staff write may change (ADR 036). A render after a write then reads again only those:
// a news write re-reads the news, not the teams, events and settings the home page also shows.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import { TOUR_PAGES_READ } from '../../shared/tour-page';

/** A list's name: a content entity's path ('news', 'teams') or 'settings'. Null stands for every list. */
export type Scope = readonly string[] | null;

/**
 * Writes that change nothing the cache holds: an image stored for a later save to refer to (its name is new: no
 * page shows it yet), enquiries and staff accounts (no public page or list shows them). A batch of photo uploads
 * then clears the cache once per photo saved, not twice.
 */
const WRITES_NOTHING_CACHED = ['/api/admin/upload', '/api/admin/inquiries', '/api/admin/staff'];

/**
 * An entity's own list and those of the tables with a foreign key into it: deleting a team deletes its events and
 * unlinks its players, and its restore (ADR 031) brings both back.
 */
function withDependents(path: string, table: PgTable): string[] {
  const dependents = ENTITY_KEYS.filter((key) =>
    getTableConfig(ENTITY_TABLES[key]).foreignKeys.some((fk) => fk.reference().foreignTable === table),
  ).map((key) => ENTITIES[key].path);
  return [path, ...dependents];
}

/** The list a public read (its API path, entities/public-reads.ts) belongs to. */
export const scopeOfRead = (apiPath: string): string => apiPath.replace(/^\/api\//, '');

/**
 * The tours with their money and supporters: every write to a tour's contributions changes it, and
 * nothing else those writes touch is public. The contributions' routes live under this path
 * (`/api/admin/tours/:id/contributions`, `.../contributions/:contributionId`, ...), so they clear only it.
 */
export const TOUR_MONEY_SCOPE: readonly string[] = [scopeOfRead(TOUR_PAGES_READ)];
const TOUR_CONTRIBUTION_ROUTES = '/api/admin/tours/:id/contributions';
/**
 * Charges and payments are never public, but what is paid of a tour's charges counts in its raised total: a payment
 * allocated to one, or a family's credit paying a new one, changes the tours' money and nothing else public.
 */
const MONEY_ROUTES = ['/api/admin/charges', '/api/admin/payments'];

/**
 * Public reads made from more than one entity's rows (not an entity's own list), by the entities whose writes change
 * them: a tour's money names its supporting sponsors by their name.
 */
const READS_OF_SEVERAL: Record<string, readonly EntityKey[]> = {
  [scopeOfRead(TOUR_PAGES_READ)]: ['tours', 'sponsors'],
};
const alsoRead = (key: EntityKey) =>
  Object.entries(READS_OF_SEVERAL).flatMap(([list, keys]) => (keys.includes(key) ? [list] : []));

/**
 * The one write outside /api/admin that changes what the public sees: a family renewing or withdrawing photo consent
 * on their page (the JSON call and the page's plain form) shows or hides their child's photo on the players' list.
 */
export const FAMILY_CONSENT_ROUTES: readonly string[] = ['/api/family/:token/consent', '/family/:token/consent'];

/** The content routes' write paths (routes/content-routes.ts): create, reorder, replace, delete, restore. */
const CONTENT_WRITES = new Map<string, string[]>(
  ENTITY_KEYS.flatMap((key) => {
    const path = ENTITIES[key].path;
    const scope = [...withDependents(path, ENTITY_TABLES[key]), ...alsoRead(key)];
    return ['', '/order', '/:id', '/:id/restore'].map((suffix) => [`/api/admin/${path}${suffix}`, scope] as const);
  }),
);

/**
 * The lists a successful staff write to `route` (Fastify's route pattern) may have changed: none, some, or (for
 * any write not classified here: the safe default) every one.
 */
export function writeScope(route: string): Scope {
  if (WRITES_NOTHING_CACHED.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return [];
  if (route === '/api/admin/settings/:id') return ['settings'];
  // Registrations are never public; accepting one adds a player's profile.
  if (route === '/api/admin/registrations/:id') return ['players'];
  if (route.startsWith('/api/admin/registrations')) return [];
  if (FAMILY_CONSENT_ROUTES.includes(route)) return ['players'];
  if (route === TOUR_CONTRIBUTION_ROUTES || route.startsWith(`${TOUR_CONTRIBUTION_ROUTES}/`)) return TOUR_MONEY_SCOPE;
  if (MONEY_ROUTES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return TOUR_MONEY_SCOPE;
  return CONTENT_WRITES.get(route) ?? null;
}

/** The notification's payload: the sender, then the lists written (none named: every one). */
export function encodeWrite(sender: string, scope: Scope): string {
  return scope === null ? sender : `${sender} ${scope.join(',')}`;
}

export function decodeWrite(payload: string): { sender: string; scope: Scope } {
  const [sender = '', lists] = payload.split(' ', 2);
  return { sender, scope: lists === undefined ? null : lists.split(',').filter(Boolean) };
}
