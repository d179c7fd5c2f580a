// Link-preview JPEGs: made with every upload, made on first request for an image stored before previews existed
// (only for an image a row holds), and removed with the image.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, uploadImage } from '../../../tests/fixtures/content';
import { previewName } from '../../shared/images';
import { signedInTestApp, type TestApp } from '../test-app';
import { purgeTrash } from './image-life-cycle';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const get = (name: string) => t.app.inject({ url: `/uploads/${name}` });
async function createArticle(imageUrl: string): Promise<{ id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { cookie },
    payload: { ...JSON_ENTITIES.news.body, imageUrl },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('link previews of uploads', () => {
  it('are stored with the upload', async () => {
    const name = previewName(await uploadImage(t.app, cookie))!;
    expect(await t.app.storage.exists(name)).toBe(true);
  });

  it('of an image stored before previews existed are made on first request, stored, and removed with it', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const name = previewName(imageUrl)!;
    const { id } = await createArticle(imageUrl);
    await t.app.storage.remove([name]); // as uploaded before previews existed
    const res = await get(name);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    const { width, height, format, exif } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format, exif }).toEqual({ width: 1200, height: 630, format: 'jpeg', exif: undefined });
    expect(await t.app.storage.exists(name)).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/news/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    // Kept while the delete can be undone (ADR 031); removed with the image when the trash is purged.
    expect(await t.app.storage.exists(name)).toBe(true);
    await purgeTrash(t.database, t.app.storage, { keepMs: 0 });
    expect(await t.app.storage.exists(name)).toBe(false);
    expect((await get(name)).statusCode).toBe(404);
    expect(await t.app.storage.exists(name)).toBe(false);
  });

  it('are not made for an upload no row holds, nor for names that are no preview', async () => {
    const name = previewName(await uploadImage(t.app, cookie))!;
    await t.app.storage.remove([name]);
    expect((await get(name)).statusCode).toBe(404);
    expect(await t.app.storage.exists(name)).toBe(false);
    for (const other of ['x-og.jpg', '0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10-a-640-og.jpg', 'a.jpg', '..%2fx-og.jpg']) {
      expect((await get(other)).statusCode, other).toBe(404);
    }
  });
});
