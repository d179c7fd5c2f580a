// The public side of a tour (ADR 051): GET /api/tours/{slug} and the /tours pages. The money raised is the sum of
// the contributions; supporters are shown only as they chose; the squad only as each profile's publishing choices
// allow; the articles only while public. Contributions are written straight into their table (the staff's routes
// are built apart), sealed as those routes seal them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile, type Row, sendForm, uploadImage } from '../../../tests/fixtures/content';
import { previewName } from '../../shared/images';
import { tourContributions } from '../../shared/schema';
import type { TourPage } from '../../shared/tour-page';
import type { ContributionMethod, ContributionPrivate } from '../../shared/tours';
import { TOUR_MONEY_SCOPE, writeScope } from '../cache/write-scope';
import { signedInTestApp, type TestApp } from '../test-app';

// The club's noon on 1 June 2026 (Port Moresby is UTC+10).
const clock = new Date('2026-06-01T02:00:00Z');
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: 'https://club.example/' }, { now: () => clock }));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = { cookie }) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers, payload });

async function createTour(fields: Record<string, unknown> = {}): Promise<Row & { slug: string }> {
  const res = await send('POST', 'tours', {
    title: 'Cairns Invitational 2026',
    destination: 'Cairns, Australia',
    startDate: '2026-07-01',
    endDate: '2026-07-10',
    status: 'fundraising',
    targetKina: 60000,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let contributionDay = 0;
/** A contribution as the staff's routes store it; the next one is a day newer. */
async function contribute(
  tourId: string,
  amountToea: number,
  choices: { name: string; showName?: boolean; showAmount?: boolean; method?: ContributionMethod; sponsorId?: string },
) {
  contributionDay += 1;
  const sealed: ContributionPrivate = { supporterName: choices.name, reference: `REF-${choices.name}` };
  await t.app.db.insert(tourContributions).values({
    tourId,
    amountToea,
    receivedOn: `2026-05-${String(contributionDay).padStart(2, '0')}`,
    private: t.app.sealer.seal(sealed),
    showName: choices.showName ?? false,
    showAmount: choices.showAmount ?? false,
    method: choices.method ?? 'cash',
    sponsorId: choices.sponsorId ?? null,
  });
  // What a write through the contributions' routes clears (their scope, checked below).
  t.app.responseCache.clear(TOUR_MONEY_SCOPE);
}

const tourJson = async (slug: string): Promise<TourPage> => {
  const res = await get(`/api/tours/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the money raised and the supporters', () => {
  let tour: Row & { slug: string };
  let sponsorId: string;
  beforeAll(async () => {
    tour = await createTour();
    const sponsor = await sendForm(t.app, cookie, 'POST', '/api/admin/sponsors', {
      name: 'Coastal Bank',
      description: 'Our main partner',
      order: '1',
      logo: await pngFile(),
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    sponsorId = sponsor.json().id;
    await contribute(tour.id, 1_000_000, { name: 'Mary Kila', showName: true, showAmount: true });
    await contribute(tour.id, 500_000, { name: 'Hidden Giver', showName: false, showAmount: true });
    await contribute(tour.id, 250_000, { name: 'Quiet Amount', showName: true, showAmount: false });
    await contribute(tour.id, 95_000, {
      name: 'Bank contact person',
      showName: true,
      showAmount: true,
      method: 'sponsor',
      sponsorId,
    });
  });

  it('sums every contribution, and shows supporters newest first as each chose', async () => {
    const page = await tourJson(tour.slug);
    expect(page.raisedToea).toBe(1_845_000);
    expect(page.supporters).toEqual([
      { name: 'Coastal Bank', amountToea: 95_000 },
      { name: 'Quiet Amount', amountToea: null },
      { name: 'Anonymous', amountToea: 500_000 },
      { name: 'Mary Kila', amountToea: 1_000_000 },
    ]);
  });

  it('never carries an unchosen name, a reference or a hidden amount, in the API or the page', async () => {
    const api = (await get(`/api/tours/${tour.slug}`)).body;
    const html = (await get(`/tours/${tour.slug}`)).body;
    for (const body of [api, html]) {
      expect(body).not.toContain('Hidden Giver');
      expect(body).not.toContain('Bank contact person');
      expect(body).not.toContain('REF-');
      expect(body).not.toContain('2,500');
      expect(body).not.toContain('250000');
    }
  });

  it('shows the bar as the sentence and a progressbar with its values, and the supporters', async () => {
    const html = (await get(`/tours/${tour.slug}`)).body;
    expect(html).toContain('PGK 18,450 raised of PGK 60,000');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuemin="0" aria-valuemax="60000" aria-valuenow="18450"/);
    expect(html).toContain('Mary Kila');
    expect(html).toContain('PGK 10,000');
    expect(html).toContain('Anonymous');
    expect(html).toContain('PGK 5,000');
    expect(html).toContain('Quiet Amount');
  });

  it("a sponsor's new name shows at once (a sponsors write clears the tours' money)", async () => {
    const res = await sendForm(t.app, cookie, 'PUT', `/api/admin/sponsors/${sponsorId}`, {
      name: 'Coastal Bank PNG',
      description: 'Our main partner',
      order: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tourJson(tour.slug)).supporters[0]).toEqual({ name: 'Coastal Bank PNG', amountToea: 95_000 });
  });

  it('is on /tours with its bar', async () => {
    const html = (await get('/tours')).body;
    expect(html).toContain(`href="/tours/${tour.slug}"`);
    expect(html).toContain('PGK 18,450 raised of PGK 60,000');
  });
});

describe('the squad', () => {
  it('shows players by their publishing choices and coaches, in the order given, without deleted profiles', async () => {
    const hidden = await sendForm(t.app, cookie, 'POST', '/api/admin/players', {
      name: 'Kila Morea',
      position: 'Guard',
      dateOfBirth: '2012-03-15',
      photoConsentDate: '2026-05-01',
      nameOnWebsite: 'first-initial',
      showPhoto: 'false',
      photo: await pngFile(),
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const shown = await sendForm(t.app, cookie, 'POST', '/api/admin/players', {
      name: 'Naomi Baure',
      position: 'Forward',
      age: '19',
      photoConsentDate: '2026-05-01',
      nameOnWebsite: 'full',
      photo: await pngFile(),
    });
    const gone = await sendForm(t.app, cookie, 'POST', '/api/admin/players', {
      name: 'Gone Player',
      position: 'Centre',
    });
    const coach = await sendForm(t.app, cookie, 'POST', '/api/admin/coaches', {
      name: 'Peter Wari',
      role: 'Head Coach',
    });
    for (const res of [shown, gone, coach]) expect(res.statusCode, res.body).toBe(201);
    const tour = await createTour({
      title: 'Lae Friendship Games',
      playerIds: [shown.json().id, hidden.json().id, gone.json().id],
      coachIds: [coach.json().id],
    });
    expect((await send('DELETE', `players/${gone.json().id}`)).statusCode).toBe(204);

    const { squad } = await tourJson(tour.slug);
    expect(squad.players.map((p) => p.name)).toEqual(['Naomi Baure', 'Kila M.']);
    expect(squad.players[0]!.photoUrl).toBe(shown.json().photoUrl);
    expect(squad.players[1]).not.toHaveProperty('photoUrl');
    expect(squad.coaches.map((c) => c.name)).toEqual(['Peter Wari']);

    const html = (await get(`/tours/${tour.slug}`)).body;
    expect(html).toContain('Naomi Baure');
    expect(html).toContain('Kila M.');
    expect(html).not.toContain('Kila Morea');
    expect(html).not.toContain('Gone Player');
    for (const name of [previewName(hidden.json().photoUrl), hidden.json().photoUrl.replace(/\.\w+$/, '')])
      expect(html).not.toContain(name);
  });
});

describe('the articles about a tour', () => {
  it('lists only the linked articles public now, newest first, and follows a link made later', async () => {
    const tour = await createTour({ title: 'Brisbane Showcase' });
    const article = async (fields: Record<string, unknown>) => {
      const res = await send('POST', 'news', { excerpt: 'Words.', content: 'More words.', ...fields });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Row & { slug: string; updatedAt: string };
    };
    await article({ title: 'Squad named', publishDate: '2026-03-01', tourId: tour.id });
    await article({ title: 'Send-off night', publishDate: '2026-05-01', tourId: tour.id });
    await article({ title: 'A draft about it', publishDate: '2026-05-02', tourId: tour.id, status: 'draft' });
    const later = await article({ title: 'Another story', publishDate: '2026-04-01' });
    expect((await tourJson(tour.slug)).articles.map((a) => a.title)).toEqual(['Send-off night', 'Squad named']);

    // Linked afterwards: the tour's answer and page are made again (a news write).
    const linked = await send('PUT', `news/${later.id}`, {
      title: 'Another story',
      excerpt: 'Words.',
      content: 'More words.',
      publishDate: '2026-04-01',
      tourId: tour.id,
      updatedAt: later.updatedAt,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const page = await tourJson(tour.slug);
    expect(page.articles.map((a) => a.title)).toEqual(['Send-off night', 'Another story', 'Squad named']);
    expect(Object.keys(page.articles[0]!).sort()).toEqual(
      ['excerpt', 'id', 'imageUrl', 'publishDate', 'slug', 'title'].sort(),
    );
    const html = (await get(`/tours/${tour.slug}`)).body;
    expect(html).toContain('Another story');
    expect(html).not.toContain('A draft about it');
  });

  it('refuses an article naming no tour, on create and update, with the field', async () => {
    const body = { title: 'Lost', excerpt: 'W.', content: 'W.', publishDate: '2026-01-01' };
    const missing = '00000000-0000-4000-8000-000000000000';
    const created = await send('POST', 'news', { ...body, tourId: missing });
    expect(created.statusCode).toBe(400);
    expect(created.json().issues).toEqual([{ path: 'tourId', message: 'Not the id of a tour' }]);
    const ok = await send('POST', 'news', body);
    expect(ok.statusCode).toBe(201);
    const updated = await send('PUT', `news/${ok.json().id}`, { ...body, tourId: missing });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().issues).toEqual([{ path: 'tourId', message: 'Not the id of a tour' }]);
    const notAnId = await send('POST', 'news', { ...body, tourId: 'cairns' });
    expect(notAnId.json().issues).toEqual([{ path: 'tourId', message: 'Not the id of a tour' }]);
  });
});

describe('pages, previews and the sitemap', () => {
  it('orders /tours: those ahead soonest first, then those over, latest first', async () => {
    await createTour({ title: 'Past Tour One', startDate: '2025-01-05', endDate: '2025-01-10', status: 'completed' });
    await createTour({ title: 'Past Tour Two', startDate: '2025-09-05', endDate: '2025-09-10', status: 'completed' });
    await createTour({ title: 'Far Ahead Tour', startDate: '2027-01-05', endDate: '2027-01-10' });
    await createTour({ title: 'Under Way Tour', startDate: '2026-05-28', endDate: '2026-06-03', status: 'on-tour' });
    const html = (await get('/tours')).body;
    const at = (title: string) => html.indexOf(title);
    expect(at('Under Way Tour')).toBeLessThan(at('Far Ahead Tour'));
    expect(at('Far Ahead Tour')).toBeLessThan(at('Past Tour Two'));
    expect(at('Past Tour Two')).toBeLessThan(at('Past Tour One'));
    // The landing page's International section links to tours not completed.
    const home = (await get('/')).body;
    expect(home).toContain('Under Way Tour');
    expect(home).not.toContain('Past Tour One');
  });

  it('gives a tour page its link preview from its cover, and the sitemap lists /tours and each tour', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const tour = await createTour({ title: 'Port Vila Cup', imageUrl, description: 'We **play** five games.' });
    const html = (await get(`/tours/${tour.slug}`)).body;
    expect(html).toContain('<title>Port Vila Cup');
    expect(html).toContain(`content="https://club.example/uploads/${previewName(imageUrl)}"`);
    expect(html).toContain('<strong>play</strong>');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://club.example/tours</loc>');
    expect(sitemap).toContain(`<loc>https://club.example/tours/${tour.slug}</loc>`);
  });

  it('shows how to support a tour from the settings, leaving out the empty ones', async () => {
    const tour = await createTour({ title: 'Honiara Tour' });
    const settings = (await get('/api/settings')).json();
    const res = await send('PUT', `settings/${settings.id}`, {
      ...settings,
      supportBankAccount: 'BSP, Club Tours Account 1234567',
      supportMobileMoney: '',
      supportCash: 'At training, to the treasurer',
      supportSwift: '',
      supportBankAddress: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await get(`/tours/${tour.slug}`)).body;
    expect(html).toContain('How to support this tour');
    expect(html).toContain('BSP, Club Tours Account 1234567');
    expect(html).toContain('At training, to the treasurer');
    expect(html).not.toContain('Mobile money');
    expect(html).not.toContain('SWIFT/BIC');
    expect(html).not.toContain('Bank address');
  });

  it('links how to give from the bar to the support section, which gives what a transfer from overseas needs', async () => {
    const tour = await createTour({ title: 'Suva Classic' });
    const settings = (await get('/api/settings')).json();
    const res = await send('PUT', `settings/${settings.id}`, {
      ...settings,
      supportBankAccount: 'BSP, Club Tours Account 1234567',
      supportSwift: 'BOSPPGPM',
      supportBankAddress: 'Douglas Street, Port Moresby, Papua New Guinea',
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await get(`/tours/${tour.slug}`)).body;
    // The link sits with the bar, above the rest of the page.
    const link = html.indexOf('>How to give</a>');
    expect(link).toBeGreaterThan(html.indexOf('role="progressbar"'));
    expect(link).toBeLessThan(html.indexOf('How to support this tour'));
    expect(html).toMatch(/<a href="#support"[^>]*>How to give<\/a>/);
    const section = html.slice(html.indexOf('<section id="support"'));
    expect(section).toMatch(/^<section id="support" aria-labelledby="tour-how-to-support-this-tour"/);
    expect(section).toMatch(/<dt[^>]*>SWIFT\/BIC<\/dt><dd[^>]*>BOSPPGPM<\/dd>/);
    expect(section).toMatch(/<dt[^>]*>Bank address<\/dt><dd[^>]*>Douglas Street, Port Moresby, Papua New Guinea<\/dd>/);
  });

  it('has no link to how to give when no way to give is set', async () => {
    const settings = (await get('/api/settings')).json();
    const none = {
      supportBankAccount: '',
      supportMobileMoney: '',
      supportCash: '',
      supportSwift: '',
      supportBankAddress: '',
    };
    expect((await send('PUT', `settings/${settings.id}`, { ...settings, ...none })).statusCode).toBe(200);
    const html = (await get(`/tours/${(await createTour({ title: 'Alotau Camp' })).slug}`)).body;
    expect(html).toContain('role="progressbar"');
    expect(html).not.toContain('How to give');
    expect(html).not.toContain('id="support"');
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown slug, in the API and as the 404 page', async () => {
    const api = await get('/api/tours/no-such-tour');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Tour not found' });
    expect((await get('/tours/no-such-tour')).statusCode).toBe(404);
  });

  it('refuses the staff routes without a session (401) and a bad body with its messages (400)', async () => {
    const tour = await createTour({ title: 'Suva Tour' });
    const none = { cookie: '' };
    expect((await send('POST', 'tours', { title: 'X' }, none)).statusCode).toBe(401);
    expect((await send('PUT', `tours/${tour.id}`, { title: 'X' }, none)).statusCode).toBe(401);
    expect((await send('DELETE', `tours/${tour.id}`, undefined, none)).statusCode).toBe(401);
    const bad = await send('POST', 'tours', {
      title: '',
      destination: 'Suva',
      startDate: '2026-08-10',
      endDate: '2026-08-01',
      targetKina: -5,
    });
    expect(bad.statusCode).toBe(400);
    const issues = bad.json().issues as { path: string; message: string }[];
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['title', 'targetKina']));
  });

  it("clears only the tours' money on a contribution's write", () => {
    expect(writeScope('/api/admin/tours/:id/contributions')).toEqual(TOUR_MONEY_SCOPE);
    expect(writeScope('/api/admin/tours/:id/contributions/:contributionId')).toEqual(TOUR_MONEY_SCOPE);
  });
});
