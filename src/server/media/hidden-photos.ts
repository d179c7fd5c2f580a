// Which stored image files are a player's photo the public may not see (ADR 027): not chosen to show, or without
// consent under 12 months old. Every image request asks, so the answer is one query per write and per day, kept
// in memory and forgotten with the response cache (every staff write, every other instance's write, each midnight).
// A deleted player's photo waiting in the trash for Undo (ADR 031) is hidden too: it is no one's to see any more.
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextClubMidnight } from '../../shared/club-time';
import { ENTITIES } from '../../shared/entities';
import { storedRenditions } from '../../shared/images';
import { photoIsPublic } from '../../shared/publishing';
import { players } from '../../shared/schema';
import { trash } from '../db/ops-schema';

export type HiddenPhotos = { isHidden(name: string): Promise<boolean> };

async function readHiddenNames(app: FastifyInstance): Promise<Set<string>> {
  const rows = await app.db
    .select({ photoUrl: players.photoUrl, showPhoto: players.showPhoto, photoConsentDate: players.photoConsentDate })
    .from(players)
    .where(isNotNull(players.photoUrl));
  const today = app.today();
  const hidden = new Set<string>();
  const shown = new Set<string>();
  for (const row of rows) {
    const into = photoIsPublic(row, today) ? shown : hidden;
    for (const name of storedRenditions(row.photoUrl!)) into.add(name);
  }
  const trashed = await app.db
    .select({ imageUrls: trash.imageUrls })
    .from(trash)
    .where(eq(trash.entity, ENTITIES.players.path));
  for (const { imageUrls } of trashed)
    for (const url of imageUrls) for (const name of storedRenditions(url)) hidden.add(name);
  // A file one player may show stays public (the same upload restored to two players, say).
  for (const name of shown) hidden.delete(name);
  return hidden;
}

export function createHiddenPhotos(app: FastifyInstance): HiddenPhotos {
  let known: { names: Promise<Set<string>>; expiresAt: number } | null = null;
  let generation = 0;
  app.responseCache.onClear(() => {
    generation++;
    known = null;
  });

  return {
    async isHidden(name) {
      // The response cache's day may have turned with no request to it yet; its clear forgets ours too.
      app.responseCache.expireIfDue();
      const now = app.now().getTime();
      if (known && now < known.expiresAt) return (await known.names).has(name);
      const started = generation;
      const names = readHiddenNames(app);
      // Kept only if no write cleared the cache meanwhile, and while other instances' writes can be heard.
      if (!app.responseCache.suspended) {
        const entry = { names, expiresAt: nextClubMidnight(new Date(now), app.env.CLUB_TIMEZONE).getTime() };
        known = entry;
        names.then(
          () => {
            if (generation !== started && known === entry) known = null;
          },
          () => {
            if (known === entry) known = null;
          },
        );
      }
      return (await names).has(name);
    },
  };
}
