// Who came: the coach marks each player Present, Late, Absent or Excused from the event's start, and reads a
// team's attendance over a span of club days, per player, with the rate that Excused does not count against.
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, fromClubInput } from '../../shared/club-time';
import { ATTENDANCE_STATUSES, type AttendanceStatus, attendanceRate, type TeamAttendance } from '../../shared/families';
import { attendance, events, players } from '../../shared/schema';
import { AppError } from '../errors';
import { hasStarted, type TeamEvent, teamPlayers } from './team-event';

type App = Pick<FastifyInstance, 'db' | 'now'>;

export const NOT_STARTED = 'Attendance can be recorded once the event has started';

export type MarkedAttendance = { playerId: string; status: AttendanceStatus };

/**
 * Stores each player's status for the event, replacing an earlier one, from the event's start (409 before). Every
 * player must be in the event's team: one who is not is named (400) and nothing is stored.
 */
export async function recordAttendance(app: App, event: TeamEvent, marks: MarkedAttendance[]): Promise<void> {
  const now = app.now();
  if (!hasStarted(event, now)) throw new AppError(409, NOT_STARTED);
  const ids = marks.map((mark) => mark.playerId);
  const found = await app.db
    .select({ id: players.id, name: players.name, teamId: players.teamId })
    .from(players)
    .where(inArray(players.id, ids));
  const byId = new Map(found.map((player) => [player.id, player]));
  const issues = marks.flatMap((mark, index) => {
    const player = byId.get(mark.playerId);
    if (player?.teamId === event.teamId) return [];
    const who = player ? player.name : `Player ${mark.playerId}`;
    return [{ path: `${index}.playerId`, message: `${who} is not a player of ${event.teamName}` }];
  });
  if (issues.length > 0) throw new AppError(400, issues[0]!.message, issues);
  await app.db.transaction(async (tx) => {
    for (const mark of marks) {
      const values = { status: mark.status, recordedAt: now };
      await tx
        .insert(attendance)
        .values({ eventId: event.id, playerId: mark.playerId, ...values })
        .onConflictDoUpdate({ target: [attendance.eventId, attendance.playerId], set: values });
    }
  });
}

const noCounts = (): Record<AttendanceStatus, number> =>
  Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, 0])) as Record<AttendanceStatus, number>;

/**
 * Each player of the team, with the games and trainings (and tournaments, in the counts) of the team that start on
 * the club days `from` to `to` and have their attendance recorded. `from` and `to` are 'YYYY-MM-DD', checked.
 */
export async function teamAttendance(
  app: App & Pick<FastifyInstance, 'env'>,
  teamId: string,
  from: string,
  to: string,
): Promise<TeamAttendance> {
  const zone = app.env.CLUB_TIMEZONE;
  const start = fromClubInput(`${from}T00:00`, zone)!;
  const end = fromClubInput(`${addDays(to, 1)}T00:00`, zone)!;
  const [roster, marks] = await Promise.all([
    teamPlayers(app.db, teamId),
    app.db
      .select({ playerId: attendance.playerId, status: attendance.status, kind: events.kind })
      .from(attendance)
      .innerJoin(events, eq(events.id, attendance.eventId))
      .where(and(eq(events.teamId, teamId), gte(events.startsAt, start), lt(events.startsAt, end))),
  ]);
  const byPlayer = new Map(roster.map((player) => [player.id, { games: 0, trainings: 0, counts: noCounts() }]));
  for (const mark of marks) {
    const counted = byPlayer.get(mark.playerId);
    if (!counted) continue;
    counted.counts[mark.status] += 1;
    if (mark.kind === 'game') counted.games += 1;
    if (mark.kind === 'training') counted.trainings += 1;
  }
  return {
    teamId,
    from,
    to,
    players: roster.map((player) => {
      const counted = byPlayer.get(player.id)!;
      return { playerId: player.id, name: player.name, ...counted, rate: attendanceRate(counted.counts) };
    }),
  };
}
