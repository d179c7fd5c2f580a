// Following by email without JavaScript (ADR 048): the plain post of every 'Follow' form (to /follow), and
// the pages behind a follower's links, each for its token's holder: /follow/confirm (opening it confirms: a mail
// scanner fetching it does no harm), /follow/manage (change the choices, or stop), /follow/unsubscribe (GET asks,
// POST stops: a scanner's GET never unsubscribes; a mail app's RFC 8058 one-click POST does, at once). An unknown
// token answers the 'Link not valid' page with 404. None of these answers is kept in any cache: they show an address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRequest } from '../../client/lib/page-request';
import { choicesQuery, FOLLOW_MESSAGES, followFormValues, validateChoices, validateFollow } from '../../shared/follow';
import { followLinkHref, paths } from '../../shared/paths';
import type { Follower } from '../follow/address';
import {
  changeChoices,
  confirmFollower,
  FOLLOW_RATE_LIMIT,
  follow,
  followerByToken,
  removeFollower,
  teamIds,
} from '../follow/service';
import { waitText } from '../limits/counters';
import { countAddress, retryAfterSeconds } from '../limits/per-address';

export type FollowAnswers = Pick<PageRequest, 'follow' | 'followLink'>;

/** How the renderer answers with a public page at a status, made for this request only. */
export type AnswerFollowPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  answers: FollowAnswers,
) => Promise<FastifyReply>;

/** A form's fields are a few lines of text (a checkbox per team); anything longer is not one of ours. */
const FORM_BODY_LIMIT = 64 * 1024;

/** A posted body as form fields: url-encoded, every repeated name kept; anything else reads as no fields. */
const formOf = (body: unknown) => (body instanceof URLSearchParams ? body : new URLSearchParams());

const tokenOf = (request: FastifyRequest) => {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' ? token : null;
};

export async function followPageRoutes(app: FastifyInstance, { answer }: { answer: AnswerFollowPage }) {
  // Only these routes (this plugin's context) read url-encoded bodies as they are, repeated names and all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  /** A page for the token's holder only: it shows the address, so no browser or proxy keeps it (index.ts). */
  const answerLink = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    followLink: FollowAnswers['followLink'],
  ) => answer(request, reply, status, { followLink });
  const invalid = (request: FastifyRequest, reply: FastifyReply) =>
    answerLink(request, reply, 404, { page: 'invalid' });
  const manageAction = (follower: Follower) => followLinkHref(paths.followManage, follower.manageToken);

  app.post(paths.follow, { compress: false }, async (request, reply) => {
    const values = followFormValues(formOf(request.body));
    const wait = await countAddress(request, FOLLOW_RATE_LIMIT);
    if (wait > 0) {
      reply.header('retry-after', retryAfterSeconds(wait));
      const refused = `Too many requests from this connection. Please try again in ${waitText(wait)}.`;
      return answer(request, reply, 429, { follow: { refused, values } });
    }
    const result = validateFollow(values, await teamIds(app.db));
    if ('errors' in result) return answer(request, reply, 400, { follow: { errors: result.errors, values } });
    await follow(app, result.follow);
    // Post/Redirect/Get, the choices carried along for the page to say them (what was posted, not what is stored:
    // nothing about the address is revealed); '#top': the form's own fragment names nothing on the page it leads to.
    return reply.redirect(`${paths.followSent}?${choicesQuery(result.follow)}#top`, 303);
  });

  app.get(paths.followConfirm, { compress: false }, async (request, reply) => {
    const follower = await confirmFollower(app, tokenOf(request));
    if (!follower) return invalid(request, reply);
    return answerLink(request, reply, 200, {
      page: 'confirmed',
      email: follower.email,
      manageHref: manageAction(follower),
      choices: { news: follower.news, teamIds: follower.teamIds },
    });
  });

  const managePage = (follower: Follower, extra: { saved?: true; error?: string } = {}) => ({
    page: 'manage' as const,
    email: follower.email,
    action: manageAction(follower),
    choices: { news: follower.news, teamIds: follower.teamIds },
    ...extra,
  });

  app.get(paths.followManage, { compress: false }, async (request, reply) => {
    const follower = await followerByToken(app, 'manageToken', tokenOf(request));
    if (!follower) return invalid(request, reply);
    const saved = (request.query as { saved?: unknown }).saved !== undefined;
    return answerLink(request, reply, 200, managePage(follower, saved ? { saved } : {}));
  });

  app.post(paths.followManage, { compress: false }, async (request, reply) => {
    const follower = await followerByToken(app, 'manageToken', tokenOf(request));
    if (!follower) return invalid(request, reply);
    const form = formOf(request.body);
    if (form.has('stop')) {
      await removeFollower(app.db, follower.id);
      return answerLink(request, reply, 200, { page: 'stopped', email: follower.email });
    }
    const { news, teamIds: wanted } = followFormValues(form);
    const checked = validateChoices({ news, teamIds: wanted }, await teamIds(app.db), FOLLOW_MESSAGES.manageChoices);
    if ('error' in checked) {
      const page = { ...managePage(follower, { error: checked.error }), choices: { news, teamIds: wanted } };
      return answerLink(request, reply, 400, page);
    }
    await changeChoices(app, follower.id, checked.choices);
    return reply.redirect(`${manageAction(follower)}&saved#top`, 303);
  });

  app.get(paths.followUnsubscribe, { compress: false }, async (request, reply) => {
    const follower = await followerByToken(app, 'unsubscribeToken', tokenOf(request));
    if (!follower) return invalid(request, reply);
    const action = followLinkHref(paths.followUnsubscribe, follower.unsubscribeToken);
    return answerLink(request, reply, 200, { page: 'unsubscribe', email: follower.email, action });
  });

  // RFC 8058: a mail provider's server posts 'List-Unsubscribe=One-Click' with no cookie and no Origin; the page's
  // button posts the same. Either stops everything at once (the cross-site guard lets this one path through).
  app.post(paths.followUnsubscribe, { compress: false }, async (request, reply) => {
    const follower = await followerByToken(app, 'unsubscribeToken', tokenOf(request));
    if (!follower) return invalid(request, reply);
    await removeFollower(app.db, follower.id);
    return answerLink(request, reply, 200, { page: 'stopped', email: follower.email });
  });
}
