// Following the club by email (ADR 048): an address follows with its choices and is sent a confirmation;
// only once its link is opened does it get anything else. Following again answers the same whether the address was
// known or not: an unconfirmed address's choices change; a confirmed one's wait (pending_*) for a new confirmation
// link to be opened, and its current choices stay as they are, so knowing a family's address changes nothing of
// theirs. A confirmation goes again only when the last is an hour old. Each link holds one of the follower's
// single-purpose tokens (links.ts); an unknown token finds nothing.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FollowChoices } from '../../shared/follow';
import { followers, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import type { AddressLimit } from '../limits/per-address';
import { withQueuedEmail } from '../mail/queue';
import { addressKey, storedAddress } from '../sealing/address';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';
import { type Follower, readFollower } from './address';
import { newFollowToken } from './links';

/** The same limit as enquiries, counted on its own so following never uses up a family's enquiries. */
export const FOLLOW_RATE_LIMIT: AddressLimit = { ...CONTACT_RATE_LIMIT, name: 'follow' };

/** A confirmation is sent again to an unconfirmed address only when the last is this old. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

/** The club's teams in the order its lists show them (content-catalogue.ts: teams by when they were added). */
export const clubTeams = (db: Db) =>
  db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.createdAt), asc(teams.id));

/** The ids of the club's teams: the only ones that can be followed. */
export async function teamIds(db: Db): Promise<string[]> {
  return (await clubTeams(db)).map((row) => row.id);
}

/**
 * Stores an address's choices, and queues its confirmation when it is new, or unconfirmed with no confirmation
 * within the hour (only while email is on: without SMTP_URL nothing is queued). Answers nothing: the caller's
 * answer must be the same either way.
 */
export async function follow(app: FastifyInstance, wanted: FollowChoices & { email: string }): Promise<void> {
  const now = app.now();
  const choices = { news: wanted.news, teamIds: wanted.teamIds };
  await withQueuedEmail(app, async (tx, queue) => {
    // Queues the follower's confirmation; false while email is off (nothing is queued then).
    const confirmation = async (followerId: string) => (await queue({ kind: 'follow-confirmation', followerId })) > 0;
    // Two follows of one new address at once: the second's insert finds the first's row and changes it instead.
    for (let attempt = 0; ; attempt++) {
      const [known] = await tx
        .select()
        .from(followers)
        .where(eq(followers.emailKey, addressKey(app.env, wanted.email)))
        .for('update');
      if (!known) {
        const [created] = await tx
          .insert(followers)
          .values({
            ...storedAddress(app.sealer, app.env, wanted.email),
            ...choices,
            confirmToken: newFollowToken(),
            manageToken: newFollowToken(),
            unsubscribeToken: newFollowToken(),
            confirmationSentAt: null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: followers.id });
        if (!created && attempt < 2) continue;
        if (!created) throw new Error('A follower could be neither added nor found');
        // Stamped only when its confirmation was queued: one queued later (email turned on) is not held back an hour.
        if (await confirmation(created.id)) {
          await tx.update(followers).set({ confirmationSentAt: now }).where(eq(followers.id, created.id));
        }
        return;
      }
      const last = known.confirmationSentAt?.getTime();
      const due = last === undefined || now.getTime() - last >= CONFIRMATION_RESEND_MS;
      if (known.confirmedAt) {
        // Only with a new confirmation: what its link applies is what it says (one sent within the hour keeps
        // the choices it was sent for).
        if (!due || !(await confirmation(known.id))) return;
        await tx
          .update(followers)
          .set({ pendingNews: choices.news, pendingTeamIds: choices.teamIds, confirmationSentAt: now })
          .where(eq(followers.id, known.id));
        return;
      }
      const resent = due && (await confirmation(known.id));
      await tx
        .update(followers)
        .set({ ...choices, updatedAt: now, ...(resent ? { confirmationSentAt: now } : {}) })
        .where(eq(followers.id, known.id));
      return;
    }
  });
}

type TokenKind = 'confirmToken' | 'manageToken' | 'unsubscribeToken';

/** The follower a link's token names, or null (a wrong, old or made-up token). */
export async function followerByToken(
  app: Pick<FastifyInstance, 'db' | 'sealer'>,
  kind: TokenKind,
  token: string | null,
): Promise<Follower | null> {
  // A token is 43 characters (links.ts); anything far from that is not one, and is not looked up.
  if (!token || token.length > 100) return null;
  return readFollower(app, eq(followers[kind], token));
}

/** Choices sent for a confirmed address and waiting for its confirmation link, or null when none wait. */
export const pendingChoices = (follower: Follower): FollowChoices | null =>
  follower.pendingNews === null || follower.pendingTeamIds === null
    ? null
    : { news: follower.pendingNews, teamIds: follower.pendingTeamIds };

const NO_PENDING = { pendingNews: null, pendingTeamIds: null };

/**
 * The confirmation link opened: from now on the address gets what it chose, and a confirmed address's waiting
 * choices become its choices. Opening it again changes nothing.
 */
export async function confirmFollower(app: FastifyInstance, token: string | null): Promise<Follower | null> {
  const found = await followerByToken(app, 'confirmToken', token);
  const pending = found && pendingChoices(found);
  if (!found || (found.confirmedAt && !pending)) return found;
  const now = app.now();
  const [confirmed] = await app.db
    .update(followers)
    .set({ ...(pending ?? {}), ...NO_PENDING, confirmedAt: found.confirmedAt ?? now, updatedAt: now })
    .where(eq(followers.id, found.id))
    .returning();
  return confirmed ? { ...confirmed, email: found.email } : null;
}

/** Through the manage link, the address's holder decides: their choices at once, and none left waiting. */
export async function changeChoices(app: FastifyInstance, id: string, choices: FollowChoices): Promise<void> {
  await app.db
    .update(followers)
    .set({ ...choices, ...NO_PENDING, updatedAt: app.now() })
    .where(eq(followers.id, id));
}

/**
 * Stops everything: the row goes, and its unsent emails with it (the outbox's foreign key cascades). Says whether
 * there was one to remove.
 */
export async function removeFollower(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(followers).where(eq(followers.id, id)).returning({ id: followers.id });
  return deleted.length > 0;
}
