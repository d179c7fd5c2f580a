// Every kind of staff write records its sentence in the activity log (ADR 043), and no password, medical
// note, phone number or email address that went through the API is anywhere in the log.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, pngFile, type Row, sendForm } from '../../../tests/fixtures/content';
import { activityLog, followers, siteSettings, users } from '../../shared/schema';
import { hashPassword } from '../auth/passwords';
import { newFollowToken } from '../follow/links';
import { storedAddress } from '../sealing/address';
import { createTestApp, type TestApp } from '../test-app';

const PASSWORD = 'Mary-password-2026';
const NEW_PASSWORD = 'Mary-new-password-2027';
const STAFF_PASSWORD = 'John-first-password-1';
const TEMPORARY = 'Temporary-password-42';
const MEDICAL = 'Severe peanut allergy, EpiPen in bag';
const PHONE = '+675 7123 4567';
const EMAIL = 'ana.kila@example.com';
const GUARDIAN_PHONE = '+675 7345 6789';

let t: TestApp;
let cookie: string;
let team: Row;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
const send = async (method: Method, url: string, payload?: object, expected?: number) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (expected !== undefined) expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
  return res;
};

/** The newest entry's sentence, with its other columns. */
async function latest() {
  const [entry] = await t.database.db.select().from(activityLog).orderBy(desc(activityLog.at)).limit(1);
  return entry!;
}

let tick = Date.parse('2026-11-27T00:00:00Z');
/** Each reading a second later, so the newest entry is the latest write's. */
function clock(): Date {
  tick += 1000;
  return new Date(tick);
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  cookie = await t.signIn('Mary');
  await t.database.db
    .update(users)
    .set({ password: await hashPassword(PASSWORD) })
    .where(eq(users.username, 'Mary'));
  team = (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'U16 Competitive' }, 201)).json();
});
afterAll(() => t.close());

