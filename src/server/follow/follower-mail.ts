// The emails to a follower (ADR 055), made when they are sent from the follower's row (the address and
// the links' tokens) and the outbox row's payload (what it says). Every one carries the RFC 8058 one-click
// unsubscribe headers and, at its foot, the links to change the choices and to stop every email.
import { eq } from 'drizzle-orm';
import { zonePlace } from '../../shared/club-time';
import { CLUB } from '../../shared/constants';
import { followers } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { MailAddresses } from '../mail/addresses';
import type { Message } from '../mail/compose';
import { type Block, familyMessage, linesOf } from '../mail/family-message';
import type { Sealer } from '../sealing/sealed';
import { type Follower, readFollower } from './address';
import type { ToldChange } from './fixture-changes';
import { followLinks, unsubscribeHeaders } from './links';

/** A 'follow-news' email's payload: the article as it was when it became public. */
export type NewsPayload = { title: string; excerpt: string; url: string; pictureUrl: string | null };
/** A 'follow-changes' email's payload: one line per event of the follower's teams in the batch. */
export type ChangesPayload = { changes: ToldChange[] };

function footer(env: Env, follower: Follower, why: string): Block[] {
  const links = followLinks(env, follower);
  return [
    { lines: [why], link: { label: 'Change what you receive', url: links.manage } },
    { lines: [], link: { label: 'Stop all emails from the club', url: links.unsubscribe } },
  ];
}

function newsEmail(env: Env, follower: Follower, payload: NewsPayload, addresses: MailAddresses): Message {
  const article: Block = {
    heading: payload.title,
    lines: linesOf(payload.excerpt),
    link: { label: 'Read the article', url: payload.url },
    ...(payload.pictureUrl ? { picture: { url: payload.pictureUrl, alt: payload.title } } : {}),
  };
  const why = `You receive this because you follow ${CLUB.name} news.`;
  return familyMessage(follower.email, payload.title, [article, ...footer(env, follower, why)], addresses, null);
}

/** How one change reads: its heading and lines. */
function changeBlock(change: ToldChange): Block {
  const { team, headline, when, venue } = change;
  const what = `${team} ${headline}`;
  switch (change.kind) {
    case 'added':
      return { heading: `New: ${what}`, lines: [`${when}, ${venue}`] };
    case 'moved':
      return {
        heading: `Moved: ${what}`,
        lines: [`Now: ${when}, ${venue}`, ...(change.was ? [`Was: ${change.was.when}, ${change.was.venue}`] : [])],
      };
    case 'cancelled':
    case 'deleted':
      return { heading: `Cancelled: ${what}`, lines: [`It was on ${when}, ${venue}`] };
    case 'result':
      return { heading: `Result: ${what}`, lines: [`${change.result ?? ''} (${when})`] };
  }
}

function subjectOf(changes: ToldChange[]): string {
  const [only] = changes;
  if (changes.length === 1 && only) return changeBlock(only).heading!;
  const teams = [...new Set(changes.map((change) => change.team))];
  return `${changes.length} fixture changes: ${teams.join(', ')}`;
}

function changesEmail(env: Env, follower: Follower, payload: ChangesPayload, addresses: MailAddresses): Message {
  const blocks = [...payload.changes.map(changeBlock), { lines: [`Times are ${zonePlace(env.CLUB_TIMEZONE)} time.`] }];
  const why = "You receive this because you follow these teams' fixtures.";
  return familyMessage(
    follower.email,
    subjectOf(payload.changes),
    [...blocks, ...footer(env, follower, why)],
    addresses,
    null,
  );
}

/**
 * A follower's email, or null when there is nothing to send any more: the follower is gone (their emails went
 * with them, by cascade, unless this one was claimed first) or is no longer confirmed, or the payload is empty.
 */
export async function followerEmail(
  { db, env, sealer }: { db: Db; env: Env; sealer: Sealer },
  mail: { kind: string; followerId: string | null; payload: unknown },
  addresses: MailAddresses,
): Promise<Message | null> {
  if (!mail.followerId || !mail.payload) return null;
  const follower = await readFollower({ db, sealer }, eq(followers.id, mail.followerId));
  if (!follower?.confirmedAt) return null;
  const message =
    mail.kind === 'follow-news'
      ? newsEmail(env, follower, mail.payload as NewsPayload, addresses)
      : (mail.payload as ChangesPayload).changes?.length
        ? changesEmail(env, follower, mail.payload as ChangesPayload, addresses)
        : null;
  return message && { ...message, headers: unsubscribeHeaders(env, follower) };
}
