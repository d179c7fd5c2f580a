// Every public tour with the money raised for it and its supporters as the public may see them: the public read
// TOUR_PAGES_READ (shared/tour-page.ts, entities/public-reads.ts). The sum is of the contributions' amounts, never a
// typed figure, with what families paid of the tour's charges (a deposit) added; a supporter is named only when they chose it, their amount shown only when they chose it. The sealed
// name is opened only for those who chose to be named, so no other supporter's name is ever in memory here, let alone
// in the response cache.
import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PublicRows } from '../../shared/entities';
import { allocations, charges, sponsors, tourContributions } from '../../shared/schema';
import type { TourWithMoney } from '../../shared/tour-page';
import type { ContributionPrivate, TourSupporter } from '../../shared/tours';
import type { Db } from '../db/client';
import type { Sealer } from '../sealing/sealed';

const ANONYMOUS = 'Anonymous';
/** A supporter whose name cannot be opened is thanked as 'Anonymous': the public page never needs the data key. */
const UNNAMED: ContributionPrivate = { supporterName: '', reference: null };

type Contribution = typeof tourContributions.$inferSelect;

/** A contribution as the page shows it: a Sponsor's by the sponsor's name, anyone's by their own, if they chose. */
function supporterOf(row: Contribution, sponsorNames: Map<string, string>, sealer: Sealer): TourSupporter {
  const sponsorName = row.sponsorId ? sponsorNames.get(row.sponsorId) : undefined;
  const name = !row.showName
    ? ANONYMOUS
    : (sponsorName ??
        sealer
          .openOr<ContributionPrivate>(row.private, { table: 'tour_contributions', id: row.id }, UNNAMED)
          .supporterName.trim()) ||
      ANONYMOUS;
  return { name, amountToea: row.showAmount ? row.amountToea : null };
}

/**
 * What is allocated to each tour's charges, in toea, by tour id: families' payments towards a tour count in what it
 * raised. Never who paid: the sum only.
 */
export async function paidToTours(db: Db, tourIds?: string[]): Promise<Map<string, number>> {
  if (tourIds?.length === 0) return new Map();
  const rows = await db
    .select({ tourId: charges.tourId, paid: sql<string>`sum(${allocations.amountToea})` })
    .from(allocations)
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(tourIds ? inArray(charges.tourId, tourIds) : isNotNull(charges.tourId))
    .groupBy(charges.tourId);
  return new Map(rows.map((row) => [row.tourId!, Number(row.paid)]));
}

/** `tours`: the public tours, as their public list answers them, in its order. */
export async function readTourPages(db: Db, tours: PublicRows['tours'][], sealer: Sealer): Promise<TourWithMoney[]> {
  // Newest first: the day it was given, then the latest recorded.
  const contributions = await db
    .select()
    .from(tourContributions)
    .orderBy(desc(tourContributions.receivedOn), desc(tourContributions.createdAt));
  const sponsorIds = [...new Set(contributions.flatMap((c) => (c.sponsorId && c.showName ? [c.sponsorId] : [])))];
  const sponsorNames = new Map(
    sponsorIds.length === 0
      ? []
      : (
          await db
            .select({ id: sponsors.id, name: sponsors.name })
            .from(sponsors)
            .where(inArray(sponsors.id, sponsorIds))
        ).map((s) => [s.id, s.name]),
  );
  const paid = await paidToTours(db);
  return tours.map((tour) => {
    const own = contributions.filter((c) => c.tourId === tour.id);
    return {
      ...tour,
      raisedToea: own.reduce((sum, c) => sum + c.amountToea, 0) + (paid.get(tour.id) ?? 0),
      supporters: own.map((c) => supporterOf(c, sponsorNames, sealer)),
    };
  });
}
