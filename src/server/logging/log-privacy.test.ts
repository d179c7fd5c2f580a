// What reaches the log when a request fails at the database: the error's code, the route and the request id,
// never what the request carried (an enquiry's fields, a username or password, a session token or its hash).
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { parseEnv } from '../env';
import { databaseTimeouts, prepareDatabase, storageFor } from '../start';
import { openTestDatabase } from '../test-app';

type LogLine = { level: number; msg?: string; reqId?: string; code?: string; route?: string };

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-log-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
  ({ database, drop } = await openTestDatabase(databaseTimeouts(env)));
  await prepareDatabase(database);
  // Every line pino writes, as the server would write it to stdout.
  const stream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({ env, database, storage: storageFor(env, database), logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The log written while fn ran. */
async function logDuring(fn: () => Promise<unknown>): Promise<{ text: string; entries: LogLine[] }> {
  const from = lines.length;
  await fn();
  const written = lines.slice(from);
  return { text: written.join(''), entries: written.map((line) => JSON.parse(line) as LogLine) };
}

/** A table renamed away for the length of fn: every query on it fails in the database (42P01). */
async function withoutTable<T>(table: string, fn: () => Promise<T>): Promise<T> {
  await database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await fn();
  } finally {
    await database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

/** One error line, under the id the request was logged with as it came in. */
function expectErrorLine(entries: LogLine[], route: string) {
  const incoming = entries.filter((entry) => entry.msg === 'incoming request');
  expect(incoming).toHaveLength(1);
  expect(incoming[0]!.reqId).toEqual(expect.any(String));
  const errors = entries.filter((entry) => entry.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ code: '42P01', route, reqId: incoming[0]!.reqId });
}

describe('the log of a request failing at the database', () => {
  it('holds the code, route and request id of a failed enquiry, and none of its fields', async () => {
    const enquiry = {
      firstName: 'Wanpis',
      lastName: 'Kaupa',
      email: 'wanpis.kaupa@example.org',
      phone: '7345 6789',
      message: 'Mi laik putim pikinini bilong mi long U12 team plis.',
    };
    const { text, entries } = await logDuring(() =>
      withoutTable('contact_inquiries', async () => {
        const res = await app.inject({ method: 'POST', url: '/api/contact', payload: enquiry });
        expect(res.statusCode).toBe(500);
      }),
    );
    expectErrorLine(entries, 'POST /api/contact');
    for (const value of Object.values(enquiry)) expect(text).not.toContain(value);
  });

  it('holds no username or password of a failed sign-in', async () => {
    const credentials = { username: 'mary-kila-coach', password: 'Tingim-Pasuwot-77' };
    const { text, entries } = await logDuring(() =>
      withoutTable('users', async () => {
        const res = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
        expect(res.statusCode).toBe(500);
      }),
    );
    expectErrorLine(entries, 'POST /api/login');
    expect(text).not.toContain(credentials.username);
    expect(text).not.toContain(credentials.password);
  });

  it('holds no session token, nor its hash, nor a query string', async () => {
    const token = 'c2Vzc2lvbi10b2tlbi10aGF0LW11c3Qtbm90LWxlYWs';
    const hash = createHash('sha256').update(token).digest('hex');
    const { text, entries } = await logDuring(() =>
      withoutTable('sessions', async () => {
        const res = await app.inject({
          url: '/api/admin/inquiries?setup=query-secret-code',
          headers: { cookie: `sid=${token}`, authorization: 'Bearer header-secret' },
        });
        expect(res.statusCode).toBe(500);
      }),
    );
    expectErrorLine(entries, 'GET /api/admin/inquiries');
    for (const secret of [token, hash, 'query-secret-code', 'header-secret']) expect(text).not.toContain(secret);
  });
});

describe("a family's link in the log", () => {
  it('shows /family/… and /api/family/… in place of the token, and keeps what follows it', async () => {
    const token = 'ZmFtaWx5LXRva2VuLXRoYXQtbXVzdC1ub3QtbGVhaw0';
    const receipt = `/family/${token}/receipts/0b5e7a52-5d3c-4c1e-9a57-6f0c1f2a9e11`;
    const urls = [`/family/${token}`, `/api/family/${token}`, `/api/family/${token}/availability`, receipt];
    const { text, entries } = await logDuring(async () => {
      for (const url of urls) await app.inject({ url, remoteAddress: '10.31.0.1' });
      await app.inject({ method: 'POST', url: `/family/${token}/consent?x=1`, remoteAddress: '10.31.0.1' });
    });
    expect(text).not.toContain(token);
    const logged = entries.flatMap((entry) => {
      const { req } = entry as { req?: { method: string; url: string } };
      return req ? [`${req.method} ${req.url}`] : [];
    });
    expect(logged).toEqual([
      'GET /family/…',
      'GET /api/family/…',
      'GET /api/family/…/availability',
      'GET /family/…/receipts/0b5e7a52-5d3c-4c1e-9a57-6f0c1f2a9e11',
      'POST /family/…/consent?…',
    ]);
  });
});
