// The emails the follow feature sends through the outbox, made from the follower's row as it is when each goes:
// nothing to an address that is gone, and no confirmation to one already confirmed with no new choices waiting.
import { eq } from 'drizzle-orm';
import { followers } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Composer, MailComposers } from '../mail/compose';
import { readFollower } from './address';
import { followConfirmation } from './confirmation-mail';
import { followerEmail } from './follower-mail';
import { clubTeams, pendingChoices } from './service';

/** The names of the followed teams that still exist, in the club's order. */
async function followedTeamNames(db: Db, ids: string[]): Promise<string[]> {
  return (await clubTeams(db)).filter((team) => ids.includes(team.id)).map((team) => team.name);
}

const confirmation: Composer = async (mail, { app, addresses }) => {
  if (!mail.followerId) return null;
  const follower = await readFollower(app, eq(followers.id, mail.followerId));
  if (!follower) return null;
  // A confirmed address is asked about the choices waiting for it; with none (confirmed, or changed through the
  // manage link since it was queued), nothing is left to ask.
  const pending = pendingChoices(follower);
  if (follower.confirmedAt && !pending) return null;
  const choices = pending ?? follower;
  return followConfirmation(
    { ...follower, ...choices },
    await followedTeamNames(app.db, choices.teamIds),
    addresses,
    app.env,
  );
};

/** News and fixture changes, to a confirmed follower (follower-mail.ts). */
const toFollower: Composer = (mail, { app, addresses }) => followerEmail(app, mail, addresses);

export const followComposers = {
  'follow-confirmation': confirmation,
  'follow-news': toFollower,
  'follow-changes': toFollower,
} satisfies Partial<MailComposers>;
