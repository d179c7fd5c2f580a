// What the portal's Followers section reads and does: every follower with their choices by team name,
// the confirmed followers of club news and of each team, and removing one. The links' tokens never leave here: a
// token in staff hands could confirm, change or stop someone else's emails.
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { followers, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { type Sealer, UNREADABLE } from '../sealing/sealed';
import { clubTeams, removeFollower } from './service';

export const followerNotFound = () => notFound('Follower not found');

export type FollowerForStaff = {
  id: string;
  email: string;
  news: boolean;
  /** The teams followed that still exist, in the order the club lists its teams. */
  teams: { id: string; name: string }[];
  /** When the confirmation link was opened; null: waiting for it, and sent nothing else. */
  confirmedAt: Date | null;
  createdAt: Date;
};

export type FollowerCounts = {
  /** Confirmed followers of club news. */
  news: number;
  /** Every team, in the club's order, with its confirmed followers (0 included: a team nobody follows yet). */
  teams: { id: string; name: string; followers: number }[];
};

/** Newest first: who just followed is what staff look for. */
export async function listFollowers(db: Db, sealer: Sealer): Promise<FollowerForStaff[]> {
  const [rows, teamsInOrder] = await Promise.all([
    db
      .select({
        id: followers.id,
        email: followers.email,
        news: followers.news,
        teamIds: followers.teamIds,
        confirmedAt: followers.confirmedAt,
        createdAt: followers.createdAt,
      })
      .from(followers)
      .orderBy(desc(followers.createdAt), desc(followers.id)),
    clubTeams(db),
  ]);
  return rows.map(({ teamIds, email, ...row }) => ({
    ...row,
    email: sealer.openOr(email, { table: 'followers', id: row.id }, UNREADABLE),
    // A deleted team's id stays in the row (the schema says it is ignored): it is not shown either.
    teams: teamsInOrder.filter((team) => teamIds.includes(team.id)),
  }));
}

export async function followerCounts(db: Db): Promise<FollowerCounts> {
  const confirmed = isNotNull(followers.confirmedAt);
  const [[news], perTeam] = await Promise.all([
    db
      .select({ value: count() })
      .from(followers)
      .where(and(confirmed, eq(followers.news, true))),
    db
      .select({ id: teams.id, name: teams.name, followers: count(followers.id) })
      .from(teams)
      .leftJoin(followers, and(confirmed, sql`${teams.id} = any(${followers.teamIds})`))
      .groupBy(teams.id)
      .orderBy(asc(teams.createdAt), asc(teams.id)),
  ]);
  return { news: news?.value ?? 0, teams: perTeam };
}

/**
 * Gone at once, with the emails still waiting for them (mail_outbox.follower_id cascades). No Undo: removing an
 * address is what a family asks for, so no copy of it is kept in the trash; they can follow again themselves.
 */
export async function deleteFollower(db: Db, id: string): Promise<void> {
  if (!(await removeFollower(db, id))) throw followerNotFound();
}
