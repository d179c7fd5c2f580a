// Formatted articles through the API (ADR 046): Markdown saved by staff is on the article's page as
// HTML, an empty excerpt is made from the body, the portal's preview renders as the page does, and the picture
// picker lists the site's uploads.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, pngFile, sendForm, uploadImage } from '../../../tests/fixtures/content';
import { imageSources, storedRenditions } from '../../shared/images';
import { UPLOADS_PAGE_SIZE, type UploadList } from '../../shared/upload-list';
import { storedImages } from '../db/ops-schema';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: 'https://club.example' }));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, as = cookie) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie: as }, payload });
const article = (fields: Record<string, unknown>) => ({ ...JSON_ENTITIES.news.body, ...fields });

const BODY = [
  '## How the final went',
  '',
  'The **U16 girls** came back from six down.',
  '',
  '- Mary: 14 points',
  '- Ruth: 9 points',
  '',
  'Full table on [the league site](https://league.example/table).',
].join('\n');

describe('an article written in Markdown', () => {
  it('is shown formatted on its page, with links to other sites marked rel="noopener"', async () => {
    const res = await send('POST', 'news', article({ title: 'Cup Final Report', content: BODY }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toBe(BODY);
    const page = (await t.app.inject({ url: `/news/${res.json().slug}` })).body;
    expect(page).toContain('<h2>How the final went</h2>');
    expect(page).toContain('<p>The <strong>U16 girls</strong> came back from six down.</p>');
    expect(page).toMatch(/<ul>\s*<li>Mary: 14 points<\/li>\s*<li>Ruth: 9 points<\/li>\s*<\/ul>/);
    expect(page).toContain(
      '<a href="https://league.example/table" rel="noopener noreferrer nofollow">the league site</a>',
    );
    expect(page).not.toContain('**U16 girls**');
  });

  it("shows an upload in its body with its renditions, and keeps Markdown out of the page's description", async () => {
    const url = await uploadImage(t.app, cookie);
    const content = `The team after the game:\n\n![The U16 girls with the cup](${url})`;
    const res = await send('POST', 'news', article({ title: 'Cup Photo', excerpt: '', content }));
    expect(res.statusCode, res.body).toBe(201);
    const page = (await t.app.inject({ url: `/news/${res.json().slug}` })).body;
    expect(page).toContain(`srcset="${imageSources(url).srcSet}"`);
    expect(page).toMatch(/<img [^>]*alt="The U16 girls with the cup"[^>]*loading="lazy"/);
    expect(page).toContain('<meta property="og:description" content="The team after the game:" />');
  });
});

describe('an empty excerpt', () => {
  it("is made from the first paragraph's words on create, and again on an update that leaves it empty", async () => {
    const created = await send('POST', 'news', article({ title: 'Excerpt Made', excerpt: '', content: BODY }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().excerpt).toBe('The U16 girls came back from six down.');
    const left = await send('POST', 'news', article({ title: 'Excerpt Left Out', excerpt: undefined, content: BODY }));
    expect(left.json().excerpt).toBe('The U16 girls came back from six down.');

    const id = created.json().id;
    const updated = await send(
      'PUT',
      `news/${id}`,
      article({ excerpt: '  ', content: 'A *new* first line.\n\nMore.' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().excerpt).toBe('A new first line.');
    const typed = await send('PUT', `news/${id}`, article({ excerpt: 'Typed by staff.', content: 'Body.' }));
    expect(typed.json().excerpt).toBe('Typed by staff.');
  });
});

describe('POST /api/admin/news/preview', () => {
  it('answers the body as the page renders it', async () => {
    const res = await send('POST', 'news/preview', { content: BODY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { html } = res.json();
    expect(html).toContain('<h2>How the final went</h2>');
    expect(html).toContain('<li>Mary: 14 points</li>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect((await send('POST', 'news/preview', { content: '<script>alert(1)</script>' })).json().html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });

  it('answers 401 without a session, 403 to a Coach, 400 to a body without text', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/news/preview', payload: { content: 'x' } })).statusCode,
    ).toBe(401);
    const coach = await t.signIn('coach', { role: 'coach' });
    const refused = await send('POST', 'news/preview', { content: 'x' }, coach);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to change the website content');
    for (const body of [{}, { content: 5 }, { content: null }]) {
      const res = await send('POST', 'news/preview', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'content', message: 'Send the article text as content' }]);
    }
  });
});

describe('GET /api/admin/uploads', () => {
  const list = async (query = '', as = cookie) =>
    t.app.inject({ url: `/api/admin/uploads${query}`, headers: { cookie: as } });

  it('lists each uploaded picture once, by the URL a row holds, newest first, a page at a time', async () => {
    // Stored a minute apart, oldest first, whatever the order the storage lists them in.
    const urls: string[] = [];
    for (let i = 0; i < UPLOADS_PAGE_SIZE + 2; i++) urls.push(await uploadImage(t.app, cookie));
    await Promise.all(urls.map((url, i) => storedAt(url, new Date(Date.UTC(2030, 0, 1, 0, i)))));
    const first = await list();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page: UploadList = first.json();
    expect(page.images).toHaveLength(UPLOADS_PAGE_SIZE);
    expect(page.images[0]).toEqual({ url: urls.at(-1), uploadedAt: '2030-01-01T00:25:00.000Z' });
    expect(page.images.map((image) => image.url)).toEqual(urls.slice(2).reverse());
    expect(page.nextPage).toBe(2);
    const second: UploadList = (await list('?page=2')).json();
    expect(second.images.slice(0, 2).map((image) => image.url)).toEqual(urls.slice(0, 2).reverse());
  });

  it("leaves out a player's photo the public may not see", async () => {
    const player = async (shown: boolean) =>
      sendForm(t.app, cookie, 'POST', '/api/admin/players', {
        name: shown ? 'Shown Player' : 'Hidden Player',
        age: '14',
        position: 'Guard',
        showPhoto: String(shown),
        photoConsentDate: t.app.today(),
        photo: await pngFile(),
      });
    const hidden = await player(false);
    const shown = await player(true);
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect(shown.statusCode, shown.body).toBe(201);
    const listed = await everyListed();
    expect(listed).not.toContain(hidden.json().photoUrl);
    expect(listed).toContain(shown.json().photoUrl);
  });

  it('answers 401 without a session, 403 to a Coach, 400 to a page that is no whole number', async () => {
    expect((await t.app.inject({ url: '/api/admin/uploads' })).statusCode).toBe(401);
    expect((await list('', await t.signIn('coach', { role: 'coach' }))).statusCode).toBe(403);
    for (const page of ['0', 'x', '1.5']) expect((await list(`?page=${page}`)).statusCode, page).toBe(400);
  });
});

/** Every URL the listing gives, page after page. */
async function everyListed(): Promise<string[]> {
  const urls: string[] = [];
  for (let page: number | null = 1; page !== null; ) {
    const answer: UploadList = (
      await t.app.inject({ url: `/api/admin/uploads?page=${page}`, headers: { cookie } })
    ).json();
    urls.push(...answer.images.map((image) => image.url));
    page = answer.nextPage;
  }
  return urls;
}

/** Sets when an upload's files were stored, as the listing reads it (a file's time on disk, a row's on PostgreSQL). */
async function storedAt(url: string, when: Date) {
  const names = storedRenditions(url);
  if (t.app.storage.kind === 'postgres') {
    await t.database.db.update(storedImages).set({ createdAt: when }).where(inArray(storedImages.name, names));
    return;
  }
  const dir = (t.app.storage as { dir?: string }).dir!;
  for (const name of names) await utimes(join(dir, name), when, when);
}
