// The counters in the database: each instance adds what it counted (ON CONFLICT ... + excluded, so
// several instances add up), and the portal reads totals per day, page, source and sponsor month.

import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '../../shared/club-time';
import { addMonths, monthsBetween, THIS_SITE_SOURCE, type VisitorsReport } from '../../shared/visits';
import type { Db } from '../db/client';
import { pageViews, sponsorCounts } from '../db/ops-schema';
import type { TakenCounts } from './visit-counter';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

const inBatches = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/** Adds the counts to the stored ones, all or nothing: a failed write is retried whole, never counted twice. */
export async function addCounts(db: Db, counts: TakenCounts): Promise<void> {
  if (counts.pages.length === 0 && counts.sponsors.length === 0) return;
  await db.transaction(async (tx) => {
    for (const rows of inBatches(counts.pages)) {
      await tx
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.source],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    }
    for (const rows of inBatches(counts.sponsors)) {
      await tx
        .insert(sponsorCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [sponsorCounts.day, sponsorCounts.sponsorId],
          set: {
            impressions: sql`${sponsorCounts.impressions} + excluded.impressions`,
            clicks: sql`${sponsorCounts.clicks} + excluded.clicks`,
          },
        });
    }
  });
}

/** Pages and sources listed at most. */
const TOP = 20;

/** Views of the `days` club days up to and including `today`. */
export async function readVisitors(db: Db, today: string, days: number): Promise<VisitorsReport> {
  const from = addDays(today, 1 - days);
  const inPeriod = and(gte(pageViews.day, from), lt(pageViews.day, addDays(today, 1)));
  const views = sql<number>`sum(${pageViews.views})::int`;
  const [perDay, pages, sources] = await Promise.all([
    db.select({ day: pageViews.day, views }).from(pageViews).where(inPeriod).groupBy(pageViews.day),
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(inPeriod)
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(TOP),
    db
      .select({ source: pageViews.source, views })
      .from(pageViews)
      .where(inPeriod)
      .groupBy(pageViews.source)
      .orderBy(desc(views), pageViews.source),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row.views]));
  const dayList = Array.from({ length: days }, (_, i) => addDays(from, i)).map((day) => ({
    day,
    views: byDay.get(day) ?? 0,
  }));
  const within = sources.find((row) => row.source === THIS_SITE_SOURCE)?.views ?? 0;
  return {
    days: dayList,
    pages,
    sources: sources.filter((row) => row.source !== THIS_SITE_SOURCE).slice(0, TOP),
    withinSite: within,
    total: dayList.reduce((sum, row) => sum + row.views, 0),
  };
}

/** A sponsor's impressions and clicks for every month from `from` to `to` ('YYYY-MM', both included). */
export async function readSponsorMonths(db: Db, sponsorId: string, from: string, to: string) {
  const month = sql<string>`to_char(${sponsorCounts.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      impressions: sql<number>`sum(${sponsorCounts.impressions})::int`,
      clicks: sql<number>`sum(${sponsorCounts.clicks})::int`,
    })
    .from(sponsorCounts)
    .where(
      and(
        eq(sponsorCounts.sponsorId, sponsorId),
        gte(sponsorCounts.day, `${from}-01`),
        lt(sponsorCounts.day, `${addMonths(to, 1)}-01`),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = monthsBetween(from, to).map((m) => ({
    month: m,
    impressions: byMonth.get(m)?.impressions ?? 0,
    clicks: byMonth.get(m)?.clicks ?? 0,
  }));
  const totals = months.reduce(
    (sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }),
    { impressions: 0, clicks: 0 },
  );
  return { months, totals };
}
