// Every route path of spec section 2, in one place. The content entities' API paths come from
// src/shared/entities.ts (listPath, adminPath); these are the others.
import type { AdminSection } from '../../shared/constants';

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
  /** Season registration (issue 19): the form, posted to itself without JavaScript too. */
  register: '/register',
  /** Where a registration leads once stored: its reference, what happens next, the fees. */
  registrationSent: '/register/sent',
  codeOfConduct: '/register/code-of-conduct',
  auth: '/auth',
  admin: '/admin',
  adminSection: (section: AdminSection) => `/admin/${section}`,
} as const;

/** API paths double as query keys. */
export const api = {
  user: '/api/user',
  login: '/api/login',
  logout: '/api/logout',
  register: '/api/register',
  settings: '/api/settings',
  adminSettings: (id: string) => `/api/admin/settings/${id}`,
  contact: '/api/contact',
  upload: '/api/admin/upload',
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
  ) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    if (medical) query.set('medical', '1');
    const text = query.toString();
    return `/api/admin/registrations/export.csv${text ? `?${text}` : ''}`;
  },
  staff: '/api/admin/staff',
  staffAccount: (id: number) => `/api/admin/staff/${id}`,
  staffAccountRestore: (id: number) => `/api/admin/staff/${id}/restore`,
  temporaryPassword: (id: number) => `/api/admin/staff/${id}/password`,
  staffRole: (id: number) => `/api/admin/staff/${id}/role`,
  myPassword: '/api/admin/staff/me/password',
} as const;

/** Query parameters public pages are rendered by on the server, so they work as plain links and form answers. */
export const GALLERY_FILTER_PARAM = 'category';
export const MERCHANDISE_FILTER_PARAM = 'collection';
export const ENQUIRY_SENT_PARAM = 'enquiry';
export const TEAM_FILTER_PARAM = 'team';
/** The confirmation's reference ('R-2027-0042'): not personal data, so it may sit in the address. */
export const REGISTRATION_REFERENCE_PARAM = 'reference';

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

/** The registration form's own anchor: a plain post's answer opens at its messages, below the page's header. */
export const REGISTRATION_FORM_ID = 'registration-form';

/**
 * Where a registration leads once stored (Post/Redirect/Get): the confirmation with its reference, at the top of the
 * page. A redirect without a fragment of its own would keep the form's (#registration-form), which names nothing there.
 */
export const registrationSentHref = (reference: string) =>
  `${paths.registrationSent}?${new URLSearchParams({ [REGISTRATION_REFERENCE_PARAM]: reference })}#top`;
