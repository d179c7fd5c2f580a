// Public routes are rendered by React on the server to plain HTML with their data in it; only their islands load
// code in the browser. The portal's routes get its shell and its app's scripts.

import { existsSync } from 'node:fs';
import staticFiles from '@fastify/static';
import type { QueryClient } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAnswer } from '../../client/components/plain-sign-in';
import { inPortalRoot, renderPortalShell, renderPublicPage, renderSignInShell } from '../../client/entry-server';
import type { PageRequest } from '../../client/lib/page-request';
import { createQueryClient } from '../../client/lib/query-client';
import type { HeadContext } from '../../client/page-head';
import { matchPublicRoute, notFoundRoute, portalMeta } from '../../client/routes';
import { CLUB } from '../../shared/constants';
import { listPath } from '../../shared/entities';
import { paths } from '../../shared/paths';
import { isPortalPath } from '../../shared/public-routes';
import { nextScheduleChange } from '../../shared/schedule';
import type { ClubEvent } from '../../shared/schema';
import { excerptFrom } from '../articles/article-excerpt';
import { articleHtml } from '../articles/article-html';
import { currentUser } from '../auth/guard';
import type { Produced } from '../cache/cached-response';
import { asksForStaffPreview, isPrivatePage, pageCacheKey, splitUrl } from '../cache/page-keys';
import { sendCached } from '../cache/send-cached';
import { publicReads, readPublic } from '../entities/public-reads';
import { notFound } from '../errors';
import { absoluteUrl, publicBaseUrl } from '../public-url';
import { PRIVATE_NO_STORE } from '../security-headers';
import { addPreviewedArticle } from './article-preview';
import { type AssetResolver, builtAssets, sourceAssets } from './assets';
import { clubPreviewRoute, currentClubPreview } from './club-preview';
import { familyPageRoutes } from './family-page';
import { type AnswerFollowPage, followPageRoutes } from './follow-pages';
import { NEWS_FEED_TITLE, newsFeedRoute } from './news-feed';
import { offlineRoutes, WEB_MANIFEST_PATH } from './offline';
import { type PlainFormPages, plainFormRoutes } from './plain-forms';
import { searchFileRoutes } from './search-files';
import { sponsorLinkRoutes } from './sponsor-links';
import { fillTemplate, loadTemplate, clientDist as projectClientDist } from './template';

const HTML = 'text/html; charset=utf-8';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React renders style attributes; no script can run from them.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A page showing fixtures changes when the next event ends: what is upcoming then is not the same. */
function scheduleExpiry(queryClient: QueryClient, now: Date): number | undefined {
  const events = queryClient.getQueryData<ClubEvent[]>([listPath('events')]);
  return events ? nextScheduleChange(events, now)?.getTime() : undefined;
}

/** Data as the API would answer it: dates become ISO strings, exactly what the client gets from JSON. */
const asJson = (data: unknown) => JSON.parse(JSON.stringify(data)) as unknown;

/** Hashed build files never change; the rest (logo, stock pictures) may change with a new version of the site. */
export const staticCacheControl = (path: string): string =>
  path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';

export type RenderOptions = {
  /** In development Vite supplies the template transform; in production the built template is read once. */
  transformTemplate?: (url: string, template: string) => Promise<string>;
  /** The client build to serve; the project's dist/client by default. */
  clientDist?: string;
  /** Development only: Vite's hot reload needs an inline script, which the production policy forbids. */
  contentSecurityPolicy?: string;
};

