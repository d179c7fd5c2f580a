// The forms of public pages posted the plain way, before or without JavaScript (ADR 024): the enquiry form on the
// landing page, the registration form on /register and the staff sign-in on /auth. Each is checked, limited and stored by the same code as its JSON
// route, and answered with a page: a redirect once it worked (Post/Redirect/Get, so a reload sends nothing twice),
// or the page again with the messages and what was typed. None of these answers is kept in the response cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAnswer } from '../../client/components/plain-sign-in';
import type { EnquiryAnswer, RegistrationAnswer } from '../../client/lib/page-request';
import { contactFormValues, validateContact } from '../../shared/contact-schema';
import { enquirySentHref, paths, registrationSentHref } from '../../shared/paths';
import { registrationFormValues } from '../../shared/registration';
import { loginSchema } from '../../shared/schema';
import { createSignIn } from '../auth/sign-in';
import { AppError } from '../errors';
import { receiveEnquiry } from '../inquiries/receive-enquiry';
import { waitText } from '../limits/counters';
import { countAddress, retryAfterSeconds } from '../limits/per-address';
import { REGISTRATION_RATE_LIMIT, receiveRegistration } from '../registrations/service';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';

/** How the renderer answers a form with its page, at a status, for this request only. */
export type PlainFormPages = {
  answerEnquiry(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    answer: EnquiryAnswer,
  ): Promise<FastifyReply>;
  answerRegistration(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    answer: RegistrationAnswer,
  ): Promise<FastifyReply>;
  answerSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    answer: SignInAnswer,
  ): Promise<FastifyReply>;
};

/** A form's fields are a few lines of text; anything longer is not one of ours. */
const FORM_BODY_LIMIT = 64 * 1024;

/** A url-encoded body as text fields; a repeated name keeps its last value. */
const readForm = (body: unknown): Record<string, string> => (body && typeof body === 'object' ? (body as never) : {});

export async function plainFormRoutes(app: FastifyInstance, pages: PlainFormPages): Promise<void> {
  // Only these routes (this plugin's context) read url-encoded bodies; the JSON API still refuses them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const signIn = createSignIn(app);

  app.post(paths.home, { compress: false }, async (request, reply) => {
    const form = readForm(request.body);
    const values = contactFormValues((name) => form[name]);
    const wait = await countAddress(request, CONTACT_RATE_LIMIT);
    if (wait > 0) {
      reply.header('retry-after', retryAfterSeconds(wait));
      const refused = `Too many messages from this connection. Please try again in ${waitText(wait)}.`;
      return pages.answerEnquiry(request, reply, 429, { refused, values });
    }
    const result = validateContact(values);
    if ('errors' in result) return pages.answerEnquiry(request, reply, 400, { errors: result.errors, values });
    await receiveEnquiry(app, result.payload);
    return reply.redirect(enquirySentHref, 303);
  });

  app.post(paths.register, { compress: false }, async (request, reply) => {
    const form = readForm(request.body);
    const values = registrationFormValues((name) => form[name]);
    const wait = await countAddress(request, REGISTRATION_RATE_LIMIT);
    if (wait > 0) {
      reply.header('retry-after', retryAfterSeconds(wait));
      const refused = `Too many registrations from this connection. Please try again in ${waitText(wait)}.`;
      return pages.answerRegistration(request, reply, 429, { refused, values });
    }
    let result: Awaited<ReturnType<typeof receiveRegistration>>;
    try {
      result = await receiveRegistration(app, values);
    } catch (error) {
      // Closed since the form was opened, or the same player already registered this season (409): said on the
      // form, with what was typed. Anything else is ours.
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      return pages.answerRegistration(request, reply, 409, { refused: error.message, values });
    }
    if ('errors' in result) return pages.answerRegistration(request, reply, 400, { errors: result.errors, values });
    return reply.redirect(registrationSentHref(result.registration.reference), 303);
  });

  app.post(paths.auth, { compress: false }, async (request, reply) => {
    const form = readForm(request.body);
    const username = typeof form.username === 'string' ? form.username : '';
    const parsed = loginSchema.safeParse(form);
    if (!parsed.success) {
      const error = parsed.error.issues.map((issue) => issue.message).join(' ');
      return pages.answerSignIn(request, reply, 400, { error, username });
    }
    try {
      await signIn(request, reply, parsed.data);
    } catch (error) {
      // Wrong name or password (401) and too many attempts (429) are answered on the form; anything else is ours.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return pages.answerSignIn(request, reply, error.statusCode, { error: error.message, username });
    }
    return reply.redirect(paths.admin, 303);
  });
}
