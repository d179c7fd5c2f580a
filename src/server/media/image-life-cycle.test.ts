// Images live as long as their rows: replacing an image, or a delete once its trash entry is purged (ADR 031),
// removes every rendition no row references (the old URLs answer 404), a shared image survives, and the sweep
// removes old leftovers. On both databases.
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, pngFile, sendForm, uploadImage } from '../../../tests/fixtures/content';
import { storedRenditions } from '../../shared/images';
import { buildApp } from '../app';
import { storedImages } from '../db/ops-schema';
import { signedInTestApp, type TestApp, usingPostgres } from '../test-app';
import { purgeTrash, sweepImages } from './image-life-cycle';
import type { ImageStorage } from './storage';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const stored = async () => new Set((await t.app.storage.list()).map((image) => image.name));
const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, payload });
/** A delete, and the purge of the trash that follows it once Undo is no longer possible. */
async function deleteForGood(url: string) {
  expect((await json('DELETE', url)).statusCode).toBe(204);
  await purgeTrash(t.database, t.app.storage, { keepMs: 0 });
}

/** Every rendition of the image is stored and served, or none is and each answers 404. */
/** Whether every rendition is stored and, unless `served` says otherwise, served (a trashed player's is hidden). */
async function expectImage(url: string, present: boolean, served = present) {
  const names = storedRenditions(url);
  expect(names.length).toBeGreaterThan(1);
  const inStore = await stored();
  for (const name of names) {
    expect(inStore.has(name), name).toBe(present);
    expect((await t.app.inject({ url: `/uploads/${name}` })).statusCode, name).toBe(served ? 200 : 404);
  }
}

/**
 * Makes images look stored `ms` ago, as the sweep sees them: the file's time on disk, the row's on PostgreSQL. A test
 * that needs an image to look fresh says so too (`ms` 0): those times come from the machine's and the database's
 * clocks, which need not agree with the process's (a run under a moved clock).
 */
async function age(storage: ImageStorage, url: string, ms: number) {
  const when = new Date(Date.now() - ms);
  const names = storedRenditions(url);
  if (storage.kind === 'postgres') {
    await t.database.db.update(storedImages).set({ createdAt: when }).where(inArray(storedImages.name, names));
  } else {
    const dir = (storage as ImageStorage & { dir: string }).dir;
    for (const name of names) await utimes(join(dir, name), when, when);
  }
}

