// Writing the activity log (ADR 043): one row per successful staff write, who and when, the portal section and the
// item, the sentence, and the names of the fields changed. Called after the write succeeded, in its transaction
// when it has one, so a failed write leaves no entry and a recorded one cannot be lost.
import { lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityItemKind } from '../../shared/activity';
import type { AdminSection } from '../../shared/admin-sections';
import { activityLog } from '../../shared/schema';
import { staffUser } from '../auth/guard';
import type { Db } from '../db/client';

export type ActivityRecord = {
  section: AdminSection;
  itemKind?: ActivityItemKind | null;
  itemId?: string | number | null;
  sentence: string;
  /** Field names only (the forms' labels), never values. */
  fields?: readonly string[];
};

/** When an entry happened: the app's clock, which tests can move. */
export const activityClock = (app: FastifyInstance): Date => app.now();

/** The signed-in person's name, with which every sentence begins. */
export const actorName = (request: FastifyRequest) => staffUser(request).username;

export async function recordActivity(
  request: FastifyRequest,
  record: ActivityRecord,
  db: Db = request.server.db,
): Promise<void> {
  const user = staffUser(request);
  await recordActivityBy(request.server, { userId: user.id, userName: user.username }, record, db);
}

/** Who an entry is by: a staff account, or someone without one (userId null): a family on their page. */
export type ActivityActor = { userId: number | null; userName: string };

/** An entry by `actor`; recordActivity is this with the signed-in staff member. */
export async function recordActivityBy(
  app: FastifyInstance,
  actor: ActivityActor,
  record: ActivityRecord,
  db: Db = app.db,
): Promise<void> {
  await db.insert(activityLog).values({
    at: activityClock(app),
    userId: actor.userId,
    userName: actor.userName,
    section: record.section,
    itemKind: record.itemKind ?? null,
    itemId: record.itemId === undefined || record.itemId === null ? null : String(record.itemId),
    sentence: record.sentence,
    fields: [...(record.fields ?? [])],
  });
}

/** Oldest entries go ACTIVITY_RETENTION_DAYS after they were written (the retention sweep). */
export async function deleteOldActivity(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(activityLog).where(lt(activityLog.at, cutoff)).returning({ id: activityLog.id });
  return deleted.length;
}
