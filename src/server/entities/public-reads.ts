// What anonymous visitors may read, keyed by API path: the same data the GET routes answer, read by every public
// output (the lists' API, the pages the server renders, the sitemap, the calendar feeds) through readPublic.
import type { FastifyInstance } from 'fastify';
import type { PublicRows } from '../../shared/entities';
import { TOUR_PAGES_READ } from '../../shared/tour-page';
import { scopeOfRead } from '../cache/write-scope';
import { type ClubMoment, clubMomentOf } from '../club-clock';
import type { Db } from '../db/client';
import type { Sealer } from '../sealing/sealed';
import { createCrudService } from '../services/crud';
import { publicList } from '../services/public-view';
import { getPublicSettings } from '../services/settings';
import { readTourPages } from '../services/tour-pages';
import { CONTENT_ENTITIES, type ContentEntity } from './content-catalogue';

/** A public read's data, and when the clock alone next changes it (ms): a scheduled article's time (ADR 047). */
export type PublicAnswer = { data: unknown; changesAt?: number };

/**
 * `at` (the app's now and club day) decides what is public (a player's photo consent, ADR 027; whether an
 * article's time has come, ADR 047); `sealer` opens the names supporters chose to show (a tour's page).
 */
export type PublicRead = (db: Db, at: ClubMoment, sealer: Sealer) => Promise<PublicAnswer>;

/** An entity's public list: its rows as visitors may see them now. */
function listRead(c: ContentEntity): PublicRead {
  const service = createCrudService(c.table, c.orderBy, c.label);
  return async (db, at) => {
    const rows = await service.list(db);
    return { data: publicList(c.publicView, rows, at), changesAt: c.publicView.changesAt(rows, at.now) };
  };
}

const readTours = listRead(CONTENT_ENTITIES.find((c) => c.key === 'tours')!);

export const publicReads: Record<string, PublicRead> = {
  '/api/settings': async (db) => ({ data: await getPublicSettings(db) }),
  ...Object.fromEntries(CONTENT_ENTITIES.map((c) => [`/api/${c.path}`, listRead(c)])),
  // Each public tour with its money and the supporters who chose to be named.
  [TOUR_PAGES_READ]: async (db, at, sealer) => {
    const tours = (await readTours(db, at, sealer)).data as PublicRows['tours'][];
    return { data: await readTourPages(db, tours, sealer) };
  },
};

/**
 * What visitors may read at `key` (an API path of publicReads), as every public output reads it: kept in the
 * response cache until a write that may change it (ADR 036); and when the clock alone will change it (a scheduled
 * article's time comes), everything kept expires then, so the article appears with no write (ADR 047).
 */
export function readPublic(app: FastifyInstance, key: string): Promise<unknown> {
  const read = publicReads[key];
  if (!read) throw new Error(`${key}: no public read of that name`);
  return app.responseCache.read(scopeOfRead(key), async () => {
    const { data, changesAt } = await read(app.db, clubMomentOf(app), app.sealer);
    if (changesAt !== undefined) app.responseCache.expireBy(changesAt);
    return data;
  });
}
