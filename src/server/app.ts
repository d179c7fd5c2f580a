// buildApp assembles the server without listening; index.ts listens, tests inject.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clubToday } from '../shared/club-time';
import { MAX_IMAGE_BYTES } from '../shared/constants';
import { registerApiContract } from './api-contract';
import { guardSignedInCallers, refuseAdminRoutesOutsideTheirPlugin } from './auth/guard';
import { registerResponseCache } from './cache/register-response-cache';
import type { ResponseCache } from './cache/response-cache';
import { registerCrossSiteGuard } from './cross-site-guard';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { registerErrorHandling } from './error-handler';
import { registerAvailabilityReminders } from './families/reminders';
import { registerFollowTask } from './follow/follow-task';
import { logOptions } from './logging/log-options';
import { registerMailSender } from './mail/sender';
import { MAIL_COMPOSERS } from './mail-composers';
import { type ImageSweepOptions, registerImageSweep } from './media/image-sweep';
import type { ImageStorage } from './media/storage';
import { type RenderOptions, renderRoutes } from './render';
import { type ResponseCheck, registerResponseCheck } from './response-check';
import { registerRetentionSweep } from './retention-sweep';
import { registerRoutes } from './routes';
import { createSealer } from './sealing/sealed';
import { frameworkErrors, registerSecurityHeaders } from './security-headers';
import { registerVisits } from './visits/register-visits';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    storage: ImageStorage;
    responseCache: ResponseCache;
    /** The clock: what the public may see depends on the date (photo consent, ADR 027). */
    now: () => Date;
    /** The club's calendar day on that clock, in CLUB_TIMEZONE: every day-based rule counts in it (ADR 058). */
    today: () => string;
  }
}

export type AppOptions = {
  env: Env;
  database: Database;
  storage: ImageStorage;
  logger?: FastifyServerOptions['logger'];
  render?: RenderOptions;
  /** Tests only: every answer is checked against its route's declared response schema. */
  responseCheck?: ResponseCheck;
  /** Tests only: a shorter interval or age for the sweep of unreferenced images. */
  imageSweep?: ImageSweepOptions;
  /** Tests only: a clock to move, for answers that change with the date. */
  now?: () => Date;
};

type TrustProxy = false | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify takes it: none, addresses and ranges separated by commas, or a hop count. Fastify refuses
 * a plain number (it cannot tell that the connection came through the proxy), so a count is a function trusting
 * the nearest hops: right only when the server cannot be reached except through that many proxies.
 */
export function trustedProxies(value: string): TrustProxy {
  if (value === '') return false;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

export async function buildApp({
  env,
  database,
  storage,
  logger,
  render,
  responseCheck,
  imageSweep,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logOptions(env.LOG_LEVEL, logger),
    // X-Forwarded-* is believed only from the proxies TRUST_PROXY names, so a client cannot fake its address
    // past the sign-in and enquiry limits; by default the address is the connection's.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // JSON bodies are small; only multipart bodies carry files.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A request whose body has not fully arrived after this long (a stalled upload) is answered 408 and closed.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    frameworkErrors,
  });
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('now', now);
  app.decorate('today', () => clubToday(now(), env.CLUB_TIMEZONE));
  app.decorate('sealer', createSealer(env, app.log));
  app.decorateRequest('user', null);

  // JSON endpoints accept only application/json; Fastify's default text/plain parser would let other bodies in.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  // Pages, scripts and JSON are text that shrinks four to six times: on expensive mobile data that matters most.
  // Registered here, before any route, so it covers every route; cached responses arrive already compressed
  // (Content-Encoding set) and are passed through untouched.
  // Request bodies are never compressed by our clients; decoding them would only be more to defend.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });
  registerErrorHandling(app);
  // First of the hooks, so a request refused by any later one still carries the headers.
  registerSecurityHeaders(app);
  registerCrossSiteGuard(app);
  await registerResponseCache(app);
  // Before the routes, so its hook sees every answer, the response cache's and 304s included.
  registerVisits(app);
  // Before any route (and the response check's listing): an /api/admin route outside the admin plugin
  // (routes/admin.ts), where the one permission guard covers every route, stops the server from starting.
  refuseAdminRoutesOutsideTheirPlugin(app);
  // Before any route: a public route that declares a permission holds signed-in callers to it.
  guardSignedInCallers(app);
  // Before any route: it sees each route as it is added.
  if (responseCheck) registerResponseCheck(app, responseCheck);
  await registerApiContract(app);
  // Before the routes: storing an enquiry or a registration wakes the sender.
  registerMailSender(app, MAIL_COMPOSERS);
  await app.register(registerRoutes);
  await app.register(renderRoutes, render ?? {});
  registerImageSweep(app, imageSweep);
  registerRetentionSweep(app);
  registerFollowTask(app);
  registerAvailabilityReminders(app);
  return app;
}
