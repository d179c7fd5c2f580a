// Whether each player's season fee is paid, for their Coach's players list: the status of the player's charge for
// the current season's fee ('2027 season fee'), else of their newest charge ending in 'season fee'. Only the status:
// never an amount, a reference or who paid.
import { and, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import { type ChargeStatus, chargeStatus, SEASON_FEE_ENDING, seasonFeeDescription } from '../../shared/payments';
import { charges } from '../../shared/schema';
import type { Db } from '../db/client';
import { paidByCharge } from './ledger';

/** Each player's season fee status, by player id; a player without a season fee charge is left out. */
export async function seasonFeeStatuses(db: Db, playerIds: string[], year: number): Promise<Map<string, ChargeStatus>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(charges)
    .where(
      and(
        inArray(charges.playerId, playerIds),
        isNotNull(charges.playerId),
        sql`lower(${charges.description}) like ${`%${SEASON_FEE_ENDING}`}`,
      ),
    )
    .orderBy(desc(charges.createdAt));
  const current = seasonFeeDescription(year);
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const playerId = row.playerId!;
    const seen = chosen.get(playerId);
    // Newest first: the first one stays unless a later one is this season's.
    if (!seen || (seen.description.toLowerCase() !== current && row.description.toLowerCase() === current)) {
      chosen.set(playerId, row);
    }
  }
  const paid = await paidByCharge(
    db,
    [...chosen.values()].map((row) => row.id),
  );
  return new Map(
    [...chosen].map(([playerId, row]) => [
      playerId,
      chargeStatus(row.amountToea, paid.get(row.id) ?? 0, row.waivedAt !== null),
    ]),
  );
}
