// The family's private page without JavaScript: GET /family/{token} (family-document.ts), and its two plain form
// posts, an answer to 'Coming?' (/family/{token}/availability) and photo consent (/family/{token}/consent), each
// saved by the same code as its JSON call (routes/family.ts) and answered 303 back to the page, at the event or the
// photos it changed (Post/Redirect/Get). Every request is counted against its address first, right token or
// wrong (FAMILY_RATE_LIMIT); a wrong or ended token answers the site's own 404 page, the same for every token.
// A payment's receipt (/family/{token}/receipts/{paymentId}, receipt-document.ts) is under the same address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { familyPath } from '../../shared/families';
import type { FamilyRow } from '../../shared/schema';
import { AppError } from '../errors';
import { familyByToken } from '../families/family';
import { familyAnswerSchema, saveFamilyAnswer } from '../families/family-answers';
import { FAMILY_RATE_LIMIT, familyPageOf } from '../families/family-page';
import { changePhotoConsent, photoConsentSchema } from '../families/photo-consent';
import { waitText } from '../limits/counters';
import { countAddress, retryAfterSeconds } from '../limits/per-address';
import { familyReceipt } from '../payments/family-money';
import { eventAnchor, familyDocument, photosAnchor, tooManyRequestsDocument } from './family-document';
import { receiptDocument } from './receipt-document';
import type { AnswerNotFound } from './sponsor-links';

const HTML = 'text/html; charset=utf-8';

/** A form's fields are a few short lines; anything longer is not one of ours. */
const FORM_BODY_LIMIT = 16 * 1024;

const formOf = (body: unknown): Record<string, string> =>
  body instanceof URLSearchParams ? Object.fromEntries(body) : {};

export type FamilyPageOptions = {
  /** The site's 404 page, as an unknown path gets it (render/index.ts). */
  notFound: AnswerNotFound;
  /** The pages' policy: this page's inline stylesheet is allowed by it; no script is. */
  contentSecurityPolicy: string;
};

/** The 400's words: each problem's message, once. */
const problemsOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => issue.message))].join(' ');

export async function familyPageRoutes(app: FastifyInstance, { notFound, contentSecurityPolicy }: FamilyPageOptions) {
  // Only these routes (this plugin's context) read url-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('Content-Security-Policy', contentSecurityPolicy).type(HTML).send(html);

  /**
   * The family of the request's token, once it is counted; null when the request has been answered instead
   * (429 over the limit, the 404 page for a wrong or ended token).
   */
  async function familyOf(request: FastifyRequest, reply: FastifyReply): Promise<FamilyRow | null> {
    const wait = await countAddress(request, FAMILY_RATE_LIMIT);
    if (wait > 0) {
      reply.header('retry-after', retryAfterSeconds(wait));
      await sendHtml(reply, 429, tooManyRequestsDocument(waitText(wait)));
      return null;
    }
    const { token } = request.params as { token?: unknown };
    const family = typeof token === 'string' ? await familyByToken(app.db, token) : undefined;
    if (!family) {
      await notFound(request, reply);
      return null;
    }
    return family;
  }

  /** The page at `status`, with why the last post was not saved. */
  const answerPage = async (reply: FastifyReply, family: FamilyRow, status: number, error?: string) =>
    sendHtml(
      reply,
      status,
      familyDocument(await familyPageOf(app, family), { token: family.token, timeZone: app.env.CLUB_TIMEZONE, error }),
    );

  /** Saves a form with `save`; a refusal (a started event, a child not theirs) is said on the page at its status. */
  async function post(reply: FastifyReply, family: FamilyRow, save: () => Promise<string>): Promise<FastifyReply> {
    let anchor: string;
    try {
      anchor = await save();
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return answerPage(reply, family, error.statusCode, error.message);
    }
    return reply.redirect(`${familyPath(family.token)}#${anchor}`, 303);
  }

  app.get('/family/:token', async (request, reply) => {
    const family = await familyOf(request, reply);
    if (!family) return reply;
    return answerPage(reply, family, 200);
  });

  // A receipt of one of the family's own payments; another family's payment or none answers the same 404 page as a
  // wrong token, so a receipt tells nothing of payments that are not theirs.
  app.get('/family/:token/receipts/:paymentId', async (request, reply) => {
    const family = await familyOf(request, reply);
    if (!family) return reply;
    const { paymentId } = request.params as { paymentId: string };
    const receipt = z.uuid().safeParse(paymentId).success
      ? await familyReceipt(app.db, app.sealer, family.id, paymentId)
      : null;
    if (!receipt) return notFound(request, reply);
    return sendHtml(reply, 200, receiptDocument(receipt, familyPath(family.token)));
  });

  app.post('/family/:token/availability', async (request, reply) => {
    const family = await familyOf(request, reply);
    if (!family) return reply;
    const read = familyAnswerSchema.safeParse(formOf(request.body));
    if (!read.success) return answerPage(reply, family, 400, problemsOf(read.error));
    return post(reply, family, async () => {
      await saveFamilyAnswer(app, family, read.data);
      return eventAnchor(read.data.playerId, read.data.eventId);
    });
  });

  app.post('/family/:token/consent', async (request, reply) => {
    const family = await familyOf(request, reply);
    if (!family) return reply;
    const read = photoConsentSchema.safeParse(formOf(request.body));
    if (!read.success) return answerPage(reply, family, 400, problemsOf(read.error));
    return post(reply, family, async () => {
      await changePhotoConsent(app, family, read.data);
      return photosAnchor(read.data.playerId);
    });
  });
}
