// The calendar feeds: /calendar.ics (every team) and /calendar/{teamId}.ics. Kept in the response cache
// like pages and cleared by every write; a feed for a team that does not exist is a 404 and never kept.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { calendarPath } from '../../shared/calendar-paths';
import { CLUB } from '../../shared/constants';
import type { ClubEvent, Team } from '../../shared/schema';
import type { ContractTypeProvider } from '../api-contract';
import type { Produced } from '../cache/cached-response';
import { sendFromCache } from '../cache/send-cached';
import { buildCalendar } from '../calendar/ics';
import { readPublic } from '../entities/public-reads';
import { publicBaseUrl } from '../public-url';

const CALENDAR = 'text/calendar; charset=utf-8';
/** The file name of a team's feed: its id, then .ics (a route parameter cannot end in a fixed suffix). */
const teamFeed = z.object({ file: z.string() });
const FEED_FILE = /^(.+)\.ics$/;

async function produceFeed(app: FastifyInstance, teamId: string | null): Promise<Produced> {
  const now = app.now();
  const [events, teams] = (await Promise.all([readPublic(app, '/api/events'), readPublic(app, '/api/teams')])) as [
    ClubEvent[],
    Team[],
  ];
  const team = teamId === null ? null : teams.find((t) => t.id === teamId);
  if (team === undefined) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'No such team' };
  const body = buildCalendar({
    name: team ? `${CLUB.brandWord} ${team.name}` : `${CLUB.brandWord} fixtures`,
    events: team ? events.filter((e) => e.teamId === team.id) : events,
    teams,
    siteUrl: publicBaseUrl(app.env),
    now,
  });
  return { status: 200, contentType: CALENDAR, body };
}

/** Keys are the club's feed and one per existing team: a made-up id answers 404, which is not kept. */
const sendFeed = (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, teamId: string | null) =>
  sendFromCache(app, request, reply, calendarPath(teamId), () => produceFeed(app, teamId));

export async function calendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.get(
    calendarPath(null),
    { compress: false, schema: { summary: 'Every team’s fixtures as an iCalendar feed', tags: ['events'] } },
    (request, reply) => sendFeed(app, request, reply, null),
  );
  app.get(
    '/calendar/:file',
    {
      compress: false,
      schema: { summary: 'One team’s fixtures as an iCalendar feed', tags: ['events'], params: teamFeed },
    },
    async (request, reply) => {
      const params = teamFeed.safeParse(request.params);
      const teamId = params.success ? FEED_FILE.exec(params.data.file)?.[1] : undefined;
      if (!teamId) return reply.status(404).type('text/plain; charset=utf-8').send('No such calendar');
      return sendFeed(app, request, reply, teamId);
    },
  );
}
