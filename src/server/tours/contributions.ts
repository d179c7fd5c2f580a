// Money given to a tour as staff record it. The supporter's name and the payment reference are sealed
// together (`private`, a ContributionPrivate, as a registration's contacts are); the amount, the day, the method and
// the choices stay plain, because the totals and the public page are made from them. A tour's total is always the
// sum of its rows, never a typed number.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ContributionForStaff, ContributionValues, TourContributions } from '../../shared/contribution-form';
import { SPONSOR_MESSAGE } from '../../shared/contribution-form';
import { sponsors, tourContributions, tours } from '../../shared/schema';
import type { ContributionPrivate } from '../../shared/tours';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import { type Sealer, UNREADABLE } from '../sealing/sealed';
import { type Edit, nextVersion, refusal, versionedRow } from '../services/edit-version';
import { paidToTours } from '../services/tour-pages';

export const tourNotFound = () => notFound('Tour not found');
export const contributionNotFound = () => notFound('Contribution not found');

/** The tour a contribution is recorded to: its title names it in the activity log. */
export async function tourOf(db: Db, tourId: string): Promise<{ id: string; title: string }> {
  const [tour] = await db.select({ id: tours.id, title: tours.title }).from(tours).where(eq(tours.id, tourId));
  if (!tour) throw tourNotFound();
  return tour;
}

type Row = typeof tourContributions.$inferSelect;

function opened(sealer: Sealer, row: Row, sponsorName: string | null): ContributionForStaff {
  const secret = sealer.openOr<ContributionPrivate>(
    row.private,
    { table: 'tour_contributions', id: row.id },
    {
      supporterName: UNREADABLE,
      reference: UNREADABLE,
    },
  );
  return {
    id: row.id,
    tourId: row.tourId,
    amountToea: row.amountToea,
    receivedOn: row.receivedOn,
    supporterName: secret.supporterName,
    reference: secret.reference,
    showName: row.showName,
    showAmount: row.showAmount,
    method: row.method,
    sponsorId: row.sponsorId,
    sponsorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The contributions `where` finds, each with its sponsor's name. */
const withSponsorNames = (db: Db, where: SQL | undefined) =>
  db
    .select({ row: tourContributions, sponsorName: sponsors.name })
    .from(tourContributions)
    .leftJoin(sponsors, eq(sponsors.id, tourContributions.sponsorId))
    .where(where);

/** Every contribution to the tour, newest first (by the day given, then by when it was recorded), and their sum. */
export async function listContributions(db: Db, sealer: Sealer, tourId: string): Promise<TourContributions> {
  await tourOf(db, tourId);
  const rows = await withSponsorNames(db, eq(tourContributions.tourId, tourId)).orderBy(
    desc(tourContributions.receivedOn),
    desc(tourContributions.createdAt),
  );
  const contributions = rows.map(({ row, sponsorName }) => opened(sealer, row, sponsorName));
  return {
    contributions,
    totals: {
      // Families' payments towards the tour's charges count too (their payers are not supporters to list here).
      raisedToea:
        contributions.reduce((sum, c) => sum + c.amountToea, 0) + ((await paidToTours(db, [tourId])).get(tourId) ?? 0),
      count: contributions.length,
    },
  };
}

/**
 * The columns a valid form writes: a named sponsor must exist (a Sponsor contribution without a typed name is
 * recorded under the sponsor's).
 */
async function columnsOf(db: Db, sealer: Sealer, values: ContributionValues) {
  let supporterName = values.supporterName;
  if (values.sponsorId) {
    const [sponsor] = await db.select({ name: sponsors.name }).from(sponsors).where(eq(sponsors.id, values.sponsorId));
    if (!sponsor) throw new AppError(400, 'Invalid input', [{ path: 'sponsorId', message: SPONSOR_MESSAGE }]);
    supporterName ??= sponsor.name;
  }
  const secret: ContributionPrivate = { supporterName: supporterName ?? '', reference: values.reference };
  return {
    amountToea: values.amount,
    receivedOn: values.receivedOn,
    private: sealer.seal(secret),
    showName: values.showName,
    showAmount: values.showAmount,
    method: values.method,
    sponsorId: values.sponsorId ?? null,
  };
}

async function readOne(db: Db, sealer: Sealer, tourId: string, id: string): Promise<ContributionForStaff> {
  const [found] = await withSponsorNames(db, and(eq(tourContributions.id, id), eq(tourContributions.tourId, tourId)));
  if (!found) throw contributionNotFound();
  return opened(sealer, found.row, found.sponsorName);
}

/** Records a contribution to `tourId`, a tour the caller has found (tourOf). */
export async function createContribution(
  db: Db,
  sealer: Sealer,
  tourId: string,
  values: ContributionValues,
  now: Date,
): Promise<ContributionForStaff> {
  const columns = await columnsOf(db, sealer, values);
  const [row] = await db
    .insert(tourContributions)
    .values({ ...columns, tourId, createdAt: now, updatedAt: now })
    .returning({ id: tourContributions.id });
  return readOne(db, sealer, tourId, row!.id);
}

/**
 * Writes the new values only while the row still has the version the form read (ADR 045): otherwise 409. `tourId`
 * is a tour the caller has found (tourOf).
 */
export async function updateContribution(
  db: Db,
  sealer: Sealer,
  tourId: string,
  id: string,
  values: ContributionValues,
  edit: Edit,
): Promise<ContributionForStaff> {
  await readOne(db, sealer, tourId, id);
  const columns = await columnsOf(db, sealer, values);
  const written = await db
    .update(tourContributions)
    .set({ ...columns, updatedAt: nextVersion(tourContributions, edit.now) })
    .where(and(versionedRow(tourContributions, id, edit.version), eq(tourContributions.tourId, tourId)))
    .returning({ id: tourContributions.id });
  if (written.length === 0) throw await refusal(db, tourContributions, id, edit, contributionNotFound);
  return readOne(db, sealer, tourId, id);
}

/** Deletes a contribution of `tourId`, a tour the caller has found (tourOf). */
export async function deleteContribution(db: Db, tourId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(tourContributions)
    .where(and(eq(tourContributions.id, id), eq(tourContributions.tourId, tourId)))
    .returning({ id: tourContributions.id });
  if (deleted.length === 0) throw contributionNotFound();
}
