// A database outage on PostgreSQL: pages already rendered keep being served (for at most STALE_IF_ERROR_MINUTES),
// writes, forms and /readyz answer 503, and once the database is back caching resumes within a second, with
// nothing another instance wrote meanwhile hidden.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { createSecondInstance, createTestApp, type TestApp, usingPostgres } from '../test-app';

describe.runIf(usingPostgres())('serving while the database cannot be reached', () => {
  const clock = { time: Date.now() };
  let t: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>; // another instance, writing once the database is back
  let cookie: string;
  let admin: pg.Client;
  let dbName: string;
  /** The server's log, from debug up: the cache listener says there each time it could not connect. */
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { now: () => new Date(clock.time), log: { level: 'debug', write: (line) => void lines.push(line) } },
    );
    cookie = await t.signIn();
    b = await createSecondInstance(t);
    dbName = new URL(t.database.connectionUrl!).pathname.slice(1);
    // Connected to the server's default database, so ending the test database's sessions spares it.
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterEach(() => admin.query(`alter database ${dbName} allow_connections true`));
  afterAll(async () => {
    await admin?.end();
    await b?.close();
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  const createTeam = (app: TestApp['app'], name: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/admin/teams', headers, payload: { ...JSON_ENTITIES.teams.body, name } });
  /** The database refuses every connection, and the ones open (the listener's included) are ended. */
  async function takeDatabaseDown() {
    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
    await expect.poll(() => t.app.responseCache.suspended).toBe(true);
  }

  it('serves the pages it had rendered, and answers 503 to the rest, to writes, forms and /readyz', async () => {
    expect((await createTeam(t.app, 'Hornets U16', { cookie })).statusCode).toBe(201);
    const before = { home: await get('/'), teams: await get('/api/teams') };
    expect(before.teams.statusCode).toBe(200);
    await takeDatabaseDown();

    for (const [url, res] of [
      ['/', before.home],
      ['/api/teams', before.teams],
    ] as const) {
      const during = await get(url);
      expect(during.statusCode).toBe(200);
      expect(during.rawPayload.equals(res.rawPayload)).toBe(true);
      expect(during.headers.etag).toBe(res.headers.etag);
    }
    const unavailable = { message: 'Database unavailable' };
    const neverRendered = await get('/news');
    expect(neverRendered.statusCode).toBe(503);
    const write = await createTeam(t.app, 'Eagles U18', { cookie });
    expect([write.statusCode, write.json()]).toEqual([503, unavailable]);
    const ready = await t.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, unavailable]);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', message: 'Could my son try out?' },
    });
    expect([form.statusCode, form.json()]).toEqual([503, unavailable]);

    // For at most STALE_IF_ERROR_MINUTES (60 by default).
    clock.time += 60 * 60_000;
    expect((await get('/')).statusCode).toBe(503);
    clock.time = Date.now();
  });

  it("caches again within a second of the database's return, showing what another instance wrote", async () => {
    await takeDatabaseDown();
    // Down until four attempts to reconnect have been refused: the wait between attempts has grown to its longest.
    const from = lines.length;
    const refused = () => lines.slice(from).filter((line) => line.includes('cache listener could not connect')).length;
    await expect.poll(refused, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(4);
    await admin.query(`alter database ${dbName} allow_connections true`);
    const back = Date.now();
    // Written at once, before this instance listens again: it does not hear it, and must not hide it.
    // Sessions live in the database: the same staff member on the other instance.
    expect((await createTeam(b.app, 'Sharks U14', { cookie })).statusCode).toBe(201);
    const teams = async () => (await t.app.inject({ url: '/api/teams' })).body;
    expect(await teams()).toContain('Sharks U14');
    await expect.poll(() => t.app.responseCache.suspended, { timeout: 1000, interval: 20 }).toBe(false);
    expect(Date.now() - back).toBeLessThan(1000);
    expect(await teams()).toContain('Sharks U14');
    expect(t.app.responseCache.size).toBeGreaterThan(0);
  });
});
