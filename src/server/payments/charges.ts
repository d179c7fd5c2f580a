// Charges as staff with 'money' make and read them: one for a player, one for each player of a team or of a tour's
// squad, corrected (never below what is paid of it), waived with a reason, and deleted to the trash while nothing is
// paid of it. Every write goes through the ledger (ledger.ts), which applies the family's credit to a new charge.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ChargeForStaff } from '../../shared/payment-forms';
import { chargeStatus } from '../../shared/payments';
import { allocations, charges, players, tours } from '../../shared/schema';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import { type Edit, nextVersion, refusal, versionedRow } from '../services/edit-version';
import { moveToTrash, restoreFromTrash, type TrashKind } from '../services/trash';
import { type ChargeInput, createCharge, paidByCharge } from './ledger';

export const chargeNotFound = () => notFound('Charge not found');
export const ALLOCATED = 'A payment is allocated to this charge';

/** What the trash calls a charge (ADR 031). */
export const CHARGE_TRASH: TrashKind = { entity: 'charges', table: charges, noun: 'charge' };

type ChargeRow = typeof charges.$inferSelect;

function forStaff(row: ChargeRow, playerName: string | null, paidToea: number): ChargeForStaff {
  const waived = row.waivedAt !== null;
  return {
    id: row.id,
    playerId: row.playerId,
    playerName,
    familyId: row.familyId,
    tourId: row.tourId,
    description: row.description,
    amountToea: row.amountToea,
    dueOn: row.dueOn,
    reference: row.reference,
    status: chargeStatus(row.amountToea, paidToea, waived),
    paidToea,
    // A waived charge owes nothing more.
    balanceToea: waived ? 0 : Math.max(row.amountToea - paidToea, 0),
    waivedAt: row.waivedAt?.toISOString() ?? null,
    waiveReason: row.waiveReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function chargesWhere(db: Db, where: SQL | undefined): Promise<ChargeForStaff[]> {
  const rows = await db
    .select({ row: charges, playerName: players.name })
    .from(charges)
    .leftJoin(players, eq(players.id, charges.playerId))
    .where(where)
    .orderBy(desc(charges.dueOn), desc(charges.createdAt));
  const paid = await paidByCharge(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, playerName }) => forStaff(row, playerName, paid.get(row.id) ?? 0));
}

export async function readCharge(db: Db, id: string): Promise<ChargeForStaff> {
  const [found] = await chargesWhere(db, eq(charges.id, id));
  if (!found) throw chargeNotFound();
  return found;
}

export type ChargeFilters = { status?: ChargeForStaff['status']; team?: string; player?: string };

/** Every charge the filters select, the latest due first. The status is worked out from the allocations. */
export async function listCharges(db: Db, filters: ChargeFilters): Promise<ChargeForStaff[]> {
  const where = and(
    filters.player ? eq(charges.playerId, filters.player) : undefined,
    filters.team
      ? inArray(charges.playerId, db.select({ id: players.id }).from(players).where(eq(players.teamId, filters.team)))
      : undefined,
    filters.status === 'waived' ? isNotNull(charges.waivedAt) : filters.status ? isNull(charges.waivedAt) : undefined,
  );
  const found = await chargesWhere(db, where);
  return filters.status ? found.filter((charge) => charge.status === filters.status) : found;
}

/** A charge for one player: 404 (as a 400 naming the field) when there is no such player. */
export async function chargePlayer(tx: Db, input: ChargeInput): Promise<ChargeForStaff> {
  const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, input.playerId));
  if (!player) throw new AppError(400, 'Invalid input', [{ path: 'playerId', message: 'No such player' }]);
  const charge = await createCharge(tx, input);
  return readCharge(tx, charge.id);
}

type Charged = Omit<ChargeInput, 'playerId' | 'tourId'>;