describe('an image file sent with the fields (players)', () => {
  const { fields, file, column } = FORM_ENTITIES.players;
  const create = async () => {
    const res = await sendForm(t.app, cookie, 'POST', '/api/admin/players', {
      ...fields,
      [file]: await pngFile(700, 400),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string } & Record<string, string>;
  };

  it('is removed with its row, once it has left the trash', async () => {
    const player = await create();
    await expectImage(player[column]!, true);
    expect((await json('DELETE', `players/${player.id}`)).statusCode).toBe(204);
    // Kept for Undo, but no longer anyone's to see (ADR 031).
    await expectImage(player[column]!, true, false);
    await purgeTrash(t.database, t.app.storage, { keepMs: 0 });
    await expectImage(player[column]!, false);
  });

  it('is removed when a new file replaces it, and kept when an update sends none', async () => {
    const player = await create();
    const kept = await sendForm(t.app, cookie, 'PUT', `/api/admin/players/${player.id}`, fields);
    expect(kept.json()[column]).toBe(player[column]);
    await expectImage(player[column]!, true);
    const replaced = await sendForm(t.app, cookie, 'PUT', `/api/admin/players/${player.id}`, {
      ...fields,
      [file]: await pngFile(500, 300),
    });
    expect(replaced.statusCode).toBe(200);
    await expectImage(player[column]!, false);
    await expectImage(replaced.json()[column], true);
  });
});

describe('an image referenced by URL (teams, news, gallery)', () => {
  it('is removed when a JSON update names another image, or clears it', async () => {
    const [first, second] = [await uploadImage(t.app, cookie), await uploadImage(t.app, cookie)];
    const team = (await json('POST', 'teams', { ...JSON_ENTITIES.teams.body, imageUrl: first })).json();
    expect((await json('PUT', `teams/${team.id}`, { ...JSON_ENTITIES.teams.body, imageUrl: second })).statusCode).toBe(
      200,
    );
    await expectImage(first, false);
    await expectImage(second, true);
    expect((await json('PUT', `teams/${team.id}`, JSON_ENTITIES.teams.body)).json().imageUrl).toBeNull();
    await expectImage(second, false);
  });

  it('survives while another row references it, and goes with the last one', async () => {
    const url = await uploadImage(t.app, cookie);
    const a = (await json('POST', 'gallery', { title: 'Finals', category: 'Games', imageUrl: url })).json();
    const b = (await json('POST', 'gallery', { title: 'Finals again', category: 'Games', imageUrl: url })).json();
    const article = (await json('POST', 'news', { ...JSON_ENTITIES.news.body, imageUrl: url })).json();
    await deleteForGood(`gallery/${a.id}`);
    await expectImage(url, true);
    await deleteForGood(`gallery/${b.id}`);
    await expectImage(url, true);
    await deleteForGood(`news/${article.id}`);
    await expectImage(url, false);
  });

  it('cannot be referenced once removed', async () => {
    const url = await uploadImage(t.app, cookie);
    const item = await json('POST', 'gallery', { title: 'Once', category: 'Games', imageUrl: url });
    expect(item.statusCode).toBe(201);
    await deleteForGood(`gallery/${item.json().id}`);
    const again = await json('POST', 'gallery', { title: 'Twice', category: 'Games', imageUrl: url });
    expect(again.statusCode).toBe(400);
  });
});

describe('an image shown in an article body (Markdown, ADR 046)', () => {
  const article = (content: string, imageUrl?: string) => ({ ...JSON_ENTITIES.news.body, content, imageUrl });

  it('is kept by the sweep while only the body shows it, and released when an update takes it out', async () => {
    const [shown, other] = [await uploadImage(t.app, cookie), await uploadImage(t.app, cookie)];
    const created = await json('POST', 'news', article(`Before.\n\n![The team](${shown})\n\nAfter.`));
    expect(created.statusCode, created.body).toBe(201);
    await age(t.app.storage, shown, 3 * DAY_MS);
    await age(t.app.storage, other, 0);
    await sweepImages(t.database, t.app.storage);
    await expectImage(shown, true);

    // The body now shows another picture: the first, which nothing else holds, goes at once.
    const updated = await json('PUT', `news/${created.json().id}`, article(`Now ![another](${other}).`));
    expect(updated.statusCode, updated.body).toBe(200);
    await expectImage(shown, false);
    await expectImage(other, true);
  });

  it('stays while another row holds it: the article image column, or another body', async () => {
    const url = await uploadImage(t.app, cookie);
    const first = (await json('POST', 'news', article(`![one](${url})`, url))).json();
    const second = (await json('POST', 'news', article(`Also [see it](${url}).`))).json();
    // The header picture is replaced and the body no longer shows it; the other article's body still does.
    expect((await json('PUT', `news/${first.id}`, article('No picture.'))).statusCode).toBe(200);
    await expectImage(url, true);
    await deleteForGood(`news/${second.id}`);
    await expectImage(url, false);
  });

  it('is kept with a deleted article in the trash for Undo, comes back with it, and goes once purged', async () => {
    const url = await uploadImage(t.app, cookie);
    const created = (await json('POST', 'news', article(`![kept](${url})`))).json();
    expect((await json('DELETE', `news/${created.id}`)).statusCode).toBe(204);
    await age(t.app.storage, url, 3 * DAY_MS);
    await sweepImages(t.database, t.app.storage);
    await expectImage(url, true);
    expect((await json('POST', `news/${created.id}/restore`)).statusCode).toBe(200);
    await deleteForGood(`news/${created.id}`);
    await expectImage(url, false);
  });
});

describe('the sweep', () => {
  it('removes old unreferenced uploads, keeps referenced and fresh ones', async () => {
    const [old, referenced, fresh] = [
      await uploadImage(t.app, cookie),
      await uploadImage(t.app, cookie),
      await uploadImage(t.app, cookie),
    ];
    expect((await json('POST', 'gallery', { title: 'Kept', category: 'Games', imageUrl: referenced })).statusCode).toBe(
      201,
    );
    await age(t.app.storage, old, DAY_MS + 60_000);
    await age(t.app.storage, referenced, 3 * DAY_MS);
    await age(t.app.storage, fresh, DAY_MS - 60 * 60_000);
    const report = await sweepImages(t.database, t.app.storage);
    expect(report.images).toBeGreaterThanOrEqual(storedRenditions(old).length);
    await expectImage(old, false);
    await expectImage(referenced, true);
    await expectImage(fresh, true);
  });

  // Only the disk keeps temporary files; on PostgreSQL images are stored in the database (storageFor), with none.
  it.skipIf(usingPostgres())(
    'removes temporary files older than an hour from disk, and keeps a recent one',
    async () => {
      expect(t.app.storage.kind).toBe('disk');
      const dir = (t.app.storage as ImageStorage & { dir: string }).dir;
      const oldTemp = join(
        dir,
        '.0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10-a-320.webp.8e0f7a3c-1d2b-4c5e-9f60-718293a4b5c6.tmp',
      );
      const newTemp = join(
        dir,
        '.0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10-a-640.webp.8e0f7a3c-1d2b-4c5e-9f60-718293a4b5c7.tmp',
      );
      await writeFile(oldTemp, 'half');
      await writeFile(newTemp, 'half');
      // Both times set here: a file's time on disk comes from the machine's clock, which a test run may have moved.
      const now = new Date();
      const hoursAgo = new Date(now.getTime() - 2 * 60 * 60_000);
      await utimes(oldTemp, hoursAgo, hoursAgo);
      await utimes(newTemp, now, now);
      expect((await sweepImages(t.database, t.app.storage)).temporary).toBe(1);
      const left = await readdir(dir);
      expect(left).toContain(newTemp.slice(dir.length + 1));
      expect(left).not.toContain(oldTemp.slice(dir.length + 1));
    },
  );

  it('runs when the server starts and then on its interval', async () => {
    const url = await uploadImage(t.app, cookie);
    await age(t.app.storage, url, DAY_MS + 60_000);
    const second = await buildApp({
      env: t.env,
      database: t.database,
      storage: t.app.storage,
      logger: false,
      imageSweep: { intervalMs: 50 },
    });
    try {
      await second.ready();
      await vi.waitFor(async () => expect((await stored()).has(storedRenditions(url)[0]!)).toBe(false), {
        timeout: 10_000,
        interval: 50,
      });
      // Aged after the first sweep: only the interval's sweep can remove it.
      const later = await uploadImage(t.app, cookie);
      await age(t.app.storage, later, DAY_MS + 60_000);
      await vi.waitFor(async () => expect((await stored()).has(storedRenditions(later)[0]!)).toBe(false), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await second.close();
    }
    await expectImage(url, false);
  });
});
