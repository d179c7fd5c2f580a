// What anonymous visitors may read, keyed by API path: the same data the GET routes answer,
// used by the server renderer to put a page's data into its HTML.
import type { Db } from '../db/client';
import { CONTENT } from '../routes/content';
import { createCrudService } from './crud';
import { publicList } from './public-view';
import { getPublicSettings } from './settings';

/** `now` decides what is public today (a player's photo consent, ADR 027). */
export type PublicRead = (db: Db, now: Date) => Promise<unknown>;

export const publicReads: Record<string, PublicRead> = {
  '/api/settings': getPublicSettings,
  ...Object.fromEntries(
    CONTENT.map((c) => {
      const service = createCrudService(c.table, c.orderBy, c.label);
      return [`/api/${c.path}`, async (db: Db, now: Date) => publicList(c.publicView, await service.list(db), now)];
    }),
  ),
};
