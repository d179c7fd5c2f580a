// Season registrations: the public JSON route a family's form posts to (the plain form posts to
// /register, render/), and the staff's: the list with its filters, the menu's count, the detail, status, notes and
// fee (Accept makes the player's profile), deleting and undoing it, and the CSV file. Nothing here is cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { formatClubStamp, formatDayInWords } from '../../shared/club-time';
import { hasPermission } from '../../shared/permissions';
import {
  FEE_METHOD_LABELS,
  FEE_METHODS,
  FEE_STATUS_LABELS,
  FEE_STATUSES,
  GENDER_LABELS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  registrationFormValues,
} from '../../shared/registration';
import { registrationActivity, registrationBefore } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { mayWorkOnTeam, otherTeam, staffUser, teamScope } from '../auth/guard';
import { toCsv } from '../csv';
import { AppError, parseInput } from '../errors';
import { limitPerAddress } from '../limits/per-address';
import {
  deleteRegistration,
  getRegistration,
  listRegistrations,
  REGISTRATION_RATE_LIMIT,
  type RegistrationDetail,
  receiveRegistration,
  registrationNotFound,
  registrationSummary,
  restoreRegistration,
  toSummary,
  updateRegistration,
} from '../registrations/service';
import {
  csvFile,
  errorResponses,
  noContent,
  registrationDetailSchema,
  registrationReceiptSchema,
  registrationSummarySchema,
  STALE_UPDATE,
  staleResponses,
} from '../response-schemas';
import { editOf, versionField } from '../services/edit-version';
import { getSettings } from '../services/settings';
import { registrationFields, registrationRequestSchema } from './registration-request';
import { csvDownload, idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['registrations'];

const filters = z.object({
  status: z
    .enum(REGISTRATION_STATUSES, { error: 'Status must be one of: new, accepted, waitlisted, declined' })
    .optional(),
  team: z.uuid({ error: 'Team must be a team id' }).optional(),
  season: z.string().trim().min(1).max(100).optional(),
});
const csvFilters = filters.extend({
  /** 1: the file has a column of medical notes. */
  medical: z.enum(['0', '1'], { error: 'medical must be 0 or 1' }).optional(),
});

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text));

const changes = z
  .strictObject(
    {
      status: z
        .enum(REGISTRATION_STATUSES, { error: 'Status must be one of: new, accepted, waitlisted, declined' })
        .optional(),
      notes: optionalText('Notes', 5000),
      feeStatus: z.enum(FEE_STATUSES, { error: 'Fee status must be one of: unpaid, paid, waived' }).optional(),
      feeMethod: z
        .enum(FEE_METHODS, { error: 'Fee method must be one of: cash, bank-transfer, mobile-money' })
        .nullable()
        .optional(),
      feeReference: optionalText('Fee reference', 200),
      message: optionalText('Message', 2000),
      // The version the change was made on (ADR 045): a registration saved since answers 409.
      updatedAt: versionField,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only status, notes, feeStatus, feeMethod, feeReference and message can be changed (with the updatedAt read)'
          : 'Send the changes as an object',
    },
  )
  .refine((c) => !c.message || c.status === 'waitlisted' || c.status === 'declined', {
    message: 'A message to the family goes with Waitlisted or Declined',
    path: ['message'],
  });

const OTHER_TEAM = "see another team's registrations";

/**
 * The filters as a Coach may use them: limited to their teams; naming another team is refused. null for a role
 * that sees every team's.
 */
function scopedFilters<F extends { team?: string }>(request: FastifyRequest, filters: F): F & { teams?: string[] } {
  const scope = teamScope(staffUser(request));
  if (scope === null) return filters;
  if (filters.team !== undefined && !scope.includes(filters.team)) throw otherTeam(OTHER_TEAM);
  return { ...filters, teams: scope };
}

const parseId = (request: FastifyRequest) => idFromPath(request, registrationNotFound);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The header names the zone of the times below it: a spreadsheet cell carries no zone of its own. */
const csvColumns = (timeZone: string, medical: boolean) => [
  `Received (${timeZone})`,
  'Reference',
  'Season',
  'Status',
  'First name',
  'Last name',
  'Date of birth',
  'Age',
  'Gender',
  'Team',
  'School or last club',
  'Experience',
  "Player's phone",
  'Parent or guardian',
  'Relationship',
  'Guardian phone',
  'Email',
  'Emergency contact',
  'Emergency phone',
  ...(medical ? ['Medical notes'] : []),
  'Photo consent',
  'Fee',
  'Fee method',
  'Fee reference',
  'Notes',
];

const csvRow = (timeZone: string, medical: boolean) => (r: RegistrationDetail) => [
  formatClubStamp(r.createdAt, timeZone),
  r.reference,
  r.season,
  REGISTRATION_STATUS_LABELS[r.status],
  r.firstName,
  r.lastName,
  formatDayInWords(r.dateOfBirth),
  String(r.age),
  r.gender ? GENDER_LABELS[r.gender] : '',
  r.teamName,
  r.school,
  r.experience,
  r.playerPhone,
  r.guardianName,
  r.guardianRelationship,
  r.guardianPhone,
  r.email,
  r.emergencyName,
  r.emergencyPhone,
  ...(medical ? [r.medical] : []),
  yesNo(r.photoConsent),
  FEE_STATUS_LABELS[r.feeStatus],
  r.feeMethod ? FEE_METHOD_LABELS[r.feeMethod] : '',
  r.feeReference,
  r.notes,
];

