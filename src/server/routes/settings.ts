import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { insertSettingsSchema } from '../../shared/schema';
import { recordSettingsChange } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { cachedJsonHandler } from '../cache/cached-json';
import { AppError } from '../errors';
import { editOf, parseVersioned, withVersion } from '../services/edit-version';
import { getSettings, updateSettings } from '../services/settings';
import {
  cachedResponses,
  publicSettingsSchema,
  STALE_UPDATE,
  settingsSchema,
  staleResponses,
} from './response-schemas';
import { idParams, parseJsonBody } from './route-helpers';

const tags = ['settings'];

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

  app.put(
    '/api/admin/settings/:id',
    {
      config: { permission: 'settings' },
      schema: {
        summary: 'Replace the settings',
        description: STALE_UPDATE,
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
      return app.db.transaction(async (tx) => {
        const before = await getSettings(tx);
        // Social links cleared in the form are stored as "none", not left as they were (the WhatsApp number's rule
        // makes a missing one null itself).
        const updated = await updateSettings(
          tx,
          params.data.id,
          { socialFacebook: null, socialInstagram: null, socialYoutube: null, ...values },
          editOf(app, version),
        );
        await recordSettingsChange(request, before, updated, tx);
        return updated;
      });
    },
  );
}
