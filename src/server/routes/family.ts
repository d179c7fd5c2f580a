// A family's private page's calls, by the token of its link (src/shared/families.ts): what the page shows, an answer
// to 'Coming?', and photo consent. The token is the only key: a wrong or ended one answers the same 404 whatever it
// is, and every call, right token or wrong, counts against the caller's address (FAMILY_RATE_LIMIT). The answers
// are for the token's holder: kept by no cache and indexed by no search engine (security-headers.ts), the token
// kept out of the log (logging/log-options.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { FAMILY_PAGE_DAYS } from '../../shared/families';
import type { ContractTypeProvider } from '../api-contract';
import { familyAnswerSchema, saveFamilyAnswer } from '../families/family-answers';
import { FAMILY_RATE_LIMIT, familyNotFound, familyPageOf, openFamily } from '../families/family-page';
import { changePhotoConsent, photoConsentSchema } from '../families/photo-consent';
import { limitPerAddress } from '../limits/per-address';
import { errorResponses, familyChildSchema, familyEventSchema, familyPageSchema } from '../response-schemas';
import { parseJsonBody } from './route-helpers';

const tags = ['family'];

const tokenParams = z.object({ token: z.string() });

/** The family of the path's token; any other text names none (the same 404). */
function familyOf(request: FastifyRequest) {
  const read = tokenParams.safeParse(request.params);
  if (!read.success) throw familyNotFound();
  return openFamily(request.server.db, read.data.token);
}

export async function familyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const onRequest = limitPerAddress(FAMILY_RATE_LIMIT);
  const contract = <T extends object>(summary: string, parts: T) => ({
    summary,
    tags,
    description: "The token of the family's private link is the key: a wrong or ended one answers 404.",
    params: tokenParams,
    ...parts,
  });

  app.get(
    '/api/family/:token',
    {
      onRequest,
      schema: contract(
        `A family's page: each child's photo consent and their team's events of the next ${FAMILY_PAGE_DAYS} days, and the family's money (what is left to pay, credit, how to pay, payments)`,
        {
          response: { 200: familyPageSchema, ...errorResponses },
        },
      ),
    },
    async (request) => familyPageOf(app, await familyOf(request)),
  );

  app.put(
    '/api/family/:token/availability',
    {
      onRequest,
      schema: contract(
        "Answer 'Coming?' for a child's event, with an optional note to the coach; 409 once it started",
        {
          body: familyAnswerSchema,
          response: { 200: familyEventSchema, ...errorResponses },
        },
      ),
    },
    async (request) => {
      const family = await familyOf(request);
      return saveFamilyAnswer(app, family, parseJsonBody(request, familyAnswerSchema));
    },
  );

  app.put(
    '/api/family/:token/consent',
    {
      onRequest,
      schema: contract("Renew a child's photo consent for 12 months from today, or withdraw it (the photo is hidden)", {
        body: photoConsentSchema,
        response: { 200: familyChildSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const family = await familyOf(request);
      return changePhotoConsent(app, family, parseJsonBody(request, photoConsentSchema));
    },
  );
}
