// Followed fixtures' changes go out in batches (ADR 055): once the oldest waiting change is
// FOLLOW_BATCH_MINUTES old (app.now()), every waiting change is taken, gathered per confirmed follower of its team,
// one 'follow-changes' email queued per follower (of the changes made since they confirmed), and the changes marked
// dispatched: in one transaction, under an advisory lock, so instances sharing the database queue each batch once.
import { and, asc, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { followChanges, followers } from '../../shared/schema';
import { LOCK_KEYS } from '../db/lock-keys';
import { queueEmail } from '../mail/queue';
import { type ChangeDetails, mergeChanges } from './fixture-changes';
import type { ChangesPayload } from './follower-mail';

const MINUTE_MS = 60_000;

/** Queues the due batch, if there is one; answers how many emails it queued. */
export async function dispatchFixtureChanges(
  app: Pick<FastifyInstance, 'database' | 'env' | 'now' | 'mailSender'>,
): Promise<number> {
  const now = app.now();
  const dueBefore = new Date(now.getTime() - app.env.FOLLOW_BATCH_MINUTES * MINUTE_MS);
  const waiting = isNull(followChanges.dispatchedAt);
  // Cheap, and without the lock: most runs find nothing waiting or nothing due yet.
  const [oldest] = await app.database.db
    .select({ at: min(followChanges.at) })
    .from(followChanges)
    .where(waiting);
  if (!oldest?.at || oldest.at > dueBefore) return 0;

  return app.database.withLock(LOCK_KEYS.followBatch, (db) =>
    db.transaction(async (tx) => {
      // Read again under the lock: another instance may have just taken them.
      const pending = await tx
        .select()
        .from(followChanges)
        .where(waiting)
        .orderBy(asc(followChanges.at), asc(followChanges.kind));
      if (pending.length === 0) return 0;
      const teamIds = [...new Set(pending.map((change) => change.teamId))];
      const queued = await queueEmail(app, tx, async () => {
        const audience = await tx
          .select({ id: followers.id, teamIds: followers.teamIds, confirmedAt: followers.confirmedAt })
          .from(followers)
          .where(
            and(
              isNotNull(followers.confirmedAt),
              sql`${followers.teamIds} && array[${sql.join(
                teamIds.map((id) => sql`${id}`),
                sql`, `,
              )}]::uuid[]`,
            ),
          );
        return audience.flatMap((follower) => {
          // Only what changed since they confirmed, merged among itself: the fixtures list they saw then is what
          // they know, so a game added before and deleted after is news to them (it was on that list).
          const since = follower.confirmedAt?.getTime() ?? Number.POSITIVE_INFINITY;
          const theirs = pending
            .filter((change) => follower.teamIds.includes(change.teamId) && change.at.getTime() >= since)
            .map((change) => ({
              kind: change.kind,
              eventId: change.eventId,
              details: change.details as ChangeDetails,
            }));
          const payload: ChangesPayload = { changes: mergeChanges(theirs) };
          return payload.changes.length > 0
            ? [{ kind: 'follow-changes' as const, followerId: follower.id, payload }]
            : [];
        });
      });
      // These and no others: a change stored since the read waits for the next batch.
      await tx
        .update(followChanges)
        .set({ dispatchedAt: now })
        .where(
          inArray(
            followChanges.id,
            pending.map((change) => change.id),
          ),
        );
      return queued;
    }),
  );
}
