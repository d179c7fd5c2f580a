// The portal's Followers, for Admins and Editors: every follower by email with their choices and whether
// they confirmed, the confirmed counts for club news and each team with whether mail can go out at all, removing
// one, and the list as a CSV file. Addresses are families' contacts: no cache keeps these answers, and neither the
// activity log nor any message names one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatClubStamp } from '../../shared/club-time';
import { followerState } from '../../shared/followers-portal';
import { followerActivity } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { toCsv } from '../csv';
import {
  deleteFollower,
  type FollowerForStaff,
  followerCounts,
  followerNotFound,
  listFollowers,
} from '../follow/for-staff';
import { csvFile, errorResponses, followerSchema, followerSummarySchema, noContent } from '../response-schemas';
import { csvDownload, idFromPath, idParams } from './route-helpers';

const tags = ['followers'];

/** The header names the zone of the times below it, as the other staff exports do. */
const csvColumns = (timeZone: string) => [
  `Followed since (${timeZone})`,
  'Email',
  'Club news',
  'Teams',
  'Status',
  `Confirmed (${timeZone})`,
];

const csvRow = (timeZone: string) => (row: FollowerForStaff) => [
  formatClubStamp(row.createdAt, timeZone),
  row.email,
  row.news ? 'Yes' : 'No',
  row.teams.map((team) => team.name).join('; '),
  followerState(row.confirmedAt),
  row.confirmedAt ? formatClubStamp(row.confirmedAt, timeZone) : '',
];

const parseId = (request: FastifyRequest) => idFromPath(request, followerNotFound);

export async function followerAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });

  app.get(
    '/api/admin/followers',
    {
      config: { permission: 'followers' },
      schema: contract('Every follower by email, newest first: their address, choices and whether they confirmed', {
        response: { 200: followerSchema.array(), ...errorResponses },
      }),
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listFollowers(app.db, app.sealer);
    },
  );

  app.get(
    '/api/admin/followers/summary',
    {
      config: { permission: 'followers' },
      schema: contract('The confirmed followers of club news and of each team, and whether email can be sent', {
        response: { 200: followerSummarySchema, ...errorResponses },
      }),
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ...(await followerCounts(app.db)), mailEnabled: app.mailSender.enabled };
    },
  );

  app.get(
    '/api/admin/followers/export.csv',
    {
      config: { permission: 'followers' },
      schema: contract('The followers as a CSV file (UTF-8), newest first', {
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (_request, reply) => {
      const rows = await listFollowers(app.db, app.sealer);
      const timeZone = app.env.CLUB_TIMEZONE;
      csvDownload(reply, 'followers');
      return toCsv(csvColumns(timeZone), rows.map(csvRow(timeZone)));
    },
  );

  app.delete(
    '/api/admin/followers/:id',
    {
      config: { permission: 'followers' },
      schema: contract('Remove a follower, and the emails still waiting for them; they can follow again', {
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const id = parseId(request);
      await deleteFollower(app.db, id);
      await followerActivity.removed(request, id);
      return reply.status(204).send();
    },
  );
}