/** One charge per player of a team, or of a tour's squad (the tour's charges carry its id). Oldest players first. */
export async function chargeGroup(
  tx: Db,
  group: { teamId?: string; tourId?: string },
  charged: Charged,
): Promise<{ charges: ChargeForStaff[]; tourTitle: string | null; teamId: string | null }> {
  let playerIds: string[];
  if (group.tourId) {
    const [tour] = await tx
      .select({ title: tours.title, playerIds: tours.playerIds })
      .from(tours)
      .where(eq(tours.id, group.tourId));
    if (!tour) throw new AppError(400, 'Invalid input', [{ path: 'tourId', message: 'No such tour' }]);
    // The squad names profiles by id; a profile deleted since is left out.
    const found = tour.playerIds.length
      ? await tx.select({ id: players.id }).from(players).where(inArray(players.id, tour.playerIds))
      : [];
    const known = new Set(found.map((player) => player.id));
    playerIds = tour.playerIds.filter((id) => known.has(id));
    const made = [];
    for (const playerId of playerIds) {
      made.push((await createCharge(tx, { ...charged, playerId, tourId: group.tourId })).id);
    }
    return { charges: await chargesIn(tx, made), tourTitle: tour.title, teamId: null };
  }
  const teamPlayers = await tx
    .select({ id: players.id })
    .from(players)
    .where(eq(players.teamId, group.teamId!))
    .orderBy(asc(players.name));
  if (teamPlayers.length === 0) {
    throw new AppError(400, 'Invalid input', [{ path: 'teamId', message: 'This team has no players to charge' }]);
  }
  const made = [];
  for (const player of teamPlayers) made.push((await createCharge(tx, { ...charged, playerId: player.id })).id);
  return { charges: await chargesIn(tx, made), tourTitle: null, teamId: group.teamId! };
}

async function chargesIn(db: Db, ids: string[]): Promise<ChargeForStaff[]> {
  if (ids.length === 0) return [];
  const found = await chargesWhere(db, inArray(charges.id, ids));
  return ids.map((id) => found.find((charge) => charge.id === id)!);
}

/** Corrects what a charge is for, its amount and its due day; the amount never goes below what is paid of it. */
export async function updateCharge(tx: Db, id: string, values: Charged, edit: Edit): Promise<ChargeForStaff> {
  const [locked] = await tx.select().from(charges).where(eq(charges.id, id)).for('update');
  if (!locked) throw chargeNotFound();
  const paid = (await paidByCharge(tx, [id])).get(id) ?? 0;
  if (values.amountToea < paid) {
    throw new AppError(400, 'Invalid input', [
      { path: 'amountKina', message: `K${(paid / 100).toFixed(2)} is paid of this charge: the amount cannot be less` },
    ]);
  }
  const written = await tx
    .update(charges)
    .set({ ...values, updatedAt: nextVersion(charges, edit.now) })
    .where(versionedRow(charges, id, edit.version))
    .returning({ id: charges.id });
  if (written.length === 0) throw await refusal(tx, charges, id, edit, chargeNotFound);
  return readCharge(tx, id);
}

/** Waives what is left of a charge, with the reason (read by 'money' only). */
export async function waiveCharge(tx: Db, id: string, reason: string, now: Date): Promise<ChargeForStaff> {
  const written = await tx
    .update(charges)
    .set({ waivedAt: now, waiveReason: reason, updatedAt: nextVersion(charges, now) })
    .where(eq(charges.id, id))
    .returning({ id: charges.id });
  if (written.length === 0) throw chargeNotFound();
  return readCharge(tx, id);
}

/** Moves a charge nothing is paid of to the trash (409 once a payment is allocated to it). */
export async function deleteCharge(tx: Db, id: string, deletedBy: number | null): Promise<ChargeForStaff> {
  const charge = await readCharge(tx, id);
  // Locked with the charge: a payment allocated at the same moment waits, then finds it gone.
  await tx.select({ id: charges.id }).from(charges).where(eq(charges.id, id)).for('update');
  const [allocated] = await tx
    .select({ chargeId: allocations.chargeId })
    .from(allocations)
    .where(eq(allocations.chargeId, id))
    .limit(1);
  if (allocated) throw new AppError(409, ALLOCATED);
  if (!(await moveToTrash(tx, CHARGE_TRASH, id, deletedBy))) throw chargeNotFound();
  return charge;
}

export async function restoreCharge(tx: Db, id: string): Promise<ChargeForStaff> {
  await restoreFromTrash(tx, CHARGE_TRASH, id);
  return readCharge(tx, id);
}
