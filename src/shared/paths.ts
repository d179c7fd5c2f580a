// Every route path of docs/product.md "Screens and routes", in one place. The content entities' API paths come from
// src/shared/entities/ (listPath, adminPath); these are the others.
import type { AdminSection } from './admin-sections';
import { FAMILY_PAGES } from './families';

export const paths = {
  home: '/',
  gallery: '/gallery',
  sponsors: '/sponsors',
  merchandise: '/merchandise',
  profiles: '/profiles',
  fixtures: '/fixtures',
  news: '/news',
  /** An article's own page, by the slug it got when it was created (src/shared/slug.ts). */
  article: (slug: string) => `/news/${slug}`,
  /** International tours: every tour, and each tour's own page by its slug. */
  tours: '/tours',
  tour: (slug: string) => `/tours/${slug}`,
  /** The news as an Atom feed, linked from every public page's head. */
  newsFeed: '/news/feed.xml',
  /** Season registration: the form, posted to itself without JavaScript too. */
  register: '/register',
  /** Where a registration leads once stored: its reference, what happens next, the fees. */
  registrationSent: '/register/sent',
  codeOfConduct: '/register/code-of-conduct',
  /** Follow by email: the whole form, where every follow form posts and is answered without JavaScript. */
  follow: '/follow',
  /** Where a follow leads once stored: 'Check your email', the same whether or not the address already followed. */
  followSent: '/follow/sent',
  /** The pages behind an email's links, each with a follower's token (followLinkHref; server/follow/links.ts). */
  followConfirm: '/follow/confirm',
  followManage: '/follow/manage',
  followUnsubscribe: '/follow/unsubscribe',
  /** A family's private page: `/family/{token}` (familyPath, src/shared/families.ts). Never public, never kept. */
  family: FAMILY_PAGES,
  /** A sponsor's website link, counted on its way: answers 302 to the sponsor's site. */
  sponsorLink: (id: string) => `/go/sponsor/${id}`,
  auth: '/auth',
  admin: '/admin',
  adminSection: (section: AdminSection) => `/admin/${section}`,
  /** One item in its section: the section's list scrolls to its card (ui/item-target.ts). */
  adminItem: (section: AdminSection, id: string | number) => `/admin/${section}#${itemAnchor(id)}`,
} as const;

/** The element id of an item's card in the portal, which an address's fragment names to reach it. */
export const itemAnchor = (id: string | number) => `item-${id}`;
/** The item id an address's fragment names ('#item-<id>'), if any. */
export const itemFromHash = (hash: string): string | null => /^#item-(.+)$/.exec(hash)?.[1] ?? null;

