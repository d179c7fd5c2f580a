// Every kind of staff write clears the cache before its answer is sent: the next visit shows the change.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, pngFile, sendForm, uploadImage } from '../../../tests/fixtures/content';
import { newsArticles, teams } from '../../shared/schema';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const body = async (url: string) => (await t.app.inject({ url })).body;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

/** Loads each URL (so it is cached), runs the write, then expects each URL to show (or no longer show) text. */
async function expectWriteShows(urls: string[], text: string, write: () => Promise<{ statusCode: number }>) {
  for (const url of urls) await body(url);
  expect(t.app.responseCache.size).toBeGreaterThan(0);
  const res = await write();
  expect(res.statusCode).toBeLessThan(300);
  return Promise.all(urls.map(body)).then((pages) => pages.map((page) => page.includes(text)));
}

describe('a staff write clears cached pages and lists', () => {
  it('JSON create and update', async () => {
    const created = await expectWriteShows(['/', '/api/about'], 'Court Time', () =>
      send('POST', '/api/admin/about', { ...JSON_ENTITIES.about.body, title: 'Court Time' }),
    );
    expect(created).toEqual([true, true]);
    const { id } = JSON.parse(await body('/api/about'))[0];
    const updated = await expectWriteShows(['/', '/api/about'], 'Court Hours', () =>
      send('PUT', `/api/admin/about/${id}`, { ...JSON_ENTITIES.about.body, title: 'Court Hours' }),
    );
    expect(updated).toEqual([true, true]);
  });

  it('multipart create', async () => {
    const fields = { ...FORM_ENTITIES.sponsors.fields, name: 'Harbour Freight', logo: await pngFile() };
    const created = await expectWriteShows(['/sponsors', '/api/sponsors'], 'Harbour Freight', () =>
      sendForm(t.app, cookie, 'POST', '/api/admin/sponsors', fields),
    );
    expect(created).toEqual([true, true]);
  });

  it('delete', async () => {
    const [sponsor] = JSON.parse(await body('/api/sponsors'));
    const deleted = await expectWriteShows(['/sponsors', '/api/sponsors'], sponsor.name, () =>
      send('DELETE', `/api/admin/sponsors/${sponsor.id}`),
    );
    expect(deleted).toEqual([false, false]);
  });

  it('settings', async () => {
    const settings = JSON.parse(await body('/api/settings'));
    const changed = await expectWriteShows(['/', '/merchandise', '/api/settings'], '+675 999 1234', () =>
      send('PUT', `/api/admin/settings/${settings.id}`, { ...settings, id: undefined, contactPhone: '+675 999 1234' }),
    );
    expect(changed).toEqual([true, true, true]);
  });

  it('but not an image stored for a later save, nor a change to enquiries or staff accounts', async () => {
    await body('/');
    const size = t.app.responseCache.size;
    await uploadImage(t.app, cookie);
    const enquiry = { firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', message: 'Could my son try out?' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry })).statusCode).toBe(201);
    const [{ id }] = JSON.parse((await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } })).body);
    expect((await send('DELETE', `/api/admin/inquiries/${id}`)).statusCode).toBe(204);
    expect(
      (await send('POST', '/api/admin/staff', { username: 'coach2', password: 'a long enough pass phrase' }))
        .statusCode,
    ).toBe(201);
    expect(t.app.responseCache.size).toBe(size);
  });

  it('but not a refused write, nor a read', async () => {
    await body('/');
    const size = t.app.responseCache.size;
    expect((await send('POST', '/api/admin/about', {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/about', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } })).statusCode).toBe(200);
    expect(t.app.responseCache.size).toBe(size);
  });
});

// Rows changed behind the API (no instance told) show which lists a write reads again and which it keeps (ADR 036).
describe('a staff write reads again only the lists it may change', () => {
  const home = () => body('/');
  const renameNewsDirectly = (title: string) => t.database.db.update(newsArticles).set({ title });
  const renameTeamDirectly = (id: string, name: string) =>
    t.database.db.update(teams).set({ name }).where(eq(teams.id, id));

  it('a news write re-reads the news and keeps the teams; a team write re-reads the teams', async () => {
    const team = JSON.parse(
      (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'Kept Kites' })).body,
    );
    expect(await home()).toContain('Kept Kites');
    await renameTeamDirectly(team.id, 'Renamed Ravens');
    const created = await send('POST', '/api/admin/news', { ...JSON_ENTITIES.news.body, title: 'Scoped story' });
    expect(created.statusCode).toBe(201);
    const page = await home();
    expect(page).toContain('Scoped story');
    expect(page).toContain('Kept Kites');
    // Any write to the teams reads them again.
    await renameNewsDirectly('Unannounced title');
    const update = { ...JSON_ENTITIES.teams.body, name: 'Renamed Ravens', description: 'Changed through the API' };
    expect((await send('PUT', `/api/admin/teams/${team.id}`, update)).statusCode).toBe(200);
    const after = await home();
    expect(after).toContain('Renamed Ravens');
    expect(after).toContain('Scoped story');
    expect(after).not.toContain('Unannounced title');
  });

  it("a team's delete and restore re-read its events and players too", async () => {
    const team = JSON.parse(
      (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'Gone Geckos' })).body,
    );
    const event = {
      teamId: team.id,
      kind: 'game',
      title: 'vs Cascade Crocs',
      startsAt: '2030-11-28T18:30:00+10:00',
      endsAt: '2030-11-28T20:30:00+10:00',
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
    };
    expect((await send('POST', '/api/admin/events', event)).statusCode).toBe(201);
    expect(await body('/fixtures')).toContain('vs Cascade Crocs');
    expect((await send('DELETE', `/api/admin/teams/${team.id}`)).statusCode).toBe(204);
    expect(await body('/fixtures')).not.toContain('vs Cascade Crocs');
    expect((await send('POST', `/api/admin/teams/${team.id}/restore`)).statusCode).toBe(200);
    expect(await body('/fixtures')).toContain('vs Cascade Crocs');
  });

  it('a settings write re-reads the settings and keeps the news', async () => {
    expect(await home()).toContain('Scoped story');
    await renameNewsDirectly('Quiet title');
    const settings = JSON.parse(await body('/api/settings'));
    const changed = { ...settings, id: undefined, contactPhone: '+675 777 0000' };
    expect((await send('PUT', `/api/admin/settings/${settings.id}`, changed)).statusCode).toBe(200);
    const page = await home();
    expect(page).toContain('+675 777 0000');
    expect(page).not.toContain('Quiet title');
  });
});
