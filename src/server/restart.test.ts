// What staff saved is still there after the server stops and starts again on the same DATA_DIR (or DATABASE_URL).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, pngFile, sendForm } from '../../tests/fixtures/content';
import { createPostgresDatabase } from '../../tests/fixtures/postgres';
import { users } from '../shared/schema';
import { buildApp } from './app';
import { createSession, SESSION_COOKIE } from './auth/sessions';
import type { Database } from './db/client';
import { parseEnv } from './env';
import { openConfiguredDatabase, prepareDatabase, storageFor } from './start';
import { usingPostgres } from './test-app';

let dataDir: string;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-restart-'));
  // On PostgreSQL the data lives in the database, which outlives both starts; uploads stay in DATA_DIR.
  if (usingPostgres()) postgres = await createPostgresDatabase();
});
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the server the way index.ts does, without listening. */
async function start(): Promise<{ app: FastifyInstance; database: Database; stop(): Promise<void> }> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const database = await openConfiguredDatabase(env);
  await prepareDatabase(database);
  const app = await buildApp({ env, database, storage: storageFor(env, database) });
  return {
    app,
    database,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

describe('restart', () => {
  it('reads back content, settings, images and sessions saved before a restart', async () => {
    const first = await start();
    if (!postgres) expect(first.database.kind).toBe('pglite');
    const [user] = await first.database.db.insert(users).values({ username: 'coach', password: 'x' }).returning();
    const { token } = await createSession(first.database.db, user!.id, new Date());
    const cookie = `${SESSION_COOKIE}=${token}`;

    const team = await first.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie },
      payload: JSON_ENTITIES.teams.body,
    });
    expect(team.statusCode).toBe(201);
    const sponsor = await sendForm(first.app, cookie, 'POST', '/api/admin/sponsors', {
      name: 'Coastal Bank',
      description: 'Partner',
      logo: await pngFile(),
    });
    expect(sponsor.statusCode).toBe(201);
    const settings = (await first.app.inject({ url: '/api/settings' })).json();
    const changed = { ...settings, contactPhone: '+675 999 9999' };
    const { id: _id, ...settingsBody } = changed;
    // Saved as the settings answer it: with the new version the save made (ADR 045).
    const saved = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${settings.id}`,
      headers: { cookie },
      payload: settingsBody,
    });
    expect(saved.json()).toMatchObject({ contactPhone: changed.contactPhone });
    await first.stop();

    const second = await start();
    try {
      expect((await second.app.inject({ url: '/api/teams' })).json()).toEqual([team.json()]);
      expect((await second.app.inject({ url: '/api/sponsors' })).json()).toEqual([sponsor.json()]);
      // The first start's settings row is kept, not replaced by a second one.
      // (Staff's answer also names where alerts go, which visitors never read.)
      const { alertEmail: _staffOnly, ...shown } = saved.json();
      expect((await second.app.inject({ url: '/api/settings' })).json()).toEqual(shown);
      const logo = await second.app.inject({ url: sponsor.json().logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/webp');
      const stillSignedIn = await second.app.inject({ url: '/api/admin/inquiries', headers: { cookie } });
      expect(stillSignedIn.statusCode).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
