// Builds the real app on a fresh, empty database for one test file: in-memory PGlite by default,
// a new PostgreSQL database on TEST_DATABASE_URL when TEST_DB=postgres.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createPostgresDatabase } from '../../tests/fixtures/postgres';
import type { Role } from '../shared/permissions';
import { staffTeams, users } from '../shared/schema';
import { buildApp } from './app';
import { createSession, SESSION_COOKIE, sessionLimits } from './auth/sessions';
import { reportContractProblem } from './contract-problems';
import { type Database, type DatabaseTimeouts, openDatabase } from './db/client';
import { type Env, parseEnv } from './env';
import type { RouteSummary } from './response-check';
import { databaseTimeouts, prepareDatabase, storageFor } from './start';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  env: Env;
  dataDir: string;
  /** Every route of the app, as registered. */
  routes: RouteSummary[];
  /**
   * A staff account signed in directly; answers the Cookie header to send. An Admin (as accounts from before roles
   * are) unless `access` gives its role and a Coach's teams.
   */
  signIn(username?: string, access?: { role: Role; teamIds?: string[] }): Promise<string>;
  close(): Promise<void>;
};

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

/** timeouts: a test app's DB_STATEMENT_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS, as the server passes them. */
export async function openTestDatabase(
  timeouts: DatabaseTimeouts = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!usingPostgres()) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return { database: await openDatabase({ kind: 'pglite', template }), drop: async () => {} };
  }
  const created = await createPostgresDatabase();
  return { database: await openDatabase({ kind: 'postgres', url: created.url, ...timeouts }), drop: created.drop };
}

/**
 * A clock a test moves, read by everything that reads the app's clock (app.now): sessions, limits, enquiries,
 * registrations, date checks, file names. `createTestApp({}, { now: clock.now })`, then `clock.advance(ms)` or
 * `clock.set('2027-03-10T00:00:00+10:00')`.
 */
export type TestClock = { now: () => Date; set(to: Date | string): void; advance(ms: number): void };

export function testClock(start: Date | string): TestClock {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    set: (to) => {
      time = new Date(to).getTime();
    },
    advance: (ms) => {
      time += ms;
    },
  };
}

export type TestAppOptions = {
  /** A clock the test moves (testClock(start).now), for answers that change with the time or the date. */
  now?: () => Date;
  /**
   * Receives every log line of `level` (`info` unless given) and above, as the server would write them (the log is
   * off otherwise).
   */
  log?: { write(line: string): void; level?: 'debug' | 'info' };
};

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-test-'));
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...overrides });
  const { database, drop } = await openTestDatabase(databaseTimeouts(env));
  await prepareDatabase(database);
  // Every answer in every API test is held to its route's declared response schema.
  const responseCheck = { report: reportContractProblem, routes: [] as RouteSummary[] };
  const logger = options.log ? { level: options.log.level ?? 'info', stream: options.log } : undefined;
  const storage = storageFor(env, database);
  const app = await buildApp({ env, database, storage, responseCheck, now: options.now, logger });
  let staffCount = 0;
  return {
    app,
    database,
    env,
    dataDir,
    routes: responseCheck.routes,
    async signIn(username = `staff${++staffCount}`, access) {
      // The same name signs in the same account again (names are unique without regard to capital letters).
      const [found] = await database.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      const [user] = found
        ? [found]
        : await database.db.insert(users).values({ username, password: 'not-a-real-hash' }).returning();
      if (access) {
        await database.db.update(users).set({ role: access.role }).where(sql`${users.id} = ${user!.id}`);
        await database.db.delete(staffTeams).where(sql`${staffTeams.userId} = ${user!.id}`);
        const teamIds = access.teamIds ?? [];
        if (teamIds.length)
          await database.db.insert(staffTeams).values(teamIds.map((teamId) => ({ userId: user!.id, teamId })));
      }
      const { token } = await createSession(database.db, user!.id, app.now(), sessionLimits(env));
      return `${SESSION_COOKIE}=${token}`;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app with a staff member signed in, for a test file's `beforeAll`: `({ t, cookie } = await signedInTestApp())`. */
export async function signedInTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ t: TestApp; cookie: string }> {
  const t = await createTestApp(overrides, options);
  return { t, cookie: await t.signIn() };
}

/**
 * PostgreSQL only: a second instance of `first`'s site, as on another machine: the same database, its own
 * DATA_DIR and connection pool, and the clock `options.now` when given (the first's test clock, say). Closing it
 * leaves the first (and the database) alone.
 */
export async function createSecondInstance(
  first: TestApp,
  overrides: Record<string, string> = {},
  options: Pick<TestAppOptions, 'now'> = {},
): Promise<{ app: FastifyInstance; database: Database; dataDir: string; close(): Promise<void> }> {
  if (!first.database.connectionUrl) throw new Error('A second instance needs PostgreSQL (TEST_DB=postgres)');
  const dataDir = await mkdtemp(join(tmpdir(), 'club-test-b-'));
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...overrides });
  const database = await openDatabase({
    kind: 'postgres',
    url: first.database.connectionUrl,
    ...databaseTimeouts(env),
  });
  const app = await buildApp({ env, database, storage: storageFor(env, database), now: options.now });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
