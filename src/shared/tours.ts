// International tours and the money raised for them: the stages a tour goes through, how a contribution
// was paid, and how kina are written. Shared by the server, the public pages and the portal; imports no table.

export const TOUR_STATUSES = ['planned', 'fundraising', 'on-tour', 'completed'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  planned: 'Planned',
  fundraising: 'Fundraising',
  'on-tour': 'On tour',
  completed: 'Completed',
};

export const CONTRIBUTION_METHODS = ['cash', 'bank-transfer', 'mobile-money', 'sponsor'] as const;
export type ContributionMethod = (typeof CONTRIBUTION_METHODS)[number];
export const CONTRIBUTION_METHOD_LABELS: Record<ContributionMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  'mobile-money': 'Mobile money',
  sponsor: 'Sponsor',
};

/** One day of a tour's itinerary: its date (YYYY-MM-DD) and a line of what happens. */
export type TourDay = { date: string; text: string };

/** The most a tour's target or one contribution may be, in kina: far above any tour, well inside an integer. */
export const MAX_KINA = 10_000_000;
/** Amounts are kept in toea (1 kina = 100 toea), so sums are exact. */
export const TOEA_PER_KINA = 100;

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const WITH_TOEA = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 'PGK 18,450 raised of PGK 60,000': what was raised against the tour's target, or 'PGK 18,450 raised' for a tour
 * without one.
 */
export function raisedOfText(raisedToea: number, targetKina: number): string {
  const raised = `${formatKina(raisedToea)} raised`;
  return targetKina > 0 ? `${raised} of ${formatKina(targetKina * TOEA_PER_KINA)}` : raised;
}

/** 'PGK 18,450', or 'PGK 18,450.50' when there are toea. */
export function formatKina(toea: number): string {
  const kina = toea / TOEA_PER_KINA;
  return `PGK ${(Number.isInteger(kina) ? WHOLE : WITH_TOEA).format(kina)}`;
}

/**
 * What a contribution's sealed `private` column holds (JSON, sealed with the app's sealer as a registration's
 * contacts are): personal data, never in a public answer, a log or the response cache.
 */
export type ContributionPrivate = { supporterName: string; reference: string | null };

/** A supporter as a tour's public page shows them: 'Anonymous' unless they chose to be named; the amount if chosen. */
export type TourSupporter = { name: string; amountToea: number | null };