export async function renderRoutes(app: FastifyInstance, options: RenderOptions = {}): Promise<void> {
  const clientDist = options.clientDist ?? projectClientDist;
  if (existsSync(clientDist)) {
    await app.register(staticFiles, {
      root: clientDist,
      wildcard: false,
      index: false,
      // The build manifests are the server's own files.
      allowedPath: (path) => !path.startsWith('/.vite/'),
      // Text files were compressed once at build time (scripts/compress-assets.mjs), not on every request.
      preCompressed: true,
      // Cache-Control is ours (below); the plugin's own would overwrite it with max-age=0.
      cacheControl: false,
      // nosniff and the other security headers come from security-headers.ts, as for every response.
      setHeaders: (res, path) => res.setHeader('Cache-Control', staticCacheControl(path)),
    });
  }
  const template = loadTemplate();
  // Under Vite (development) the sources are served as they are; so too in tests that run without a build.
  const assets: AssetResolver = (!options.transformTemplate && builtAssets(clientDist)) || sourceAssets;
  const portalShell = renderPortalShell();
  const clubPreview = currentClubPreview();
  await app.register(clubPreviewRoute, clubPreview);
  await app.register(offlineRoutes, {
    clientDist,
    contentSecurityPolicy: options.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY,
    serviceWorker: !options.transformTemplate,
  });
  const signInShell = renderSignInShell();

  const shellFor = (request: FastifyRequest) =>
    options.transformTemplate ? options.transformTemplate(request.url, template) : Promise.resolve(template);

  /** The portal's shell; /auth carries a sign-in form that works before and without the portal's script. */
  async function renderPortal(request: FastifyRequest, pathname: string, signIn?: SignInAnswer) {
    const html = pathname !== paths.auth ? portalShell : signIn ? renderSignInShell(signIn) : signInShell;
    return fillTemplate(
      await shellFor(request),
      { ...portalMeta, html: inPortalRoot(html, app.env.CLUB_TIMEZONE), noindex: true, assets: assets.portal() },
      CLUB.name,
    );
  }

  /**
   * A public page; `answers` is the answer to a form posted the plain way (the enquiry, a registration, a follow) or
   * a follower's link, for this request only (such a page is never kept). `url` is the address it is drawn for: the
   * request's, unless that must not show on the page.
   */
  async function renderPublic(
    request: FastifyRequest,
    answers: Pick<PageRequest, 'enquiry' | 'registration' | 'follow' | 'followLink'> = {},
    url = request.url,
  ): Promise<Produced> {
    const { pathname, query } = splitUrl(url);
    const matched = matchPublicRoute(pathname);
    const queryClient = createQueryClient();
    // All at once: after a staff write, visitors wait for this page's render (ADR 036), and one round trip after
    // another to a busy database is what made it slow.
    const prefetch = (matched?.route.prefetch ?? []).filter((key) => publicReads[key]);
    // Each list is kept until a write that may change it (ADR 036): after a news write only the news is read again.
    const read = await Promise.all(prefetch.map((key) => readPublic(app, key)));
    for (const [i, key] of prefetch.entries()) queryClient.setQueryData([key], asJson(read[i]));
    // A signed-in staff member's preview of an article not public yet (ADR 047); anyone else's is the public page.
    const previewing = asksForStaffPreview(url) && (await currentUser(request)) !== null;
    const preview = previewing ? await addPreviewedArticle(app, queryClient, matched?.params.slug) : null;
    const club = { now: app.now(), timeZone: app.env.CLUB_TIMEZONE, siteUrl: publicBaseUrl(app.env) };
    const at: HeadContext = {
      now: club.now,
      pathname,
      params: matched?.params ?? {},
      absolute: (path) => absoluteUrl(app.env, path),
      clubPreview: clubPreview.path,
    };
    const readData = <T>(key: string) => queryClient.getQueryData<T>([key]);
    // A route whose data has nothing at this address (an unknown article) answers as an unknown path does.
    const found = matched?.route.head(readData, at) ?? null;
    const route = matched && found ? matched.route : (matched?.route.notFound ?? notFoundRoute);
    const head = found ?? route.head(readData, at)!;
    const renderArticle: PageRequest['renderArticle'] = (article) => ({
      html: articleHtml(article.content, { siteUrl: club.siteUrl }),
      // An excerpt made from the first paragraph would say it twice: only a typed one leads the page.
      leadsWithExcerpt: article.excerpt !== excerptFrom(article.content, article.title),
    });
    const pageRequest: PageRequest = {
      query,
      understood: new Set(),
      ...answers,
      club,
      renderArticle,
      ...(preview && { preview }),
    };
    const { html, islands } = renderPublicPage(queryClient, route, pathname, pageRequest, at.params);
    const page = fillTemplate(
      await shellFor(request),
      {
        title: head.title,
        description: head.description,
        html,
        assets: assets.publicPage([...islands.keys()]),
        preloadImages: route.preloadImages,
        feed: { title: NEWS_FEED_TITLE, href: paths.newsFeed },
        webManifest: WEB_MANIFEST_PATH,
        noindex: route.unlisted || preview !== null,
        share:
          found && !route.unlisted
            ? {
                url: at.absolute(pathname),
                image: at.absolute(head.image ?? clubPreview.path),
                type: head.type ?? 'website',
                jsonLd: head.jsonLd ?? [],
              }
            : undefined,
      },
      CLUB.name,
    );
    // A declared parameter the page did not understand (an unknown category) is answered, not kept.
    const keep = !route.queryParam || !query.has(route.queryParam) || pageRequest.understood.has(route.queryParam);
    return {
      status: found ? 200 : 404,
      contentType: HTML,
      body: page,
      keep,
      expiresAt: scheduleExpiry(queryClient, club.now),
    };
  }

  async function render(request: FastifyRequest): Promise<Produced> {
    const { pathname } = splitUrl(request.url);
    if (isPortalPath(pathname)) return { status: 200, contentType: HTML, body: await renderPortal(request, pathname) };
    return renderPublic(request);
  }

  /** Sends a page made for this request only (a form's answer): never read from or kept in the cache. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, produced: Produced, privately = false) {
    setPageHeaders(reply);
    // A page for one visitor's eyes (a follower's address): no browser or proxy keeps it either.
    if (privately) reply.header('Cache-Control', PRIVATE_NO_STORE);
    return sendCached(request, reply, await app.responseCache.get(null, async () => produced));
  }

  const setPageHeaders = (reply: FastifyReply) =>
    reply
      // Replaces the restrictive policy every other response gets (security-headers.ts), which also sets the rest.
      .header('Content-Security-Policy', options.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY)
      // Pages carry live content; the browser revalidates them on every visit (a 304 when unchanged).
      .header('Cache-Control', 'no-cache');

  await app.register(plainFormRoutes, {
    async answerEnquiry(request, reply, status, enquiry) {
      const produced = await renderPublic(request, { enquiry });
      return sendPage(request, reply, { ...produced, status });
    },
    async answerRegistration(request, reply, status, registration) {
      const produced = await renderPublic(request, { registration });
      // The form again with what was typed: a child's medical notes and the family's contacts.
      return sendPage(request, reply, { ...produced, status }, true);
    },
    async answerSignIn(request, reply, status, signIn) {
      const body = await renderPortal(request, paths.auth, signIn);
      return sendPage(request, reply, { status, contentType: HTML, body });
    },
  } satisfies PlainFormPages);

  const answerFollowPage: AnswerFollowPage = async (request, reply, status, answers) => {
    const produced = await renderPublic(request, answers);
    return sendPage(request, reply, { ...produced, status }, answers.followLink !== undefined);
  };
  await app.register(followPageRoutes, { answer: answerFollowPage });

  await app.register(searchFileRoutes);
  // An unknown sponsor's link answers the 404 page an unknown path gets (this path matches no page).
  await app.register(sponsorLinkRoutes, {
    notFound: async (request, reply) => sendPage(request, reply, await renderPublic(request)),
  });
  await app.register(newsFeedRoute);
  // A wrong or ended family link answers the 404 page an unknown path gets, drawn for /family itself: the page names
  // its address (the menu's), and no token may show on it; so it is the same for every token.
  await app.register(familyPageRoutes, {
    notFound: async (request, reply) => sendPage(request, reply, await renderPublic(request, {}, paths.family)),
    contentSecurityPolicy: options.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY,
  });

  // Pages arrive precompressed from the response cache (compression would only be wasted work here).
  app.get('/*', { compress: false }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') throw notFound(`No such path: GET ${request.url}`);
    // Under Vite (development) the page changes with every edit, so none is kept.
    const key = options.transformTemplate ? null : pageCacheKey(request.url);
    const response = await app.responseCache.get(key, () => render(request));
    setPageHeaders(reply);
    // A preview may show a draft, a confirmation a registration's reference: no browser, proxy or service worker
    // keeps them (nor does the server: their key is null).
    if (isPrivatePage(request.url)) reply.header('Cache-Control', PRIVATE_NO_STORE);
    return sendCached(request, reply, response);
  });
}
