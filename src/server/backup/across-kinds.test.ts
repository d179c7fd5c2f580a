// How a club moves to PostgreSQL: a backup of the embedded database restored into an empty PostgreSQL database
// gives the same site, every list and every image byte for byte (images then live in the database).
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, pngFile, sendForm, uploadImage } from '../../../tests/fixtures/content';
import { createPostgresDatabase } from '../../../tests/fixtures/postgres';
import { ENTITY_KEYS, entity } from '../../shared/entities';
import { storedRenditions } from '../../shared/images';
import { buildApp } from '../app';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase, storageFor } from '../start';
import { signedInTestApp, type TestApp, usingPostgres } from '../test-app';
import { restoreBackup } from './restore';
import { writeBackup } from './write-backup';

describe.runIf(process.env.TEST_DATABASE_URL && !usingPostgres())('an embedded backup restored into PostgreSQL', () => {
  let source: TestApp; // the embedded database (PGlite) with its images on disk
  let cookie: string;
  let target: { app: FastifyInstance; database: Database; drop(): Promise<void> };
  const imageUrls: string[] = [];

  beforeAll(async () => {
    ({ t: source, cookie } = await signedInTestApp());
    const teamImage = await uploadImage(source.app, cookie);
    imageUrls.push(teamImage);
    const team = { ...JSON_ENTITIES.teams.body, imageUrl: teamImage };
    const created = await source.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie },
      payload: team,
    });
    expect(created.statusCode, created.body).toBe(201);
    const player = await sendForm(source.app, cookie, 'POST', '/api/admin/players', {
      ...FORM_ENTITIES.players.fields,
      photo: await pngFile(800, 600),
    });
    expect(player.statusCode, player.body).toBe(201);
    imageUrls.push(player.json().photoUrl);
    const enquiry = {
      firstName: 'Ana',
      lastName: 'Kila',
      email: 'ana@example.org',
      ageGroup: 'u14',
      message: 'Are there trials for U14 this season?',
    };
    const sent = await source.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry });
    expect(sent.statusCode, sent.body).toBe(201);

    const file = join(source.dataDir, 'site.tar.gz');
    await writeBackup(source.database, source.app.storage, createWriteStream(file));

    const empty = await createPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: empty.url });
    await prepareDatabase(database);
    const env = { ...source.env, DATABASE_URL: empty.url };
    const storage = storageFor(env, database);
    await restoreBackup(database, storage, file);
    target = { app: await buildApp({ env, database, storage }), database, drop: empty.drop };
  });
  afterAll(async () => {
    await target?.app.close();
    await target?.database.close();
    await target?.drop();
    await source?.close();
  });

  it('answers every public list and the settings alike', async () => {
    for (const key of ENTITY_KEYS) {
      const url = `/api/${entity(key).path}`;
      const [before, after] = await Promise.all([source.app.inject({ url }), target.app.inject({ url })]);
      expect(after.json(), url).toEqual(before.json());
    }
    const settings = '/api/settings';
    expect((await target.app.inject({ url: settings })).json()).toEqual(
      (await source.app.inject({ url: settings })).json(),
    );
  });

  it('keeps the enquiries and the staff accounts', async () => {
    const [user] = await target.database.db.query.users.findMany();
    const { token } = await createSession(target.database.db, user!.id, new Date());
    const inquiries = await target.app.inject({
      url: '/api/admin/inquiries',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    const original = await source.app.inject({ url: '/api/admin/inquiries', headers: { cookie } });
    expect(inquiries.json()).toEqual(original.json());
    expect(inquiries.json()).toHaveLength(1);
  });

  it('serves every rendition of every image with the same bytes, from PostgreSQL', async () => {
    expect(target.app.storage.kind).toBe('postgres');
    for (const name of imageUrls.flatMap(storedRenditions)) {
      const [before, after] = await Promise.all([
        source.app.inject({ url: `/uploads/${name}` }),
        target.app.inject({ url: `/uploads/${name}` }),
      ]);
      expect(before.statusCode, name).toBe(200);
      expect(after.statusCode, name).toBe(200);
      expect(after.headers['content-type']).toBe(before.headers['content-type']);
      expect(after.rawPayload.equals(before.rawPayload), name).toBe(true);
    }
  });
});