describe('content', () => {
  it('records an article added, changed (only the fields that changed), deleted and brought back', async () => {
    const body = { ...JSON_ENTITIES.news.body, title: 'Tour to Cairns' };
    const article = (await send('POST', '/api/admin/news', body, 201)).json();
    expect(await latest()).toMatchObject({
      userName: 'Mary',
      section: 'news',
      itemKind: 'news',
      itemId: article.id,
      sentence: 'Mary added the news article "Tour to Cairns"',
      fields: [],
    });

    await send('PUT', `/api/admin/news/${article.id}`, { ...body, excerpt: 'Off to Cairns', content: 'New text' }, 200);
    expect(await latest()).toMatchObject({
      sentence: 'Mary changed the excerpt and content of the news article "Tour to Cairns"',
      fields: ['excerpt', 'content'],
    });

    await send('DELETE', `/api/admin/news/${article.id}`, undefined, 204);
    expect((await latest()).sentence).toBe('Mary deleted the news article "Tour to Cairns"');
    await send('POST', `/api/admin/news/${article.id}/restore`, undefined, 200);
    expect((await latest()).sentence).toBe('Mary brought back the news article "Tour to Cairns"');
  });

  it("says an article's status in words: saved as a draft, scheduled for its club time, published", async () => {
    const body = { ...JSON_ENTITIES.news.body, title: 'Tour to Cairns' };
    const article = (await send('POST', '/api/admin/news', { ...body, status: 'draft' }, 201)).json();
    expect((await latest()).sentence).toBe('Mary saved the news article "Tour to Cairns" as a draft');

    // Monday 7:00 am in Port Moresby, the club's zone.
    const monday = { ...body, status: 'scheduled', publishDate: '2026-11-29T21:00:00.000Z' };
    await send('PUT', `/api/admin/news/${article.id}`, monday, 200);
    expect(await latest()).toMatchObject({
      sentence: 'Mary scheduled the news article "Tour to Cairns" for Mon 30 Nov 2026, 7:00 am',
      fields: ['status', 'publish date'],
    });
    const later = { ...monday, publishDate: '2026-11-30T08:30:00.000Z', excerpt: 'Off to Cairns' };
    await send('PUT', `/api/admin/news/${article.id}`, later, 200);
    expect((await latest()).sentence).toBe(
      'Mary scheduled the news article "Tour to Cairns" for Mon 30 Nov 2026, 6:30 pm and changed its excerpt',
    );
    await send('PUT', `/api/admin/news/${article.id}`, { ...later, content: 'New text' }, 200);
    expect((await latest()).sentence).toBe('Mary changed the content of the news article "Tour to Cairns"');

    await send('PUT', `/api/admin/news/${article.id}`, { ...body, status: 'published' }, 200);
    expect((await latest()).sentence).toMatch(/^Mary published the news article "Tour to Cairns" and changed its /);
    await send('PUT', `/api/admin/news/${article.id}`, { ...body, status: 'draft' }, 200);
    expect((await latest()).sentence).toBe('Mary saved the news article "Tour to Cairns" as a draft');
    await send('POST', '/api/admin/news', { ...monday, title: 'Gala Night' }, 201);
    expect((await latest()).sentence).toBe('Mary scheduled the news article "Gala Night" for Mon 30 Nov 2026, 7:00 am');
  });

  it('records a sponsor deleted and brought back, and the sponsors reordered', async () => {
    const fields = { ...FORM_ENTITIES.sponsors.fields, name: 'Digicel', logo: await pngFile() };
    const digicel = (await sendForm(t.app, cookie, 'POST', '/api/admin/sponsors', fields)).json();
    const other = (await sendForm(t.app, cookie, 'POST', '/api/admin/sponsors', { ...fields, name: 'BSP' })).json();
    expect((await latest()).sentence).toBe('Mary added the sponsor "BSP"');
    await send('DELETE', `/api/admin/sponsors/${digicel.id}`, undefined, 204);
    expect((await latest()).sentence).toBe('Mary deleted the sponsor "Digicel"');
    await send('POST', `/api/admin/sponsors/${digicel.id}/restore`, undefined, 200);
    expect((await latest()).sentence).toBe('Mary brought back the sponsor "Digicel"');
    await send('PUT', '/api/admin/sponsors/order', { ids: [other.id, digicel.id] }, 204);
    expect(await latest()).toMatchObject({
      section: 'sponsors',
      itemKind: 'sponsors',
      itemId: null,
      sentence: 'Mary reordered the sponsors',
    });
  });

  it('records a result entered where there was none, and a result changed', async () => {
    const game = {
      teamId: team.id,
      kind: 'game',
      title: 'vs Lae Eagles',
      startsAt: '2026-01-10T18:30:00+10:00',
      endsAt: '2026-01-10T20:30:00+10:00',
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
    };
    const event = (await send('POST', '/api/admin/events', game, 201)).json();
    expect(await latest()).toMatchObject({
      section: 'fixtures',
      itemKind: 'events',
      sentence: 'Mary added the game "vs Lae Eagles" of U16 Competitive on Sat 10 Jan 2026',
    });
    await send('PUT', `/api/admin/events/${event.id}`, { ...game, scoreFor: 54, scoreAgainst: 48 }, 200);
    expect(await latest()).toMatchObject({
      sentence: 'Mary entered the result U16 Competitive 54-48 Lae Eagles',
      fields: ['our score', 'their score'],
    });
    await send('PUT', `/api/admin/events/${event.id}`, { ...game, scoreFor: 54, scoreAgainst: 50 }, 200);
    expect((await latest()).sentence).toBe('Mary changed the result U16 Competitive 54-50 Lae Eagles');
    await send('PUT', `/api/admin/events/${event.id}`, game, 200);
    expect((await latest()).sentence).toBe(
      'Mary removed the result of the game "vs Lae Eagles" of U16 Competitive on Sat 10 Jan 2026',
    );
  });

  it('names a player by first name and last initial: added, and the photo consent changed', async () => {
    const fields = { ...FORM_ENTITIES.players.fields, name: 'Kila Morea', photo: await pngFile() };
    const player = (await sendForm(t.app, cookie, 'POST', '/api/admin/players', fields)).json();
    expect(await latest()).toMatchObject({ section: 'profiles', sentence: 'Mary added the player Kila M.' });
    const { photo: _photo, ...kept } = fields;
    const changed = await sendForm(t.app, cookie, 'PUT', `/api/admin/players/${player.id}`, {
      ...kept,
      photoConsentDate: '2026-11-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await latest()).toMatchObject({
      sentence: 'Mary changed the photo consent of Kila M.',
      fields: ['photo consent'],
    });
    expect(JSON.stringify(await t.database.db.select().from(activityLog))).not.toContain('Morea');
  });
});