/** API paths double as query keys. */
export const api = {
  user: '/api/user',
  login: '/api/login',
  logout: '/api/logout',
  register: '/api/register',
  settings: '/api/settings',
  adminSettings: (id: string) => `/api/admin/settings/${id}`,
  /** Where staff alerts go (the 'Staff alerts email'): an Admin's only, never in the public settings. */
  staffAlerts: '/api/admin/settings/staff-alerts',
  contact: '/api/contact',
  upload: '/api/admin/upload',
  /** One page of the site's uploaded pictures, newest first: the article editor's picture picker. */
  uploads: (page: number) => withQuery('/api/admin/uploads', { page: page > 1 ? String(page) : null }),
  /** An article's Markdown body rendered as its page will show it: the article editor's Preview tab. */
  newsPreview: '/api/admin/news/preview',
  inquiries: '/api/admin/inquiries',
  inquiry: (id: string) => `/api/admin/inquiries/${id}`,
  inquiryRestore: (id: string) => `/api/admin/inquiries/${id}/restore`,
  inquiriesSummary: '/api/admin/inquiries/summary',
  /** A file download: a plain link, so the browser saves it (with the session cookie). */
  inquiriesCsv: (status: string | null) =>
    `/api/admin/inquiries/export.csv${status ? `?${new URLSearchParams({ status })}` : ''}`,
  registrations: '/api/admin/registrations',
  registration: (id: string) => `/api/admin/registrations/${id}`,
  registrationRestore: (id: string) => `/api/admin/registrations/${id}/restore`,
  registrationsSummary: '/api/admin/registrations/summary',
  /** A file download, as the enquiries' one; medical notes only when asked for (`medical=1`). */
  registrationsCsv: (
    filters: { status: string | null; team: string | null; season: string | null },
    medical: boolean,
  ) => withQuery('/api/admin/registrations/export.csv', { ...filters, medical: medical ? '1' : null }),
  /** Money given to a tour: its contributions with their total, one of them, and the CSV download. */
  tourContributions: (tourId: string) => `/api/admin/tours/${tourId}/contributions`,
  tourContribution: (tourId: string, id: string) => `/api/admin/tours/${tourId}/contributions/${id}`,
  tourContributionsCsv: (tourId: string) => `/api/admin/tours/${tourId}/contributions.csv`,
  /** What families owe and pay (permission 'money'): charges, payments, bank statements and the money reports. */
  charges: (filters: { status: string | null; team: string | null; player: string | null }) =>
    withQuery('/api/admin/charges', filters),
  chargesAll: '/api/admin/charges',
  chargesBulk: '/api/admin/charges/bulk',
  charge: (id: string) => `/api/admin/charges/${id}`,
  chargeRestore: (id: string) => `/api/admin/charges/${id}/restore`,
  chargeWaive: (id: string) => `/api/admin/charges/${id}/waive`,
  payments: (filters: { from: string | null; to: string | null; method: string | null }) =>
    withQuery('/api/admin/payments', filters),
  paymentsAll: '/api/admin/payments',
  payment: (id: string) => `/api/admin/payments/${id}`,
  statementImport: '/api/admin/payments/import',
  statementLine: (importId: string, lineId: string) => `/api/admin/payments/import/${importId}/lines/${lineId}`,
  statementConfirm: (importId: string) => `/api/admin/payments/import/${importId}/confirm`,
  /** A report as JSON, or with `csv` its file download (a plain link, as the enquiries' one). */
  moneyReport: (
    report: 'received' | 'outstanding' | 'credits',
    range: { from: string | null; to: string | null },
    csv = false,
  ) => withQuery(`/api/admin/payments/reports/${report}${csv ? '.csv' : ''}`, report === 'received' ? range : {}),
  /** Everyone following the club by email, and their confirmed counts with whether mail can go out. */
  followers: '/api/admin/followers',
  follower: (id: string) => `/api/admin/followers/${id}`,
  followersSummary: '/api/admin/followers/summary',
  /** A file download, as the enquiries' one. */
  followersCsv: '/api/admin/followers/export.csv',
  /** A player's family: its contacts and private link, a new link, the link emailed. */
  playerFamily: (playerId: string) => `/api/admin/players/${playerId}/family`,
  playerFamilyNewLink: (playerId: string) => `/api/admin/players/${playerId}/family/new-link`,
  playerFamilyEmail: (playerId: string) => `/api/admin/players/${playerId}/family/email`,
  /** Who is coming to an event, an answer given by phone, a reminder to those who have not answered. */
  eventAvailability: (eventId: string) => `/api/admin/events/${eventId}/availability`,
  playerAvailability: (eventId: string, playerId: string) => `/api/admin/events/${eventId}/availability/${playerId}`,
  eventRemind: (eventId: string) => `/api/admin/events/${eventId}/remind`,
  eventAttendance: (eventId: string) => `/api/admin/events/${eventId}/attendance`,
  /** A team's attendance over club days `from` to `to` ('YYYY-MM-DD'), and the same as a CSV file. */
  teamAttendance: (teamId: string, from: string, to: string) =>
    `/api/admin/teams/${teamId}/attendance?${new URLSearchParams({ from, to })}`,
  teamAttendanceCsv: (teamId: string, from: string, to: string) =>
    `/api/admin/teams/${teamId}/attendance.csv?${new URLSearchParams({ from, to })}`,
  /** The family page's calls, by its token. */
  familyPage: (token: string) => `/api/family/${token}`,
  familyAvailability: (token: string) => `/api/family/${token}/availability`,
  familyConsent: (token: string) => `/api/family/${token}/consent`,
  /** The money reports, each also as a CSV file: payments received over club days `from` to `to` ('YYYY-MM-DD'; the
   * current month without them), what is left to pay, and families' credits. */
  paymentsReceived: (from: string | null, to: string | null) =>
    withQuery('/api/admin/payments/reports/received', { from, to }),
  paymentsReceivedCsv: (from: string | null, to: string | null) =>
    withQuery('/api/admin/payments/reports/received.csv', { from, to }),
  paymentsOutstanding: '/api/admin/payments/reports/outstanding',
  paymentsOutstandingCsv: '/api/admin/payments/reports/outstanding.csv',
  paymentsCredits: '/api/admin/payments/reports/credits',
  paymentsCreditsCsv: '/api/admin/payments/reports/credits.csv',
  /** Page views per day, top pages and sources of the last `days`. */
  visitors: (days: number) => `/api/admin/visitors?days=${days}`,
  /** A sponsor's impressions and clicks by month, `from` to `to` ('YYYY-MM'). */
  sponsorReport: (sponsor: string, from: string, to: string) =>
    `/api/admin/sponsor-report?${new URLSearchParams({ sponsor, from, to })}`,
  staff: '/api/admin/staff',
  staffAccount: (id: number) => `/api/admin/staff/${id}`,
  staffAccountRestore: (id: number) => `/api/admin/staff/${id}/restore`,
  temporaryPassword: (id: number) => `/api/admin/staff/${id}/password`,
  staffRole: (id: number) => `/api/admin/staff/${id}/role`,
  myPassword: '/api/admin/staff/me/password',
  /** One page of the activity log, newest first; the address is also the page's query key. */
  activity: (filters: ActivityFilters, page: number) =>
    withQuery('/api/admin/activity', { ...filters, page: page > 1 ? String(page) : null }),
  /** A file download, as the enquiries' one: every entry the filters pick. */
  activityCsv: (filters: ActivityFilters) => withQuery('/api/admin/activity.csv', filters),
} as const;

