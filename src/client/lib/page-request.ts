// What the server knows of the request a public page answers, beyond its path: the one query parameter a page
// declares (a gallery category, a merchandise collection, a sent enquiry) and the answer to a form posted without
// JavaScript (the enquiry, a registration). Read while rendering on the server only; islands get what they need as
// props.
import { createContext, useContext } from 'react';
import { clubToday } from '../../shared/club-time';
import { type ArticleStatus, DEFAULT_CLUB_TIME_ZONE } from '../../shared/constants';
import type { ContactErrors, ContactFormValues } from '../../shared/contact-schema';
import type { FollowChoices, FollowErrors, FollowFormValues } from '../../shared/follow';
import type { RegistrationErrors, RegistrationFormValues } from '../../shared/registration';
import type { NewsArticle } from '../../shared/schema';

/**
 * The enquiry form as the server answers a plain post: with its messages and what was typed, refused by the
 * enquiry limit (with what was typed), or sent.
 */
export type EnquiryAnswer =
  | { errors: ContactErrors; values: ContactFormValues }
  | { refused: string; values: ContactFormValues }
  | { sent: true };

/**
 * The registration form as the server answers a plain post: with its messages beside the fields and what was
 * typed, or refused as a whole (the same player already registered, the limit) with what was typed.
 */
export type RegistrationAnswer =
  | { errors: RegistrationErrors; values: RegistrationFormValues }
  | { refused: string; values: RegistrationFormValues };

/** The follow form as the server answers a plain post to /follow: its messages and what was typed, or refused by the limit. */
export type FollowFormAnswer =
  | { errors: FollowErrors; values: FollowFormValues }
  | { refused: string; values: FollowFormValues };

/**
 * A page behind a follower's link, for the token's holder only: the address confirmed, the choices to
 * change (`action`: the form's address, with the token), the question before stopping, stopped, or no such link.
 */
export type FollowLinkAnswer =
  | { page: 'confirmed'; email: string; manageHref: string; choices: FollowChoices }
  | { page: 'manage'; email: string; action: string; choices: FollowChoices; saved?: true; error?: string }
  | { page: 'unsubscribe'; email: string; action: string }
  | { page: 'stopped'; email: string }
  | { page: 'invalid' };

export type PageRequest = {
  query: URLSearchParams;
  /**
   * Filled while rendering: the query parameters the page understood. A page asked for with a value it did not
   * understand (a category that does not exist) renders as without it, and is not kept in the response cache.
   */
  understood: Set<string>;
  enquiry?: EnquiryAnswer;
  registration?: RegistrationAnswer;
  follow?: FollowFormAnswer;
  followLink?: FollowLinkAnswer;
  /** When and where the page is rendered, for what depends on them (fixtures ahead, their times, feed links). */
  club?: ClubContext;
  /** A signed-in staff member's preview of an article not public yet (ADR 047): what its notice says. */
  preview?: ArticlePreview;
  /**
   * An article's Markdown body as safe HTML (server/articles/article-html.ts, ADR 046), and whether its excerpt is
   * one staff typed (the page leads with it) or the first paragraph's words (said once, in the body). The server
   * lends its renderer to the page it renders, so no Markdown code is ever part of a page's scripts.
   */
  renderArticle?: (article: Pick<NewsArticle, 'title' | 'excerpt' | 'content'>) => {
    html: string;
    leadsWithExcerpt: boolean;
  };
};

/** An article shown before it is public: a draft, or scheduled for `publishDate` (an ISO instant). */
export type ArticlePreview = { status: Exclude<ArticleStatus, 'published'>; publishDate: string };

export type ClubContext = {
  now: Date;
  /** CLUB_TIMEZONE: fixtures show in the club's local time. */
  timeZone: string;
  /** The site's absolute address (PUBLIC_URL), for links that leave the page such as calendar subscriptions. */
  siteUrl: string;
};

export const PageRequestContext = createContext<PageRequest | null>(null);

export const usePageRequest = () => useContext(PageRequestContext);

/** The club's clock, zone and address; a page rendered without them (tests) gets now, the default zone and no address. */
export function useClubContext(): ClubContext {
  return usePageRequest()?.club ?? { now: new Date(), timeZone: DEFAULT_CLUB_TIME_ZONE, siteUrl: '' };
}

/** The club's calendar day the page is rendered on: the app's clock, in CLUB_TIMEZONE (ADR 058). */
export function usePageToday(): string {
  const { now, timeZone } = useClubContext();
  return clubToday(now, timeZone);
}

/** The value of a query parameter when the page knows it (isKnown), else null: an unknown value shows the default. */
export function useQueryParam(name: string, isKnown: (value: string) => boolean): string | null {
  const request = usePageRequest();
  const value = request?.query.get(name) ?? null;
  if (value === null || !isKnown(value)) return null;
  request?.understood.add(name);
  return value;
}
