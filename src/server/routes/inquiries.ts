// The staff inbox of enquiries: the list by status, a count for the menu's badge and the state of the
// email alerts, status and notes, deleting one (and undoing that), and the list as a CSV file for a spreadsheet.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { formatClubStamp } from '../../shared/club-time';
import { ageGroupLabel, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '../../shared/constants';
import { enquiryActivity, enquiryBefore } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { toCsv } from '../csv';
import { parseInput } from '../errors';
import { alertRecipient } from '../mail/addresses';
import { waitingMail } from '../mail/outbox';
import { csvFile, errorResponses, inquirySchema, inquirySummarySchema, noContent } from '../response-schemas';
import {
  countEnquiries,
  deleteEnquiry,
  type EnquiryRow,
  enquiryNotFound,
  listEnquiries,
  restoreEnquiry,
  updateEnquiry,
} from '../services/enquiries';
import { csvDownload, idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['contact'];

const status = z.enum(INQUIRY_STATUSES, { error: 'Status must be one of: new, replied, closed' });
const statusFilter = z.object({ status: status.optional() });
/** Staff notes: whatever helps the next colleague; blank clears them. */
const changes = z.strictObject(
  {
    status: status.optional(),
    notes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(5000, 'Notes must be at most 5000 characters')
      .nullable()
      .optional()
      .transform((notes) => (notes === '' ? null : notes)),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only status and notes can be changed' : 'Send the status and/or notes',
  },
);

/** The header names the zone of the times below it: a spreadsheet cell carries no zone of its own. */
const csvColumns = (timeZone: string) => [
  `Received (${timeZone})`,
  'Status',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Age group',
  'Message',
  'Notes',
];

/** Times as the portal shows them, in the club's zone, as '2026-03-05 14:30' (what spreadsheets read as one). */
const csvRow = (timeZone: string) => (row: EnquiryRow) => [
  formatClubStamp(row.createdAt, timeZone),
  INQUIRY_STATUS_LABELS[row.status],
  row.firstName,
  row.lastName,
  row.email,
  row.phone,
  row.ageGroup ? ageGroupLabel(row.ageGroup) : '',
  row.message,
  row.notes,
];

const parseId = (request: FastifyRequest) => idFromPath(request, enquiryNotFound);

export async function inquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });

  app.get(
    '/api/admin/inquiries',
    {
      config: { permission: 'inquiries' },
      schema: contract('Every enquiry, newest first; ?status=new|replied|closed for those only', {
        querystring: statusFilter,
        response: { 200: z.array(inquirySchema), ...errorResponses },
      }),
    },
    async (request) => listEnquiries(app.db, parseInput(statusFilter, request.query).status),
  );

  app.get(
    '/api/admin/inquiries/summary',
    {
      config: { permission: 'inquiries' },
      schema: contract("The number of New enquiries (the menu's badge) and whether email alerts are getting out", {
        response: { 200: inquirySummarySchema, ...errorResponses },
      }),
    },
    async () => {
      const enabled = app.mailSender.enabled;
      const [newCount, alerts, recipient] = await Promise.all([
        countEnquiries(app.db, 'new'),
        enabled ? waitingMail(app.db, ['enquiry-alert']) : { waiting: 0, lastError: null },
        enabled ? alertRecipient(app.db, app.env) : null,
      ]);
      return { new: newCount, alerts: { enabled, recipientMissing: enabled && !recipient, ...alerts } };
    },
  );

  app.get(
    '/api/admin/inquiries/export.csv',
    {
      config: { permission: 'inquiries' },
      schema: contract('The enquiries as a CSV file (UTF-8), newest first; ?status= as for the list', {
        querystring: statusFilter,
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const rows = await listEnquiries(app.db, parseInput(statusFilter, request.query).status);
      const timeZone = app.env.CLUB_TIMEZONE;
      csvDownload(reply, 'enquiries');
      return toCsv(csvColumns(timeZone), rows.map(csvRow(timeZone)));
    },
  );

  app.patch(
    '/api/admin/inquiries/:id',
    {
      config: { permission: 'inquiries' },
      schema: contract("Change an enquiry's status (new, replied, closed) and/or its notes", {
        params: idParams,
        body: changes,
        response: { 200: inquirySchema, ...errorResponses },
      }),
    },
    async (request) => {
      const id = parseId(request);
      const before = await enquiryBefore(app.db, id);
      const updated = await updateEnquiry(app.db, id, parseJsonBody(request, changes), app.now());
      if (before) await enquiryActivity.changed(request, before, updated);
      return updated;
    },
  );

  app.delete(
    '/api/admin/inquiries/:id',
    {
      config: { permission: 'inquiries' },
      schema: contract('Delete an enquiry (and its email alert)', {
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const id = parseId(request);
      const before = await enquiryBefore(app.db, id);
      await deleteEnquiry(app.db, id, request.user?.id ?? null);
      if (before) await enquiryActivity.deleted(request, before);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/inquiries/:id/restore',
    {
      config: { permission: 'inquiries' },
      schema: contract('Undo the delete of an enquiry, within minutes of it: back as it was, with its email alert', {
        params: idParams,
        response: { 200: inquirySchema, ...errorResponses },
      }),
    },
    async (request) => {
      const restored = await restoreEnquiry(app.db, parseId(request));
      await enquiryActivity.restored(request, restored);
      return restored;
    },
  );
}
