// The money reports for Admins and the Treasurer (src/shared/payment-reports.ts): payments received by month and
// method, what is left to pay by team and by charge, and each family's credit with the guardian's name. Added up
// in toea; the guardians' names are opened here and never logged.
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  type CreditsReport,
  NO_TEAM_LABEL,
  type OutstandingReport,
  type PaymentsReceivedReport,
} from '../../shared/payment-reports';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/payments';
import { charges, families, payments, players, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { contactsOf } from '../families/family';
import type { Sealer } from '../sealing/sealed';
import { notWaived, paidByCharge } from './ledger';

/** The first and last club day of the month `day` falls in. */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

export async function paymentsReceived(db: Db, from: string, to: string): Promise<PaymentsReceivedReport> {
  const month = sql<string>`to_char(${payments.receivedOn}, 'YYYY-MM')`;
  const found = await db
    .select({
      month,
      method: payments.method,
      payments: sql<string>`count(*)`,
      amountToea: sql<string>`sum(${payments.amountToea})`,
    })
    .from(payments)
    .where(and(gte(payments.receivedOn, from), lte(payments.receivedOn, to)))
    .groupBy(month, payments.method)
    .orderBy(month, payments.method);
  const rows = found.map((row) => ({
    month: row.month,
    method: row.method,
    payments: Number(row.payments),
    amountToea: Number(row.amountToea),
  }));
  const byMethod = PAYMENT_METHODS.map((method: PaymentMethod) => ({
    method,
    amountToea: rows.filter((row) => row.method === method).reduce((sum, row) => sum + row.amountToea, 0),
  }));
  return { from, to, rows, byMethod, totalToea: rows.reduce((sum, row) => sum + row.amountToea, 0) };
}

/** Adds a charge's balance to its group, made on first use. */
function addTo<K, G extends { charges: number; leftToea: number }>(
  groups: Map<K, G>,
  key: K,
  make: () => G,
  left: number,
) {
  const group = groups.get(key) ?? make();
  group.charges += 1;
  group.leftToea += left;
  groups.set(key, group);
}

/** The most left to pay first; then by name. */
const byLeft =
  <G extends { leftToea: number }>(name: (group: G) => string) =>
  (a: G, b: G) =>
    b.leftToea - a.leftToea || name(a).localeCompare(name(b));

export async function outstanding(db: Db): Promise<OutstandingReport> {
  const rows = await db
    .select({
      id: charges.id,
      description: charges.description,
      amountToea: charges.amountToea,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(charges)
    .leftJoin(players, eq(players.id, charges.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(notWaived);
  const paid = await paidByCharge(
    db,
    rows.map((row) => row.id),
  );
  type TeamGroup = OutstandingReport['byTeam'][number];
  type DescriptionGroup = OutstandingReport['byDescription'][number];
  const byTeam = new Map<string | null, TeamGroup>();
  const byDescription = new Map<string, DescriptionGroup>();
  let totalToea = 0;
  for (const row of rows) {
    const left = row.amountToea - (paid.get(row.id) ?? 0);
    if (left <= 0) continue;
    totalToea += left;
    const teamName = row.teamName ?? NO_TEAM_LABEL;
    addTo(byTeam, row.teamId, () => ({ teamId: row.teamId, teamName, charges: 0, leftToea: 0 }), left);
    addTo(byDescription, row.description, () => ({ description: row.description, charges: 0, leftToea: 0 }), left);
  }
  return {
    byTeam: [...byTeam.values()].sort(byLeft((group) => group.teamName)),
    byDescription: [...byDescription.values()].sort(byLeft((group) => group.description)),
    totalToea,
  };
}

export async function credits(db: Db, sealer: Sealer): Promise<CreditsReport> {
  const credit = sql<string>`sum(${payments.amountToea} - coalesce((select sum(a.amount_toea) from allocations a where a.payment_id = ${payments.id}), 0))`;
  const found = await db
    .select({ familyId: payments.familyId, credit })
    .from(payments)
    .where(isNotNull(payments.familyId))
    .groupBy(payments.familyId)
    .having(sql`${credit} > 0`)
    .orderBy(asc(payments.familyId));
  if (found.length === 0) return { families: [], totalToea: 0 };
  const rows = await db
    .select()
    .from(families)
    .where(
      inArray(
        families.id,
        found.map((row) => row.familyId!),
      ),
    );
  const list = found.flatMap((row) => {
    const family = rows.find((candidate) => candidate.id === row.familyId);
    if (!family) return [];
    return [
      { familyId: family.id, guardianName: contactsOf(sealer, family).guardianName, creditToea: Number(row.credit) },
    ];
  });
  list.sort((a, b) => a.guardianName.localeCompare(b.guardianName));
  return { families: list, totalToea: list.reduce((sum, row) => sum + row.creditToea, 0) };
}
