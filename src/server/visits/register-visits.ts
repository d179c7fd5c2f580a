// Counting visits with no cookie and nothing about the visitor (docs/architecture.md "Data that needs more care"):
// each view of a public page by a visitor adds one to its club day, path and source, and one impression to each
// sponsor the page shows; each follow of a sponsor's link adds a click. Counts gather in this instance's memory
// and are added to the database every VISIT_FLUSH_SECONDS (a minute) and when the server closes: a graceful stop
// loses nothing, a crash at most that minute. Counting never slows or fails a page: it runs once the answer has
// gone (onResponse), and a failed write is logged without anything a visitor sent and retried with the next.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clubToday } from '../../shared/club-time';
import { listPath } from '../../shared/entities';
import { findRouteFacts } from '../../shared/public-routes';
import { splitUrl } from '../cache/page-keys';
import { readPublic } from '../entities/public-reads';
import { registerPeriodicTask } from '../periodic-task';
import { createVisitCounter } from './visit-counter';
import { isVisitor, sourceOf } from './visit-rules';
import { addCounts } from './visit-store';

export type Visits = {
  /** Adds what this instance counted to the database (the timer and closing call it; so may a test). */
  flush(): Promise<void>;
  /** Counts a follow of a sponsor's website link, unless a bot or staff made it. */
  countClick(request: FastifyRequest, sponsorId: string): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    visits: Visits;
  }
}

/** The route every public page is answered by (render/index.ts): assets, uploads, feeds and the API have their own. */
const PAGE_ROUTE = '/*';
const SPONSORS = listPath('sponsors');

export function registerVisits(app: FastifyInstance): void {
  const counter = createVisitCounter();
  const publicHost = app.env.PUBLIC_URL ? new URL(app.env.PUBLIC_URL).hostname : undefined;
  // The club's day, worked out once a minute rather than on every view (formatting in a zone is the dearest part of
  // counting): every zone's offset is whole minutes, so a day never changes within one.
  let known = { minute: Number.NaN, day: '' };
  const clubDay = () => {
    const now = app.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== known.minute) known = { minute, day: clubToday(now, app.env.CLUB_TIMEZONE) };
    return known.day;
  };

  /** The sponsors a page showing them shows: every public one, from the read cache (no query per view). */
  const shownSponsorIds = async () => ((await readPublic(app, SPONSORS)) as { id: string }[]).map((s) => s.id);

  /** One write at a time: the timer's and the closing one never overlap, so nothing is added twice. */
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const taken = counter.take();
      try {
        await addCounts(app.db, taken);
      } catch (error) {
        counter.restore(taken);
        const { code } = error as { code?: string };
        app.log.warn({ code }, 'Could not write the visit counts; they are kept and written with the next');
      }
    });
    return writing;
  };

  app.decorate('visits', {
    flush,
    countClick(request, sponsorId) {
      if (isVisitor(request)) counter.addClick(clubDay(), sponsorId);
    },
  } satisfies Visits);

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    if (request.routeOptions.url !== PAGE_ROUTE) return;
    const { pathname } = splitUrl(request.url);
    // The portal's shell (/admin, /auth) is answered by the same route, and is no public page.
    const route = findRouteFacts(pathname);
    if (!route || !isVisitor(request)) return;
    const day = clubDay();
    const ownHosts = publicHost ? [publicHost, request.hostname] : [request.hostname];
    counter.addView(day, pathname, sourceOf(request.headers.referer, ownHosts));
    if (!route.prefetch.includes(SPONSORS)) return;
    try {
      for (const id of await shownSponsorIds()) counter.addImpression(day, id);
    } catch (error) {
      const { code } = error as { code?: string };
      request.log.warn({ code }, 'Could not read the sponsors to count their impressions');
    }
  });

  registerPeriodicTask(app, app.env.VISIT_FLUSH_SECONDS * 1000, flush);
  // After the timer's last run: what was counted since goes in too.
  app.addHook('onClose', () => flush());
}
