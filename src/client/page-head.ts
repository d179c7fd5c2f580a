// What a public page puts in its <head> besides its assets: title and description, and for link previews and search
// engines its picture, kind and structured data. Each route makes it from the data the server read for the page
// (routes.tsx `head`), so an article gets its own; the server adds the absolute URLs (src/server/render/template.ts).

export type PageHead = {
  title: string;
  description: string;
  /** A path on this site to a 1200x630 JPEG for link previews; the club's own (`clubPreview`) when absent. */
  image?: string;
  /** Open Graph's kind of page: an article, or the default 'website'. */
  type?: 'website' | 'article';
  /** schema.org objects, each written into the head as JSON-LD (data for search engines, never run). */
  jsonLd?: object[];
};

export type HeadContext = {
  /** When the page is rendered: what is upcoming depends on it. */
  now: Date;
  /** The page's path; for a route with parameters, the values they took (`{ slug }` for /news/:slug). */
  pathname: string;
  params: Record<string, string>;
  /** The absolute URL of a path on this site, from PUBLIC_URL. */
  absolute(path: string): string;
  /** The path of the club's link-preview picture (its logo and name), for pages without one of their own. */
  clubPreview: string;
};

/** Reads what the server read for the page (a route's `prefetch`), by query key. */
export type ReadPageData = <T>(key: string) => T | undefined;

/** The head of a page whose head does not depend on its data. */
export const fixedHead = (title: string, description: string) => (): PageHead => ({ title, description });
