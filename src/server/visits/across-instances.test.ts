// Two instances on one PostgreSQL database each count their own visitors in memory; their writes add up, even when
// they write the same counters at once.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../shared/schema';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { pageViews, sponsorCounts } from '../db/ops-schema';
import { createDiskStorage } from '../media/storage';
import { createTestApp, type TestApp, testClock, usingPostgres } from '../test-app';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Mobile Safari/537.36';
const SPONSOR = '3c9d2f4a-3333-4e5f-8a6b-000000000001';

describe.runIf(usingPostgres())('visit counts across instances on PostgreSQL', () => {
  const clock = testClock('2026-05-02T12:00:00+10:00');
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance; // the second instance, on the same clock
  beforeAll(async () => {
    a = await createTestApp({}, { now: clock.now });
    await a.database.db.insert(sponsors).values({
      id: SPONSOR,
      name: 'Coastal Bank',
      description: 'Partner',
      logoUrl: '/images/sponsor-placeholder.svg',
      websiteUrl: 'https://bank.example',
      order: 1,
    });
    bDatabase = await openDatabase({ kind: 'postgres', url: a.database.connectionUrl! });
    const storage = createDiskStorage(join(a.dataDir, 'uploads'));
    b = await buildApp({ env: a.env, database: bDatabase, storage, now: clock.now });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("adds up both instances' views, impressions and clicks", async () => {
    const visit = (app: FastifyInstance, url: string) => app.inject({ url, headers: { 'user-agent': PHONE } });
    for (let i = 0; i < 3; i++) await visit(a.app, '/sponsors');
    for (let i = 0; i < 2; i++) await visit(b, '/sponsors');
    await visit(a.app, `/go/sponsor/${SPONSOR}`);
    await visit(b, `/go/sponsor/${SPONSOR}`);
    await Promise.all([a.app.visits.flush(), b.visits.flush()]);
    // And again, after both have written once: the second writes add to the first.
    await visit(b, '/sponsors');
    await Promise.all([a.app.visits.flush(), b.visits.flush()]);
    expect(await a.database.db.select().from(pageViews)).toEqual([
      { day: '2026-05-02', path: '/sponsors', source: 'direct', views: 6 },
    ]);
    expect(await a.database.db.select().from(sponsorCounts)).toEqual([
      { day: '2026-05-02', sponsorId: SPONSOR, impressions: 6, clicks: 2 },
    ]);
  });
});
