// A delete can be undone for a few minutes (ADR 031): the item comes back as it was (id, order, createdAt, images),
// with what went with it, and disappears from and reappears on the public lists at once. Too late, twice, or
// when what it belonged to is gone since, the restore says why. After the purge its images go.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_ENTITIES,
  JSON_ENTITIES,
  pngFile,
  type Row,
  sendForm,
  uploadImage,
} from '../../../tests/fixtures/content';
import { storedRenditions } from '../../shared/images';
import { sessions } from '../../shared/schema';
import { purgeTrash } from '../media/image-life-cycle';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const create = async (path: string, body: object): Promise<Row> => {
  const res = await send('POST', `/api/admin/${path}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const remove = (path: string, id: string | number) => send('DELETE', `/api/admin/${path}/${id}`);
const restore = (path: string, id: string | number) => send('POST', `/api/admin/${path}/${id}/restore`);
const publicList = async (path: string): Promise<Row[]> => (await t.app.inject({ url: `/api/${path}` })).json();
const served = async (url: string) =>
  (await t.app.inject({ url: `/uploads/${storedRenditions(url)[0]}` })).statusCode === 200;
/** As if the item's delete happened `minutes` ago. */
const age = (id: string, minutes: number) =>
  t.database.db.execute(
    sql`update trash set deleted_at = now() - ${minutes} * interval '1 minute' where item_id = ${id}`,
  );

describe('undoing a delete', () => {
  it('brings a news article back as it was, with its image, on the public list at once', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const article = await create('news', { ...JSON_ENTITIES.news.body, title: 'Tour to Cairns', imageUrl });
    expect((await publicList('news')).map((a) => a.id)).toContain(article.id);

    expect((await remove('news', article.id)).statusCode).toBe(204);
    // Gone from the public list (the response cache was cleared) and from its page, but its image is kept.
    expect((await publicList('news')).map((a) => a.id)).not.toContain(article.id);
    expect((await t.app.inject({ url: `/news/${article.slug}` })).statusCode).toBe(404);
    expect(await served(imageUrl)).toBe(true);

    const restored = await restore('news', article.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(article);
    // As the public sees it: every field but its status, which is the staff's (ADR 047).
    const { status: _status, ...asPublic } = article;
    expect((await publicList('news')).find((a) => a.id === article.id)).toEqual(asPublic);
    expect((await t.app.inject({ url: `/news/${article.slug}` })).statusCode).toBe(200);
    expect(await served(imageUrl)).toBe(true);
  });

  it('puts an item of a list ordered by hand back in its place, with its createdAt', async () => {
    const items = [];
    for (const title of ['First', 'Second', 'Third']) {
      items.push(await create('about', { ...JSON_ENTITIES.about.body, title }));
    }
    const before = await publicList('about');
    expect((await remove('about', items[1]!.id)).statusCode).toBe(204);
    expect((await publicList('about')).map((a) => a.title)).toEqual(['First', 'Third']);
    expect((await restore('about', items[1]!.id)).statusCode).toBe(200);
    expect(await publicList('about')).toEqual(before);
  });

  it("keeps a player's photo (a file sent with the fields) for staff only, and restores it", async () => {
    const { fields, file, column } = FORM_ENTITIES.players;
    const res = await sendForm(t.app, cookie, 'POST', '/api/admin/players', { ...fields, [file]: await pngFile() });
    const player = res.json() as Row & Record<string, string>;
    const photo = `/uploads/${storedRenditions(player[column]!)[0]}`;
    expect(await served(player[column]!)).toBe(true);
    expect((await remove('players', player.id)).statusCode).toBe(204);
    // A deleted child's photo is nobody's to see while it waits for Undo; staff still can (the card comes back).
    expect(await served(player[column]!)).toBe(false);
    expect((await t.app.inject({ url: photo, headers: { cookie } })).statusCode).toBe(200);
    expect((await restore('players', player.id)).json()).toEqual(player);
    expect(await served(player[column]!)).toBe(true);
  });

  it('brings a team back with its fixtures and relinks its players nobody has moved since', async () => {
    const team = await create('teams', JSON_ENTITIES.teams.body);
    const other = await create('teams', { ...JSON_ENTITIES.teams.body, name: 'U18 Girls' });
    const event = await create('events', {
      teamId: team.id,
      kind: 'game',
      title: 'vs Lae Eagles',
      startsAt: '2030-11-28T18:30:00+10:00',
      endsAt: '2030-11-28T20:30:00+10:00',
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
    });
    const stays = await sendForm(t.app, cookie, 'POST', '/api/admin/players', {
      ...FORM_ENTITIES.players.fields,
      teamId: team.id,
    });
    const moves = await sendForm(t.app, cookie, 'POST', '/api/admin/players', {
      ...FORM_ENTITIES.players.fields,
      name: 'Moved On',
      teamId: team.id,
    });
    const player = (id: string) =>
      send('GET', '/api/admin/players').then((r) => r.json().find((p: Row) => p.id === id));

    expect((await remove('teams', team.id)).statusCode).toBe(204);
    expect((await publicList('events')).map((e) => e.id)).not.toContain(event.id);
    expect((await player(stays.json().id)).teamId).toBeNull();
    // Staff put one of them in another team meanwhile: the undo leaves that.
    await sendForm(t.app, cookie, 'PUT', `/api/admin/players/${moves.json().id}`, {
      ...FORM_ENTITIES.players.fields,
      name: 'Moved On',
      teamId: other.id,
    });

    expect((await restore('teams', team.id)).json()).toEqual(team);
    expect((await publicList('events')).find((e) => e.id === event.id)).toEqual(event);
    expect((await player(stays.json().id)).teamId).toBe(team.id);
    expect((await player(moves.json().id)).teamId).toBe(other.id);
  });

  it('says why it cannot: twice, too late, never deleted, or its team deleted since (nothing changes)', async () => {
    const about = await create('about', JSON_ENTITIES.about.body);
    await remove('about', about.id);
    expect((await restore('about', about.id)).statusCode).toBe(200);
    const twice = await restore('about', about.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(
      'This about feature cannot be restored: it was deleted too long ago, or has been restored already',
    );
    expect((await restore('about', '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c')).statusCode).toBe(404);
    expect((await restore('about', 'not-a-uuid')).statusCode).toBe(404);

    await remove('about', about.id);
    await age(about.id, 6);
    expect((await restore('about', about.id)).statusCode).toBe(404);

    const team = await create('teams', { ...JSON_ENTITIES.teams.body, name: 'Short lived' });
    const event = await create('events', {
      teamId: team.id,
      kind: 'training',
      title: 'Skills and games',
      startsAt: '2030-11-28T18:30:00+10:00',
      endsAt: '2030-11-28T20:30:00+10:00',
      venue: 'Taurama Indoor Complex',
    });
    await remove('events', event.id);
    await remove('teams', team.id);
    const orphan = await restore('events', event.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toBe('This event cannot be restored: its team has been deleted since');
    // Still in the trash: once the team is back, so can the event be.
    expect((await restore('teams', team.id)).statusCode).toBe(200);
    expect((await restore('events', event.id)).json()).toEqual(event);
  });

  it('refuses an article whose address another article has taken since (409)', async () => {
    const first = await create('news', { ...JSON_ENTITIES.news.body, title: 'Finals night' });
    await remove('news', first.id);
    const second = await create('news', { ...JSON_ENTITIES.news.body, title: 'Finals night' });
    expect(second.slug).toBe(first.slug);
    const clash = await restore('news', first.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This article cannot be restored: another article now has its web address');
  });

  it('releases the images only when the trash is purged; then the item cannot come back', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const image = await create('gallery', { title: 'Finals', category: 'Games', imageUrl });
    await purgeTrash(t.database, t.app.storage); // what earlier tests aged
    await remove('gallery', image.id);
    expect((await purgeTrash(t.database, t.app.storage)).entries).toBe(0); // fresh: kept
    expect(await served(imageUrl)).toBe(true);
    await age(image.id, 6);
    expect(await purgeTrash(t.database, t.app.storage)).toEqual({
      entries: 1,
      images: storedRenditions(imageUrl).length,
    });
    expect(await served(imageUrl)).toBe(false);
    expect((await restore('gallery', image.id)).statusCode).toBe(404);
  });
});

describe('undoing the delete of an enquiry or a staff account', () => {
  it('brings an enquiry back with its status, notes and email alert', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'Ana', lastName: 'Kila', email: 'ana@example.com', message: 'We would like to join.' },
    });
    const id = sent.json().id as string;
    const noted = (
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/inquiries/${id}`,
        headers: { cookie },
        payload: { status: 'replied', notes: 'Called back' },
      })
    ).json();
    const alerts = () =>
      t.database.db.execute(sql`select count(*)::int as n from mail_outbox where inquiry_id = ${id}`);
    const alertCount = async () => ((await alerts()) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const hadAlert = await alertCount();

    expect((await remove('inquiries', id)).statusCode).toBe(204);
    expect((await send('GET', '/api/admin/inquiries')).json().map((i: Row) => i.id)).not.toContain(id);
    expect(await alertCount()).toBe(0);
    const restored = await restore('inquiries', id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(noted);
    expect(await alertCount()).toBe(hadAlert);
  });

  it('brings a staff account back signed out, unless its username has been taken since', async () => {
    const colleague = await t.signIn('colleague');
    const accounts = async () => (await send('GET', '/api/admin/staff')).json() as { id: number; username: string }[];
    const account = (await accounts()).find((a) => a.username === 'colleague')!;

    expect((await remove('staff', account.id)).statusCode).toBe(204);
    const back = await restore('staff', account.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual(account);
    // The removal ended its sessions; the undo does not start them again.
    const res = await t.app.inject({ url: '/api/admin/staff', headers: { cookie: colleague } });
    expect(res.statusCode).toBe(401);
    expect((await t.database.db.select().from(sessions)).length).toBeGreaterThan(0);

    await remove('staff', account.id);
    await t.signIn('colleague'); // a new account with the same username
    const clash = await restore('staff', account.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'This staff account cannot be restored: an account with its username has been added since',
    );
  });

  it('answers 401 without a staff session, and restores nothing', async () => {
    const about = await create('about', JSON_ENTITIES.about.body);
    await remove('about', about.id);
    for (const url of [
      `/api/admin/about/${about.id}/restore`,
      '/api/admin/inquiries/5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c/restore',
      '/api/admin/staff/1/restore',
    ]) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await publicList('about')).map((a) => a.id)).not.toContain(about.id);
  });
});