/** The activity log's filters, as its API names them: a person's id, a section, and club days 'YYYY-MM-DD'. */
export type ActivityFilters = { person: string | null; section: string | null; from: string | null; to: string | null };

/** A path with the query parameters that have a value, in the order given. */
function withQuery(path: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Query parameters public pages are rendered by on the server, so they work as plain links and form answers. */
export const GALLERY_FILTER_PARAM = 'category';
export const MERCHANDISE_FILTER_PARAM = 'collection';
export const ENQUIRY_SENT_PARAM = 'enquiry';
export const TEAM_FILTER_PARAM = 'team';
/** The confirmation's reference ('R-2027-0042'): not personal data, so it may sit in the address. */
export const REGISTRATION_REFERENCE_PARAM = 'reference';

/**
 * `/news/{slug}?preview`: a signed-in staff member sees an article before it is public (ADR 047). A parameter of
 * this name in any case and with any value (`?preview=1`, `?PREVIEW`) asks for it, and every such request is made
 * for that request alone: no spelling of it can put a draft in a page the cache keeps.
 */
export const PREVIEW_PARAM = 'preview';
export const asksForPreview = (query: URLSearchParams): boolean =>
  [...query.keys()].some((name) => name.toLowerCase() === PREVIEW_PARAM);
/** The portal's link to an article's preview. */
export const articlePreviewHref = (slug: string) => `${paths.article(slug)}?${PREVIEW_PARAM}`;

/** A page's URL with one filter chosen, or without it for all. */
export function filterHref(path: string, param: string, value: string | null): string {
  return value === null ? path : `${path}?${new URLSearchParams({ [param]: value })}`;
}

/**
 * The enquiry form's own anchor: a plain (script-less) post and its answer open at the form, where its messages or
 * 'Message Sent!' are, not at the section's heading, which on a phone is a screen and more above them.
 */
export const ENQUIRY_FORM_ID = 'enquiry-form';

/** Where a plain (script-less) enquiry post leads once stored: the landing page saying it was sent. */
export const enquirySentHref = `${paths.home}?${ENQUIRY_SENT_PARAM}=sent#${ENQUIRY_FORM_ID}`;

/** The follow form's own anchor on /follow: a plain post's answer opens at its messages. */
export const FOLLOW_FORM_ID = 'follow-form';

/** A page behind a follower's link, with its token. */
export const followLinkHref = (path: string, token: string) => `${path}?${new URLSearchParams({ token })}`;

/** The registration form's own anchor: a plain post's answer opens at its messages, below the page's header. */
export const REGISTRATION_FORM_ID = 'registration-form';

/**
 * Where a registration leads once stored (Post/Redirect/Get): the confirmation with its reference, at the top of the
 * page. A redirect without a fragment of its own would keep the form's (#registration-form), which names nothing there.
 */
export const registrationSentHref = (reference: string) =>
  `${paths.registrationSent}?${new URLSearchParams({ [REGISTRATION_REFERENCE_PARAM]: reference })}#top`;