/** The family's form: POST /api/registrations. */
export async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/api/registrations',
    {
      onRequest: limitPerAddress(REGISTRATION_RATE_LIMIT),
      schema: {
        summary:
          "Register a player for the season (the family's form); 409 while closed or for a player registered twice",
        tags,
        body: registrationRequestSchema,
        response: { 201: registrationReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseJsonBody(request, registrationFields);
      const result = await receiveRegistration(
        app,
        registrationFormValues((name) => body[name]),
      );
      if ('errors' in result) {
        const issues = Object.entries(result.errors).map(([path, message]) => ({ path, message: message! }));
        throw new AppError(400, 'Invalid input', issues);
      }
      const { reference, season } = result.registration;
      const { feeInformation } = await getSettings(app.db);
      reply.status(201);
      return { reference, season, feeInformation };
    },
  );
}

/** The staff's routes: registered in the admin plugin (admin.ts). */
export async function registrationAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });

  app.get(
    '/api/admin/registrations',
    {
      config: { permission: 'registrations' },
      schema: contract('Registrations, newest first, without medical notes; ?status=, ?team= (an id), ?season=', {
        querystring: filters,
        response: { 200: z.array(registrationSummarySchema), ...errorResponses },
      }),
    },
    async (request) => {
      const listFilters = scopedFilters(request, parseInput(filters, request.query));
      const rows = await listRegistrations(app.db, app.sealer, listFilters, app.today());
      return rows.map(toSummary);
    },
  );

  app.get(
    '/api/admin/registrations/summary',
    {
      config: { permission: 'registrations' },
      schema: contract("The number of New registrations (the menu's badge) and the seasons registered for", {
        response: { 200: z.object({ new: z.number().int(), seasons: z.array(z.string()) }), ...errorResponses },
      }),
    },
    async (request) => registrationSummary(app.db, teamScope(staffUser(request)) ?? undefined),
  );

  app.get(
    '/api/admin/registrations/export.csv',
    {
      config: { permission: 'registrations' },
      schema: contract('Registrations as a CSV file (UTF-8), filtered as the list; ?medical=1 adds the medical notes', {
        querystring: csvFilters,
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { medical, ...query } = parseInput(csvFilters, request.query);
      const withMedical = medical === '1';
      const listFilters = scopedFilters(request, query);
      const rows = await listRegistrations(app.db, app.sealer, listFilters, app.today());
      const timeZone = app.env.CLUB_TIMEZONE;
      csvDownload(reply, 'registrations');
      return toCsv(csvColumns(timeZone, withMedical), rows.map(csvRow(timeZone, withMedical)));
    },
  );

  app.get(
    '/api/admin/registrations/:id',
    {
      config: { permission: 'registrations' },
      schema: contract('One registration with every field, medical notes included', {
        params: idParams,
        response: { 200: registrationDetailSchema, ...errorResponses },
      }),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const found = await getRegistration(app.db, app.sealer, parseId(request), app.today());
      if (!mayWorkOnTeam(staffUser(request), found.teamId)) throw otherTeam(OTHER_TEAM);
      // Reading a family's contacts and medical notes is recorded too.
      await registrationActivity.opened(request, found);
      return found;
    },
  );

  app.patch(
    '/api/admin/registrations/:id',
    {
      config: { permission: 'registrations' },
      schema: contract(
        "Change a registration's status (accepted creates the player's profile), notes or fee; a message to the family goes with waitlisted or declined",
        {
          description: STALE_UPDATE,
          params: idParams,
          body: changes,
          response: { 200: registrationDetailSchema, ...staleResponses },
        },
      ),
    },
    async (request) => {
      const id = parseId(request);
      const user = staffUser(request);
      const { updatedAt, ...wanted } = parseJsonBody(request, changes);
      const before = await registrationBefore(app.db, id);
      // A Coach changes their teams' registrations only; checked again on the row locked for the change.
      const edit = editOf(app, updatedAt === undefined ? undefined : new Date(updatedAt));
      const updated = await updateRegistration(
        app,
        id,
        wanted,
        edit,
        (teamId) => {
          if (!mayWorkOnTeam(user, teamId)) throw otherTeam(OTHER_TEAM);
        },
        hasPermission(user.role, 'money'),
      );
      if (before) await registrationActivity.changed(request, before, updated, Boolean(wanted.message));
      return updated;
    },
  );

  app.delete(
    '/api/admin/registrations/:id',
    {
      config: { permission: 'registrations.delete' },
      schema: contract('Delete a registration (and its unsent emails)', {
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const id = parseId(request);
      const before = await registrationBefore(app.db, id);
      await deleteRegistration(app.db, id, request.user?.id ?? null);
      if (before) await registrationActivity.deleted(request, before);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/registrations/:id/restore',
    {
      config: { permission: 'registrations.delete' },
      schema: contract('Undo the delete of a registration, within minutes of it: back as it was', {
        params: idParams,
        response: { 200: registrationDetailSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const restored = await restoreRegistration(app.db, app.sealer, parseId(request), app.today());
      await registrationActivity.restored(request, restored);
      return restored;
    },
  );
}
