// The Treasurer's money reports (GET /api/admin/payments/reports/…, each also as a CSV file): payments received by
// month and method over club days, what is left to pay by team and by charge, and the families holding a credit.
// Amounts are whole toea; waived charges are owed by nobody and left out.
import type { PaymentMethod } from './payments';

/** Where a charge's player is in no team (or the player's profile is gone). */
export const NO_TEAM_LABEL = 'No team';

/** Payments received from club day `from` to `to` (both 'YYYY-MM-DD', included). */
export type PaymentsReceivedReport = {
  from: string;
  to: string;
  /** One row per month ('YYYY-MM') and method, oldest first. */
  rows: { month: string; method: PaymentMethod; payments: number; amountToea: number }[];
  byMethod: { method: PaymentMethod; amountToea: number }[];
  totalToea: number;
};

/** What is left to pay today on charges not waived. */
export type OutstandingReport = {
  byTeam: { teamId: string | null; teamName: string; charges: number; leftToea: number }[];
  byDescription: { description: string; charges: number; leftToea: number }[];
  totalToea: number;
};

/** The families whose payments brought more than their charges: their credit pays their next charges. */
export type CreditsReport = {
  families: { familyId: string; guardianName: string; creditToea: number }[];
  totalToea: number;
};
