// The coach's 'Who's coming' and attendance, for Admins and the Coaches of the event's (or team's) own team: each
// player's answer with its note, an answer taken by phone, a reminder to the families who have not answered, who
// came, and a team's attendance over a span of club days (and as a CSV file). Answers, notes and attendance are
// families' details: nothing here is cached, and no log or activity entry holds a note or an answer.

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { addDays } from '../../shared/club-time';
import { ATTENDANCE_STATUSES, AVAILABILITY_ANSWERS, NOTE_MAX_LENGTH, type TeamAttendance } from '../../shared/families';
import { teams } from '../../shared/schema';
import { isDay } from '../../shared/weekly-repeat';
import { availabilityActivity } from '../activity/availability-activity';
import type { ContractTypeProvider } from '../api-contract';
import { mayWorkOnTeam, otherTeam, staffUser } from '../auth/guard';
import { toCsv } from '../csv';
import { AppError, notFound, parseInput } from '../errors';
import { recordAttendance, teamAttendance } from '../families/attendance';
import { eventAvailability, playerNotInTeam, recordAnswer, teamPlayerOf } from '../families/availability';
import { remindFamilies } from '../families/reminders';
import { eventName, eventNotFound, type TeamEvent, teamEventOf } from '../families/team-event';
import {
  csvFile,
  errorResponses,
  eventAvailabilitySchema,
  remindResultSchema,
  teamAttendanceSchema,
} from '../response-schemas';
import { csvDownload, idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['families'];
const permission = { permission: 'families' } as const;

const OTHER_TEAM = "see or change another team's answers and attendance";

const playerParams = z.object({ id: z.uuid(), playerId: z.uuid() });

const answerBody = z.strictObject(
  {
    answer: z.enum(AVAILABILITY_ANSWERS, { error: 'Answer must be one of: yes, no, maybe' }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(NOTE_MAX_LENGTH, `The note must be at most ${NOTE_MAX_LENGTH} characters`)
      .nullable()
      .optional()
      .transform((note) => (note ? note : null)),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Send only answer and note' : 'Send the answer as { answer, note }',
  },
);

const attendanceBody = z
  .array(
    z.strictObject(
      {
        playerId: z.uuid({ error: 'playerId must be the id of a player' }),
        status: z.enum(ATTENDANCE_STATUSES, { error: 'Status must be one of: present, late, absent, excused' }),
      },
      { error: 'Send each player as { playerId, status }' },
    ),
    { error: 'Send a list of { playerId, status }' },
  )
  .min(1, "Send at least one player's attendance")
  .superRefine((marks, ctx) => {
    const seen = new Set<string>();
    marks.forEach((mark, index) => {
      if (seen.has(mark.playerId)) {
        ctx.addIssue({ code: 'custom', path: [index, 'playerId'], message: 'Each player may be marked once' });
      }
      seen.add(mark.playerId);
    });
  });

const DAY_MESSAGE = 'Enter a day as YYYY-MM-DD';
const dayField = z.string({ error: DAY_MESSAGE }).refine(isDay, DAY_MESSAGE).optional();
const spanQuery = z
  .object({ from: dayField, to: dayField })
  .refine((span) => !span.from || !span.to || span.from <= span.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });

/** Without from and to, the last 90 days to today. */
const DEFAULT_SPAN_DAYS = 90;

const CSV_COLUMNS = ['Player', 'Games', 'Trainings', 'Present', 'Late', 'Absent', 'Excused', 'Attendance rate'];

const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 100)}%`);

const csvRow = (p: TeamAttendance['players'][number]) => [
  p.name,
  String(p.games),
  String(p.trainings),
  String(p.counts.present),
  String(p.counts.late),
  String(p.counts.absent),
  String(p.counts.excused),
  percent(p.rate),
];

export async function eventAvailabilityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });

  /** The event in the path, with its team; a Coach of another team is refused (403). */
  async function eventOf(request: FastifyRequest): Promise<TeamEvent> {
    const event = await teamEventOf(app.db, idFromPath(request, eventNotFound));
    if (!mayWorkOnTeam(staffUser(request), event.teamId)) throw otherTeam(OTHER_TEAM);
    return event;
  }

  /** The team in the path; a Coach of another team is refused (403). */
  async function teamOf(request: FastifyRequest): Promise<string> {
    const teamNotFound = () => notFound('Team not found');
    const id = idFromPath(request, teamNotFound);
    const [team] = await app.db.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
    if (!team) throw teamNotFound();
    if (!mayWorkOnTeam(staffUser(request), team.id)) throw otherTeam(OTHER_TEAM);
    return team.id;
  }

  async function attendanceOf(request: FastifyRequest) {
    const span = parseInput(spanQuery, request.query);
    const teamId = await teamOf(request);
    const to = span.to ?? app.today();
    const from = span.from ?? addDays(to, -DEFAULT_SPAN_DAYS);
    if (from > to) throw new AppError(400, 'from must be on or before to');
    return teamAttendance(app, teamId, from, to);
  }

  app.get(
    '/api/admin/events/:id/availability',
    {
      config: permission,
      schema: contract("Who's coming to an event: each player of its team with their answer, its note and counts", {
        params: idParams,
        response: { 200: eventAvailabilitySchema, ...errorResponses },
      }),
    },
    async (request) => eventAvailability(app, await eventOf(request)),
  );

  app.put(
    '/api/admin/events/:id/availability/:playerId',
    {
      config: permission,
      schema: contract(
        "Record an answer a family gave by phone (given by 'coach'); 409 once the event has started, 404 for a player not in its team",
        { params: playerParams, body: answerBody, response: { 200: eventAvailabilitySchema, ...errorResponses } },
      ),
    },
    async (request) => {
      const given = parseJsonBody(request, answerBody);
      const event = await eventOf(request);
      const params = playerParams.safeParse(request.params);
      if (!params.success) throw playerNotInTeam();
      const player = await teamPlayerOf(app.db, event, params.data.playerId);
      await recordAnswer(app, event, player.id, given, 'coach');
      await availabilityActivity.answered(request, { id: event.id, name: eventName(event) }, player.name);
      return eventAvailability(app, event);
    },
  );

  app.post(
    '/api/admin/events/:id/remind',
    {
      config: permission,
      schema: contract(
        'Remind the families whose child has not answered: one email to each family with an address, and the others listed with a WhatsApp link to send; 409 once the event has started',
        { params: idParams, response: { 200: remindResultSchema, ...errorResponses } },
      ),
    },
    async (request) => {
      const event = await eventOf(request);
      const result = await remindFamilies(app, event);
      await availabilityActivity.reminded(request, { id: event.id, name: eventName(event) });
      return result;
    },
  );

  app.put(
    '/api/admin/events/:id/attendance',
    {
      config: permission,
      schema: contract(
        'Record who came: each player Present, Late, Absent or Excused; 409 before the event starts, 400 naming a player not in its team',
        { params: idParams, body: attendanceBody, response: { 200: eventAvailabilitySchema, ...errorResponses } },
      ),
    },
    async (request) => {
      const marks = parseJsonBody(request, attendanceBody);
      const event = await eventOf(request);
      await recordAttendance(app, event, marks);
      await availabilityActivity.attendance(request, { id: event.id, name: eventName(event) });
      return eventAvailability(app, event);
    },
  );

  app.get(
    '/api/admin/teams/:id/attendance',
    {
      config: permission,
      schema: contract(
        "A team's attendance per player over the club days from to to (YYYY-MM-DD; the last 90 days by default): Excused is not counted in the rate",
        {
          params: idParams,
          querystring: spanQuery,
          response: { 200: teamAttendanceSchema, ...errorResponses },
        },
      ),
    },
    async (request) => attendanceOf(request),
  );

  app.get(
    '/api/admin/teams/:id/attendance.csv',
    {
      config: permission,
      schema: contract("A team's attendance as a CSV file (UTF-8), the same span and rows", {
        params: idParams,
        querystring: spanQuery,
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { players } = await attendanceOf(request);
      csvDownload(reply, 'team-attendance');
      return toCsv(CSV_COLUMNS, players.map(csvRow));
    },
  );
}
