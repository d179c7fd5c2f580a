// Two instances on one PostgreSQL database, each with its own DATA_DIR (as on two machines): an image uploaded
// through one is served by the other, every rendition, with the same bytes and headers.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, pngFile, sendForm } from '../../../tests/fixtures/content';
import { storedRenditions } from '../../shared/images';
import { createSecondInstance, signedInTestApp, type TestApp, usingPostgres } from '../test-app';

describe.skipIf(!usingPostgres())('images on two instances', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  let cookie: string;
  beforeAll(async () => {
    ({ t: a, cookie } = await signedInTestApp());
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function expectServedAlike(imageUrl: string) {
    const names = storedRenditions(imageUrl);
    expect(names.some((name) => name.endsWith('.avif'))).toBe(true);
    for (const name of names) {
      const fromA = await a.app.inject({ url: `/uploads/${name}` });
      const fromB = await b.app.inject({ url: `/uploads/${name}` });
      expect(fromA.statusCode, name).toBe(200);
      expect(fromB.statusCode, name).toBe(200);
      expect(fromB.rawPayload.equals(fromA.rawPayload), name).toBe(true);
      for (const header of ['content-type', 'cache-control', 'etag', 'x-content-type-options']) {
        expect(fromB.headers[header], `${name} ${header}`).toBe(fromA.headers[header]);
      }
      expect(fromB.headers['x-content-type-options']).toBe('nosniff');
      expect(fromB.headers['content-type']).toBe(
        name.endsWith('.avif') ? 'image/avif' : name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
      );
    }
  }

  it('serves on B an image uploaded on A', async () => {
    const res = await sendForm(a.app, cookie, 'POST', '/api/admin/upload', { image: await pngFile(900, 600) });
    expect(res.statusCode).toBe(201);
    await expectServedAlike(res.json().imageUrl);
  });

  it('serves on B the image of a player created with a photo on A', async () => {
    const { fields, file, column } = FORM_ENTITIES.players;
    const res = await sendForm(a.app, cookie, 'POST', '/api/admin/players', {
      ...fields,
      [file]: await pngFile(700, 500),
    });
    expect(res.statusCode, res.body).toBe(201);
    await expectServedAlike(res.json()[column]);
  });

  it('keeps nothing in either DATA_DIR', async () => {
    for (const dir of [a.dataDir, b.dataDir]) {
      const entries = await readdir(dir).catch(() => []);
      expect(
        entries.filter((entry) => entry === 'uploads'),
        dir,
      ).toEqual([]);
    }
  });
});
