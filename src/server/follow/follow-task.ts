// Every instance looks, at start and then every ALERT_POLL_MS, for what followers should hear of without a staff
// write (ADR 055): a scheduled article whose time has come (news.ts), and a batch of fixture changes old
// enough to go (fixture-batches.ts). Both are safe to run on several instances at once.
import { and, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { followChanges } from '../../shared/schema';
import { registerPeriodicTask } from '../periodic-task';
import { dispatchFixtureChanges } from './fixture-batches';
import { announceNews } from './news';

/** Dispatched changes are kept this long (to look into a complaint), then forgotten. */
const KEEP_DISPATCHED_MS = 30 * 24 * 60 * 60 * 1000;

export async function runFollowTask(app: FastifyInstance): Promise<void> {
  const queued = (await announceNews(app, app.db)) + (await dispatchFixtureChanges(app));
  if (queued > 0) app.mailSender.wake();
  const forgetBefore = new Date(app.now().getTime() - KEEP_DISPATCHED_MS);
  await app.db
    .delete(followChanges)
    .where(and(isNotNull(followChanges.dispatchedAt), lt(followChanges.dispatchedAt, forgetBefore)));
}

export function registerFollowTask(app: FastifyInstance): void {
  registerPeriodicTask(app, app.env.ALERT_POLL_MS, async () => {
    try {
      await runFollowTask(app);
    } catch (error) {
      // The database is away: the next run tries again; nothing was half done (each step is one transaction).
      app.log.warn({ code: (error as { code?: string }).code }, 'Followers’ emails could not be queued; trying later');
    }
  });
}
