// What the portal's Payments section reads from /api/admin/charges and /api/admin/payments, and what it sends: the
// server's answers and the client's calls share these shapes. Amounts read are whole toea; amounts sent are the
// kina as typed ('150.00'), read on the server as the contribution form's are (kinaToToea).
import type { ChargeForStaff, PaymentForStaff } from './payment-forms';
import type { ChargeStatus, PaymentMethod, StatementLineStatus } from './payments';

/** The charges and payments as the server answers them (payment-forms.ts, beside the schemas they are checked by). */
export type { ChargeForStaff, PaymentForStaff };

/** POST /api/admin/charges; PUT /api/admin/charges/{id} without `playerId`. */
export type ChargeBody = { playerId: string; description: string; amountKina: string; dueOn: string };
export type ChargeChange = Omit<ChargeBody, 'playerId'>;
/** POST /api/admin/charges/bulk: one charge for each player of a team, or of a tour's squad. */
export type BulkChargeBody = ({ teamId: string } | { tourId: string }) & ChargeChange;
/** PUT /api/admin/charges/{id}: the change, with the updatedAt it was read at (a stale one is refused). */
export type ChargeUpdate = ChargeChange & { updatedAt: string };
export type WaiveBody = { reason: string };

export type PaymentAllocation = { chargeId: string; reference: string; description: string; amountToea: number };

/** POST /api/admin/payments; PUT /api/admin/payments/{id} adds `reason`. */
export type PaymentBody = {
  amountKina: string;
  receivedOn: string;
  method: PaymentMethod;
  payerName: string;
  reference: string;
  allocations: { chargeId: string; amountKina: string }[];
};
export type PaymentChange = PaymentBody & { reason: string };

export type StatementLine = {
  id: string;
  /** 'YYYY-MM-DD' */
  date: string;
  description: string;
  amountToea: number;
  reference: string | null;
  chargeId: string | null;
  status: StatementLineStatus;
  /** The payment confirming the line recorded; null until then. */
  paymentId: string | null;
};

/** POST /api/admin/payments/import (multipart, field `file`); after confirm, with `recorded`. */
export type StatementImport = { id: string; lines: StatementLine[]; recorded?: number };

/**
 * PUT /api/admin/payments/import/{id}/lines/{lineId}: a charge chosen for the line, or not the club's money; the
 * answer is the whole statement again.
 */
export type StatementLineDecision = { chargeId: string } | { notForClub: true };

/**
 * GET /api/admin/payments/reports/received (by month and method), /outstanding (by team and by charge) and /credits:
 * named tables of rows, amounts in toea in fields ending 'Toea', and totals. The portal shows each table as it comes.
 */
export type ReportCell = string | number | null;
export type MoneyReport = Record<string, Record<string, ReportCell>[] | ReportCell>;

/** What GET /api/admin/players adds to a player for those who may see money: the season fee's state, if charged. */
export type PlayerSeasonFee = { seasonFee?: ChargeStatus | null };
