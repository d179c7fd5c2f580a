// Two instances on one PostgreSQL database: a staff write on one clears the other's cache through NOTIFY.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { teams } from '../../shared/schema';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createDiskStorage } from '../media/storage';
import { createTestApp, type TestApp, usingPostgres } from '../test-app';

describe.runIf(usingPostgres())('the cache across instances on PostgreSQL', () => {
  let a: TestApp; // instance A, where staff write
  let bDatabase: Database;
  let b: FastifyInstance; // instance B, whose visitors must see A's writes
  let cookie: string;
  beforeAll(async () => {
    a = await createTestApp();
    cookie = await a.signIn();
    bDatabase = await openDatabase({ kind: 'postgres', url: a.database.connectionUrl! });
    b = await buildApp({ env: a.env, database: bDatabase, storage: createDiskStorage(join(a.dataDir, 'uploads')) });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const onB = async (url: string) => (await b.inject({ url })).body;
  const createTeam = async (name: string) => {
    const payload = { ...JSON_ENTITIES.teams.body, name };
    const res = await a.app.inject({ method: 'POST', url: '/api/admin/teams', headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** Polls B until every URL shows text, for at most a second. */
  async function expectOnBWithinASecond(urls: string[], text: string) {
    const deadline = Date.now() + 1000;
    for (;;) {
      const pages = await Promise.all(urls.map(onB));
      if (pages.every((page) => page.includes(text))) return;
      if (Date.now() > deadline) throw new Error(`B did not show "${text}" within 1 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const listeners = async () => {
    const result = (await a.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where application_name = 'club-cache-listener' and datname = current_database() and query like 'LISTEN%'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  /** Resolves once B next clears its cache: how B hears a write on A. */
  const nextClearOnB = () =>
    new Promise<void>((resolve) => {
      let heard = false;
      b.responseCache.onClear(() => {
        if (!heard) resolve();
        heard = true;
      });
    });
  /** Changes a team behind the API: no instance is told. */
  const renameTeamsDirectly = (name: string) => a.database.db.update(teams).set({ name });

  it("shows A's write on B within a second, though B had the page and list cached", async () => {
    const heard = nextClearOnB();
    await createTeam('Hornets U16');
    await expectOnBWithinASecond(['/', '/api/teams'], 'Hornets U16');
    // B may have read the new team before A's notification arrived (which then clears it): wait for that clear.
    await heard;
    await Promise.all(['/', '/api/teams'].map(onB));
    // B now serves from memory: a change behind the API does not show there.
    await renameTeamsDirectly('Eagles U16');
    expect(await onB('/api/teams')).toContain('Hornets U16');
    expect(b.responseCache.size).toBeGreaterThan(0);
    await createTeam('Sharks U14');
    await expectOnBWithinASecond(['/', '/api/teams'], 'Sharks U14');
    expect(await onB('/api/teams')).toContain('Eagles U16');
  });

  it("reads again on B only the lists A's write may change (ADR 036)", async () => {
    const heard = nextClearOnB();
    await createTeam('Herons U14');
    await expectOnBWithinASecond(['/', '/api/teams'], 'Herons U14');
    await heard;
    await Promise.all(['/', '/api/teams'].map(onB));
    await renameTeamsDirectly('Storks U14');
    const payload = { ...JSON_ENTITIES.news.body, title: 'Scoped across instances' };
    const res = await a.app.inject({ method: 'POST', url: '/api/admin/news', headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(201);
    await expectOnBWithinASecond(['/'], 'Scoped across instances');
    // A news write: B's teams are still those it read.
    expect(await onB('/')).not.toContain('Storks U14');
    expect(await onB('/api/teams')).not.toContain('Storks U14');
    await createTeam('Cranes U10');
    await expectOnBWithinASecond(['/', '/api/teams'], 'Storks U14');
  });

  it('serves nothing from memory while its listener is down, and listens and caches again after reconnecting', async () => {
    await onB('/api/teams');
    expect(await listeners()).toBe(2);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'club-cache-listener' and datname = current_database()`,
    );
    // Whatever B held may now be stale, since writes are no longer heard.
    await renameTeamsDirectly('Lions U18');
    await expectOnBWithinASecond(['/api/teams'], 'Lions U18');
    // Reconnects with back-off, then caches again and hears writes again.
    await expect.poll(listeners, { timeout: 5000 }).toBe(2);
    await expect
      .poll(async () => {
        await onB('/api/teams');
        return b.responseCache.size;
      })
      .toBeGreaterThan(0);
    await renameTeamsDirectly('Owls U18');
    expect(await onB('/api/teams')).not.toContain('Owls U18');
    await createTeam('Falcons U12');
    await expectOnBWithinASecond(['/api/teams'], 'Falcons U12');
  });

  it('closes its listening connection with the app', async () => {
    await b.close();
    await expect.poll(listeners).toBe(1);
  });
});
