// Every content entity's table by its key (each declared in ./<entity>/table.ts): the server's queries, its trash,
// its image references, its column classes, the activity log's links and the cache's write scopes all read an
// entity's table from here. The definitions (./index.ts) import their tables as types only, so that public islands
// stay free of Drizzle; this list imports them, so only the server and the portal's forms read it.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { aboutFeatures } from './about/table';
import { clubManagement } from './club-management/table';
import { coaches } from './coaches/table';
import { events } from './events/table';
import { galleryImages } from './gallery/table';
import type { EntityKey } from './index';
import { internationalFeatures } from './international/table';
import { merchandise } from './merchandise/table';
import { newsArticles } from './news/table';
import { pathwaySteps } from './pathway/table';
import { players } from './players/table';
import { sponsors } from './sponsors/table';
import { teams } from './teams/table';
import { tours } from './tours/table';

/** Every content table has an id and the version an update names (ADR 045). */
export type ContentTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

export const ENTITY_TABLES: { readonly [Key in EntityKey]: ContentTable } = {
  about: aboutFeatures,
  clubManagement,
  teams,
  pathway: pathwaySteps,
  international: internationalFeatures,
  news: newsArticles,
  gallery: galleryImages,
  sponsors,
  merchandise,
  players,
  coaches,
  events,
  tours,
};
