// PostgreSQL faults end in a clear answer: backends killed under load, a database refusing connections, a table
// locked by someone else. Only this test file's own database is touched: its backends, its ALLOW_CONNECTIONS.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { contactInquiries } from '../../shared/schema';
import { signedInTestApp, type TestApp, usingPostgres } from '../test-app';

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };

/** A plain connection to the test's database, outside the app's pool. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a session of ours ended by the server is not a test failure
  await client.connect();
  return client;
}

/** Every answer is a success or a 503 that says when to come back; never a 500, never another error. */
function expectSuccessOr503(answers: Answer[]) {
  for (const answer of answers) {
    if (answer.statusCode < 300) continue;
    expect(answer.statusCode, JSON.stringify(answer.json())).toBe(503);
    expect(answer.json()).toEqual({ message: 'Database unavailable' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }
}

/** Polls fn until it answers 2xx, for at most `ms`: the site is back once the database is. */
async function recoversWithin(ms: number, fn: () => Promise<Answer>): Promise<Answer> {
  const until = Date.now() + ms;
  let last = await fn();
  while (last.statusCode >= 300 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    last = await fn();
  }
  return last;
}

describe.runIf(usingPostgres())('database faults on PostgreSQL', () => {
  let t: TestApp;
  let cookie: string;
  let admin: pg.Client;
  let dbName: string;
  let sender = 0;

  // Enquiries are limited per address; every write comes from its own.
  const write = (n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: `10.9.${Math.floor(++sender / 250)}.${sender % 250}`,
      payload: {
        firstName: `Fault${n}`,
        lastName: 'Test',
        email: `f${n}@example.com`,
        message: 'A probe enquiry during a fault.',
      },
    });
  const read = () => t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } });
  const ready = () => t.app.inject({ url: '/readyz' });
  /** Ends every session on the test's database but the admin's own. */
  const terminate = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );

  beforeAll(async () => {
    ({ t, cookie } = await signedInTestApp());
    const url = t.database.connectionUrl!;
    dbName = new URL(url).pathname.slice(1);
    // Connected to the server's default database, so ending the test database's sessions spares it.
    admin = await connect(process.env.TEST_DATABASE_URL!);
  });
  afterEach(() => admin.query(`alter database ${dbName} allow_connections true`));
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  it('answers only 2xx or 503 while backends are killed under load, recovers, and loses no acknowledged write', async () => {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let killed = 0;
    let n = 0;
    for (let round = 0; round < 8; round++) {
      const batch = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? write(++n) : read()));
      const kill = terminate().then((r) => (killed += r.rowCount ?? 0));
      const results = await Promise.all(batch);
      await kill;
      answers.push(...results);
      for (const res of results) {
        if (res.statusCode === 201) acknowledged.push(String((res.json() as { id: unknown }).id));
      }
    }
    expect(killed).toBeGreaterThan(0);
    expectSuccessOr503(answers);
    expect((await recoversWithin(2_000, () => write(++n))).statusCode).toBe(201);
    expect((await recoversWithin(2_000, read)).statusCode).toBe(200);
    const stored = new Set((await t.database.db.select().from(contactInquiries)).map((row) => String(row.id)));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
  });

  it('survives a connection ended while a request holds it between two statements', async () => {
    // A client checked out of the pool has no error listener of the pool's: without one of ours, the server's
    // 'terminating connection' message arrived as an uncaught exception and ended the process.
    const held = t.database.withLock(7_999_001, async (db) => {
      await db.execute(sql`select 1`);
      await terminate();
      await new Promise((r) => setTimeout(r, 200)); // the termination arrives while no statement runs
      return db.execute(sql`select 1`);
    });
    await expect(held).rejects.toThrow();
    expect((await recoversWithin(2_000, read)).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database refuses connections, and recovers once it accepts them', async () => {
    await admin.query(`alter database ${dbName} allow_connections false`);
    await terminate();
    const refused = [await write(1), await read(), await ready(), await write(2)];
    for (const res of refused) expect(res.statusCode).toBe(503);
    expectSuccessOr503(refused);

    await admin.query(`alter database ${dbName} allow_connections true`);
    expect((await recoversWithin(2_000, ready)).statusCode).toBe(200);
    expect((await recoversWithin(2_000, () => write(3))).statusCode).toBe(201);
  });
});

describe.runIf(usingPostgres())('a table locked by another session', () => {
  let t: TestApp;
  let cookie: string;
  let locker: pg.Client;

  beforeAll(async () => {
    // A short statement timeout: a query waiting on the lock is cancelled after it.
    ({ t, cookie } = await signedInTestApp({ DB_STATEMENT_TIMEOUT_MS: '500' }));
    locker = await connect(t.database.connectionUrl!);
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
  });

  it('answers 503 to what needs the locked table, while other tables keep answering', async () => {
    await locker.query('begin');
    await locker.query('lock table teams in access exclusive mode');
    try {
      // The lock is held until after these answers: that they come at all is the statement timeout at work.
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/admin/teams',
        headers: { cookie },
        payload: JSON_ENTITIES.teams.body,
      });
      t.app.responseCache.clear(); // the public list is read from the database, not from memory
      const list = await t.app.inject({ url: '/api/teams' });
      expect(add.statusCode).toBe(503);
      expect(list.statusCode).toBe(503);
      expectSuccessOr503([add, list]);
      expect((await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/news' })).statusCode).toBe(200);
    } finally {
      await locker.query('rollback');
    }
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie },
      payload: JSON_ENTITIES.teams.body,
    });
    expect(after.statusCode).toBe(201);
  });
});

describe.runIf(usingPostgres())('a connection pool used up by requests waiting on a lock', () => {
  let t: TestApp;
  let cookie: string;
  let locker: pg.Client;

  beforeAll(async () => {
    // Statements may wait 4 s; a request finding no free connection gives up after 1 s.
    ({ t, cookie } = await signedInTestApp({ DB_STATEMENT_TIMEOUT_MS: '4000', DB_CONNECT_TIMEOUT_MS: '1000' }));
    locker = await connect(t.database.connectionUrl!);
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
  });

  it('answers 503 to requests that find no free connection, /readyz included', async () => {
    // Ten connections opened beforehand: opening them under the test would race the connection timeout.
    await Promise.all(Array.from({ length: 10 }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)));
    await locker.query('begin');
    await locker.query('lock table teams in access exclusive mode');
    try {
      // Ten writes take the pool's ten connections and wait on the lock; what comes next finds none free.
      const add = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/teams',
          headers: { cookie },
          payload: JSON_ENTITIES.teams.body,
        });
      const waiting = Array.from({ length: 10 }, add);
      // Until all ten are seen waiting on the lock (each holds a connection while it waits).
      const waitingOnLock = async () =>
        Number(
          (
            await locker.query(
              "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows[0].count,
        );
      let seen = 0;
      for (let i = 0; i < 100 && seen < 10; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await waitingOnLock();
      }
      expect(seen).toBe(10);
      // select 1 needs no lock: its 503 can only be the pool's connection timeout.
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expectSuccessOr503([ready, ...(await Promise.all(waiting))]);
    } finally {
      await locker.query('rollback');
    }
    expect((await recoversWithin(2_000, () => t.app.inject({ url: '/readyz' }))).statusCode).toBe(200);
  });
});
