// What the portal's Visitors section and Sponsor report read: GET /api/admin/visitors and
// GET /api/admin/sponsor-report, and the calendar arithmetic both share with the server.

/** The periods the Visitors section offers, in days up to today. */
export const VISITOR_PERIODS = [30, 90] as const;
export type VisitorPeriod = (typeof VISITOR_PERIODS)[number];

/** The source of a view from the site's own pages (visit-rules.ts): not where visitors came from. */
export const THIS_SITE_SOURCE = 'this site';

export type VisitorsReport = {
  /** Every club day of the period, oldest first, with its page views (0 when none). */
  days: { day: string; views: number }[];
  /** The most viewed pages of the period, most first. */
  pages: { path: string; views: number }[];
  /** Where visitors came from ('direct', a site's domain, 'other'), most first; moves within the site are not in it. */
  sources: { source: string; views: number }[];
  /** Views reached from another page of this site. */
  withinSite: number;
  total: number;
};

export type SponsorReport = {
  sponsor: { id: string; name: string; logoUrl: string; websiteUrl: string | null };
  /** Every month of the period, oldest first: views of pages showing the logo, and follows of its website link. */
  months: { month: string; impressions: number; clicks: number }[];
  totals: { impressions: number; clicks: number };
};

/** A report covers at most this many months (three years). */
export const MAX_REPORT_MONTHS = 36;

/** 'YYYY-MM' */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `n` months after 'YYYY-MM' (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

const counts = new Intl.NumberFormat('en');
/** '12,345': a count as staff read it (not toLocaleString, which the date-style check keeps for dates). */
export const formatCount = (n: number): string => counts.format(n);