describe('settings, staff, enquiries, registrations and followers', () => {
  it('records the settings changed, naming the fields only', async () => {
    const [settings] = await t.database.db.select().from(siteSettings);
    const { id, ...values } = settings!;
    await send(
      'PUT',
      `/api/admin/settings/${id}`,
      { ...values, contactPhone: PHONE, season: '2027 Season', registrationOpen: true },
      200,
    );
    expect(await latest()).toMatchObject({
      section: 'settings',
      itemKind: 'settings',
      sentence: 'Mary changed the phone, season and registration open of the site settings',
      fields: ['phone', 'season', 'registration open'],
    });
  });

  it('records staff accounts added, their role changed, a password reset, one removed, and one own password', async () => {
    const john = (
      await send(
        'POST',
        '/api/admin/staff',
        { username: 'john', password: STAFF_PASSWORD, role: 'coach', teamIds: [team.id] },
        201,
      )
    ).json();
    expect(await latest()).toMatchObject({
      section: 'staff',
      itemKind: 'staff',
      itemId: String(john.id),
      sentence: 'Mary added the staff account "john" as Coach of U16 Competitive',
    });
    await send('PUT', `/api/admin/staff/${john.id}/role`, { role: 'editor' }, 200);
    expect(await latest()).toMatchObject({
      sentence: 'Mary made the staff account "john" Editor',
      fields: ['role', 'teams'],
    });
    await send('PUT', `/api/admin/staff/${john.id}/password`, { password: TEMPORARY }, 200);
    expect(await latest()).toMatchObject({
      sentence: 'Mary set a temporary password for the staff account "john"',
      fields: ['password'],
    });
    await send('DELETE', `/api/admin/staff/${john.id}`, undefined, 204);
    expect((await latest()).sentence).toBe('Mary removed the staff account "john"');
    // The older way of adding a colleague, signed in: an Editor's account.
    await send('POST', '/api/register', { username: 'pat', password: STAFF_PASSWORD }, 201);
    expect((await latest()).sentence).toBe('Mary added the staff account "pat" as Editor');
    await send('PUT', '/api/admin/staff/me/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, 200);
    expect(await latest()).toMatchObject({ sentence: 'Mary changed their own password', fields: ['password'] });
  });

  it('records an enquiry marked and deleted, named without its contacts', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'Ana', lastName: 'Kila', email: EMAIL, phone: PHONE, message: 'Are there U12 trials?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [enquiry] = (await send('GET', '/api/admin/inquiries', undefined, 200)).json();
    await send('PATCH', `/api/admin/inquiries/${enquiry.id}`, { status: 'replied', notes: `Called ${PHONE}` }, 200);
    expect(await latest()).toMatchObject({
      section: 'inquiries',
      itemKind: 'inquiry',
      itemId: enquiry.id,
      sentence: 'Mary marked the enquiry from Ana K. as Replied and changed its staff notes',
      fields: ['status', 'staff notes'],
    });
    await send('DELETE', `/api/admin/inquiries/${enquiry.id}`, undefined, 204);
    expect((await latest()).sentence).toBe('Mary deleted the enquiry from Ana K.');
  });

  it('records a registration opened, changed and deleted, by its reference', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        firstName: 'Kila',
        lastName: 'Morea',
        dateOfBirth: '2014-03-01',
        teamId: team.id,
        guardianName: 'Mary Morea',
        guardianRelationship: 'Mother',
        guardianPhone: GUARDIAN_PHONE,
        email: EMAIL,
        emergencyName: 'John Morea',
        emergencyPhone: PHONE,
        medical: MEDICAL,
        consentCodeOfConduct: true,
        consentMedical: true,
        photoConsent: false,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { reference } = registered.json();
    const [row] = (await send('GET', '/api/admin/registrations', undefined, 200)).json();
    await send('GET', `/api/admin/registrations/${row.id}`, undefined, 200);
    expect(await latest()).toMatchObject({
      section: 'registrations',
      itemKind: 'registration',
      itemId: row.id,
      sentence: `Mary opened the registration ${reference}`,
    });
    await send('PATCH', `/api/admin/registrations/${row.id}`, { feeStatus: 'paid', feeMethod: 'cash' }, 200);
    expect(await latest()).toMatchObject({
      sentence: `Mary changed the fee and paid by of the registration ${reference}`,
      fields: ['fee', 'paid by'],
    });
    await send('PATCH', `/api/admin/registrations/${row.id}`, { status: 'waitlisted', message: MEDICAL }, 200);
    expect((await latest()).sentence).toBe(
      `Mary marked the registration ${reference} as Waitlisted and changed its message to the family`,
    );
    await send('DELETE', `/api/admin/registrations/${row.id}`, undefined, 204);
    expect((await latest()).sentence).toBe(`Mary deleted the registration ${reference}`);
  });

  it('records a follower removed without naming them: their address is their only name', async () => {
    const token = newFollowToken;
    const [follower] = await t.database.db
      .insert(followers)
      .values({
        ...storedAddress(t.app.sealer, t.app.env, EMAIL),
        news: true,
        confirmToken: token(),
        manageToken: token(),
        unsubscribeToken: token(),
      })
      .returning();
    await send('DELETE', `/api/admin/followers/${follower!.id}`, undefined, 204);
    expect(await latest()).toMatchObject({
      section: 'followers',
      itemKind: 'follower',
      itemId: follower!.id,
      sentence: 'Mary removed a follower',
    });
  });

  it('records nothing for a write that failed', async () => {
    const before = await t.database.db.$count(activityLog);
    await send('POST', '/api/admin/news', { title: '' }, 400);
    await send('DELETE', '/api/admin/sponsors/5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c', undefined, 404);
    expect(await t.database.db.$count(activityLog)).toBe(before);
  });

  it('holds no password, medical note, phone number or email address sent through the API', async () => {
    const everything = JSON.stringify(await t.database.db.select().from(activityLog));
    expect(everything).toContain('Mary');
    for (const secret of [PASSWORD, NEW_PASSWORD, STAFF_PASSWORD, TEMPORARY, MEDICAL, PHONE, EMAIL, GUARDIAN_PHONE]) {
      expect(everything).not.toContain(secret);
    }
    // Nor the phone's digits in another layout ('7123' alone can turn up inside an id or a time).
    expect(everything).not.toContain('71234567');
    expect(everything).not.toContain('example.com');
  });
});
