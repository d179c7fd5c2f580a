import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { hasPermission, noPermission, PERMISSIONS } from '../../shared/permissions';
import { insertSettingsSchema, type SiteSettings } from '../../shared/schema';
import { recordSettingsChange } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { staffUser } from '../auth/guard';
import { AppError, forbidden } from '../errors';
import {
  cachedResponses,
  errorResponses,
  publicSettingsSchema,
  STALE_UPDATE,
  settingsSchema,
  staleResponses,
} from '../response-schemas';
import { editOf, parseVersioned, withVersion } from '../services/edit-version';
import { getSettings, updateSettings } from '../services/settings';
import { cachedJsonHandler } from './cached-json';
import { idParams, parseJsonBody } from './route-helpers';

const tags = ['settings'];

const staffAlertsAnswer = z.object({
  /** The Site Settings' 'Staff alerts email' (null: none). */
  alertEmail: z.string().nullable(),
  /** ALERT_EMAIL is set on the server: it decides, whatever the field says. */
  fromEnvironment: z.boolean(),
});

/** What an Editor may read of the saved settings: everything but where the staff alerts go. */
const forRole = (settings: SiteSettings, mayReadAlerts: boolean): SiteSettings =>
  mayReadAlerts ? settings : { ...settings, alertEmail: null };

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  // Served precompressed from the response cache; the database is read once per staff write.
  app.get(
    '/api/settings',
    {
      compress: false,
      schema: {
        summary: 'Contact details and social links',
        tags,
        response: { 200: publicSettingsSchema, ...cachedResponses },
      },
    },
    cachedJsonHandler(app, '/api/settings'),
  );
}

/** Registered in the admin plugin (admin.ts). */
export async function settingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/api/admin/settings/staff-alerts',
    {
      config: { permission: 'settings.alerts' },
      schema: {
        summary: 'Where the alerts of enquiries and registrations go, and what families answer to',
        tags,
        response: { 200: staffAlertsAnswer, ...errorResponses },
      },
    },
    async () => ({
      alertEmail: (await getSettings(app.db)).alertEmail,
      fromEnvironment: Boolean(app.env.ALERT_EMAIL),
    }),
  );

  app.put(
    '/api/admin/settings/:id',
    {
      config: { permission: 'settings' },
      schema: {
        summary: 'Replace the settings',
        description: `${STALE_UPDATE} The staff alerts email (alertEmail) is an Admin's to change: left out, it stays as it is; changed by anyone else, 403. Only an Admin's answer carries it.`,
        tags,
        params: idParams,
        body: withVersion(insertSettingsSchema),
        response: { 200: settingsSchema, ...staleResponses },
      },
    },
    async (request) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) throw new AppError(404, 'Settings ID not found');
      const { values, version } = parseVersioned(insertSettingsSchema, parseJsonBody(request, z.unknown()));
      // The change and its entry in the activity log commit together; a stale version writes neither (ADR 045).
      const mayReadAlerts = hasPermission(staffUser(request).role, 'settings.alerts');
      return app.db.transaction(async (tx) => {
        const before = await getSettings(tx);
        // An Editor's form leaves it out; one that sends the address as it is changes nothing and is let through.
        if (values.alertEmail !== undefined && values.alertEmail !== before.alertEmail && !mayReadAlerts) {
          throw forbidden(noPermission(PERMISSIONS['settings.alerts'].words));
        }
        // Social links cleared in the form are stored as "none", not left as they were (the WhatsApp number's rule
        // makes a missing one null itself).
        const updated = await updateSettings(
          tx,
          params.data.id,
          { socialFacebook: null, socialInstagram: null, socialYoutube: null, ...values },
          editOf(app, version),
        );
        await recordSettingsChange(request, before, updated, tx);
        return forRole(updated, mayReadAlerts);
      });
    },
  );
}
