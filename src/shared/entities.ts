// The content entities of docs/product.md "API calls", in one place: what each is called, where its API lives, how it
// is ordered, and how its image travels. The server's routes and reads, the client's query keys, hooks and admin
// wiring, and the pages' server-side reads are all derived from this list; the fields are the tables and insert
// schemas in ./schema.ts (bound to these keys by `ENTITY_TABLES` there). See docs/adding-a-field-or-entity.md.
//
// This file imports no table: public islands read paths from it, and their bundles must stay free of Drizzle.

import type { PublicRow } from './public-columns';
import type { PublicPlayer } from './publishing';
import type {
  AboutFeature,
  ClubEvent,
  ClubManagementMember,
  Coach,
  GalleryImage,
  InternationalFeature,
  MerchandiseItem,
  NewsArticle,
  PathwayStep,
  Player,
  Sponsor,
  Team,
  Tour,
} from './schema';

/**
 * How an entity's image reaches the server:
 * - `file`: the file travels in the same multipart request as the fields, in `field`, and is stored in `column`;
 * - `url`: the file is uploaded first (POST /api/admin/upload) and the item references the answered URL in `column`.
 * Entities without `image` have none.
 */
export type ImageSpec =
  | {
      mode: 'file';
      field: string;
      column: string;
      /** Creating without a file is refused with this. */
      requiredMessage?: string;
    }
  | {
      mode: 'url';
      column: string;
      /** Saving without an image is refused (a gallery image is its picture). */
      required?: boolean;
    };

/**
 * Display order of a list: staff-set `order` (then oldest first), oldest first, newest publish date first, or
 * soonest start first (an event's instant, a tour's day).
 */
export type Ordering = 'order' | 'created' | 'published' | 'starts' | 'start-day';

export type EntityDef = {
  /** Path segment: /api/{path} for the public list, /api/admin/{path}[/{id}] for staff writes. */
  path: string;
  /** As staff read it in toasts and errors: 'Team created successfully', 'Team not found'. */
  label: string;
  /** As the portal's buttons and form titles say it: 'Add Team', 'Edit Team', 'Create Team', 'Update Team'. */
  noun: string;
  ordering: Ordering;
  image?: ImageSpec;
  /**
   * A column of Markdown (an article's body, ADR 046): the uploads its text shows are images the row holds, as
   * much as its `image` column's.
   */
  markdown?: string;
  /** Other lists a write to this entity changes (deleting a team unassigns its players). */
  alsoChanges?: readonly string[];
  /**
   * The public list leaves fields out (players, ADR 027; an article's status, ADR 047): some column is not 'public'
   * in ./public-columns.ts (the server refuses to start when the two disagree). The portal reads every field, and
   * every row (drafts too), from GET /api/admin/{path}.
   */
  privateFields?: true;
};

export const ENTITIES = {
  about: { path: 'about', label: 'About feature', noun: 'Feature', ordering: 'order' },
  clubManagement: {
    path: 'club-management',
    label: 'Club management member',
    noun: 'Member',
    ordering: 'order',
    image: { mode: 'file', field: 'photo', column: 'photoUrl' },
  },
  teams: {
    path: 'teams',
    label: 'Team',
    noun: 'Team',
    ordering: 'created',
    image: { mode: 'url', column: 'imageUrl' },
    alsoChanges: ['players', 'events'],
  },
  pathway: { path: 'pathway', label: 'Pathway step', noun: 'Step', ordering: 'order' },
  international: { path: 'international', label: 'International feature', noun: 'Feature', ordering: 'order' },
  news: {
    path: 'news',
    label: 'Article',
    noun: 'Article',
    ordering: 'published',
    image: { mode: 'url', column: 'imageUrl' },
    // Drafts and scheduled articles, and every article's status, are the staff's (ADR 047).
    privateFields: true,
    markdown: 'content',
  },
  gallery: {
    path: 'gallery',
    label: 'Gallery image',
    noun: 'Image',
    ordering: 'created',
    image: { mode: 'url', column: 'imageUrl', required: true },
  },
  sponsors: {
    path: 'sponsors',
    label: 'Sponsor',
    noun: 'Sponsor',
    ordering: 'order',
    image: { mode: 'file', field: 'logo', column: 'logoUrl', requiredMessage: 'Please upload a logo' },
  },
  merchandise: {
    path: 'merchandise',
    label: 'Merchandise item',
    noun: 'Item',
    ordering: 'order',
    image: { mode: 'file', field: 'image', column: 'imageUrl' },
  },
  players: {
    path: 'players',
    label: 'Player',
    noun: 'Player',
    ordering: 'created',
    image: { mode: 'file', field: 'photo', column: 'photoUrl' },
    privateFields: true,
  },
  coaches: {
    path: 'coaches',
    label: 'Coach',
    noun: 'Coach',
    ordering: 'created',
    image: { mode: 'file', field: 'photo', column: 'photoUrl' },
  },
  events: { path: 'events', label: 'Event', noun: 'Event', ordering: 'starts' },
  tours: {
    path: 'tours',
    label: 'Tour',
    noun: 'Tour',
    ordering: 'start-day',
    image: { mode: 'url', column: 'imageUrl' },
    markdown: 'description',
  },
} as const satisfies Record<string, EntityDef>;

export type EntityKey = keyof typeof ENTITIES;

export const ENTITY_KEYS = Object.keys(ENTITIES) as EntityKey[];

// `alsoChanges` names other entities: checked here, since EntityDef cannot refer to the keys it defines.
ENTITIES satisfies Record<EntityKey, EntityDef & { alsoChanges?: readonly EntityKey[] }>;

/** The row each entity's API answers, by key. */
export type EntityRows = {
  about: AboutFeature;
  clubManagement: ClubManagementMember;
  teams: Team;
  pathway: PathwayStep;
  international: InternationalFeature;
  news: NewsArticle;
  gallery: GalleryImage;
  sponsors: Sponsor;
  merchandise: MerchandiseItem;
  players: Player;
  coaches: Coach;
  events: ClubEvent;
  tours: Tour;
};

/** The rows of each public list: their public columns (./public-columns.ts), a player's as allowed (ADR 027). */
export type PublicRows = { [Key in Exclude<EntityKey, 'players'>]: PublicRow<Key> } & { players: PublicPlayer };

export const entity = (key: EntityKey): EntityDef => ENTITIES[key];

/** The public list: GET /api/{path}. It doubles as the list's query key on the client. */
export const listPath = (key: EntityKey) => `/api/${ENTITIES[key].path}`;

/** The list the portal reads: the public one, or for entities with private fields the staff's full one. */
export const portalListPath = (key: EntityKey) =>
  'privateFields' in ENTITIES[key] ? `/api/admin/${ENTITIES[key].path}` : listPath(key);

/** Staff writes: POST /api/admin/{path}, PUT and DELETE /api/admin/{path}/{id}. */
export const adminPath = (key: EntityKey, id?: string) =>
  id ? `/api/admin/${ENTITIES[key].path}/${id}` : `/api/admin/${ENTITIES[key].path}`;

/** Undoing a delete, within minutes of it (ADR 031): POST /api/admin/{path}/{id}/restore. */
export const restorePath = (key: EntityKey, id: string) => `${adminPath(key, id)}/restore`;
