// The family's private page as a phone without JavaScript gets it: small plain HTML whose forms post the plain way
// and come back to the page (303), the site's 404 page for a wrong or ended token, never kept nor indexed.
import { eq, inArray } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_START, type FamilySeed, fromPhone, hoursFrom, seedFamilies } from '../../../tests/fixtures/families';
import { pageText as text } from '../../../tests/fixtures/page-text';
import { CLUB } from '../../shared/constants';
import { familyPath, NOTE_MAX_LENGTH } from '../../shared/families';
import { events, families, players } from '../../shared/schema';
import { newFamilyToken } from '../families/family';
import { createTestApp, type TestApp, testClock } from '../test-app';
import { eventAnchor, photosAnchor } from './family-document';

const clock = testClock(FAMILY_START);
let t: TestApp;
let s: FamilySeed;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  s = await seedFamilies(t);
});
afterAll(() => t.close());
afterEach(() => clock.set(FAMILY_START));

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const open = (token = s.token) => fromPhone(t, { url: familyPath(token) });
const post = (path: 'availability' | 'consent', fields: Record<string, string>, token = s.token) =>
  fromPhone(t, {
    method: 'POST',
    url: `${familyPath(token)}/${path}`,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
/** Follows a 303 as the browser does: a GET of its address, without the fragment. */
const follow = (location: string) => fromPhone(t, { url: location.split('#')[0]! });
/** The markup of one event on the page, from its anchor to the next item. */
const eventMarkup = (html: string, eventId: string) => {
  const at = html.indexOf(`id="${eventAnchor(s.kilaId, eventId)}"`);
  expect(at).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('</li>', at));
};

describe("the family's page", () => {
  it('greets the family and shows each child, their events and photo consent, in a small page without script', async () => {
    const res = await open();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    const words = text(html);
    expect(words).toContain(CLUB.name);
    expect(words).toContain('Hello Mary');
    expect(words).toContain('Game: vs Lae Eagles');
    expect(words).toContain('Training: Shooting drills');
    expect(words).not.toContain('Goroka Hawks'); // 30 days away
    expect(words).not.toContain('Madang Sharks'); // another team's
    expect(words).toContain('Coming? Yes No Maybe');
    expect(html).toContain('placeholder="No bus fare this week"');
    expect(words).toContain('Note to the coach');
    expect(words).toContain('Photos of Kila may be published until 10 January 2027');
    expect(words).toContain('Renew for 12 months Withdraw consent');
    expect(words).toContain('No photos of Tau are published Allow photos for 12 months');
    // No script at all, nor the public site's stylesheet or islands: the whole first load is this document.
    expect(html).not.toMatch(/<script|<link[^>]+stylesheet|\/assets\//);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(40 * 1024);
    // The forms post under the page's own address.
    expect(html).toContain(`<base href="${familyPath(s.token)}/">`);
  });

  it('stays under 40 KB for a family of three children in one team with a busy three weeks', async () => {
    const db = t.database.db;
    const [third] = await db
      .insert(players)
      .values({ name: 'Lahui Morea', position: 'Centre', teamId: s.teamId, familyId: s.familyId })
      .returning({ id: players.id });
    await db.update(players).set({ teamId: s.teamId }).where(eq(players.id, s.tauId));
    // Training three times a week and a game every Saturday, at the longest venue name a team is likely to have.
    const busy = Array.from({ length: 12 }, (_, i) => ({
      teamId: s.teamId,
      kind: i % 4 === 3 ? ('game' as const) : ('training' as const),
      title: i % 4 === 3 ? 'vs Port Moresby Lions Under 14 Development' : 'Training',
      startsAt: hoursFrom(FAMILY_START, 30 + i * 40),
      endsAt: hoursFrom(FAMILY_START, 32 + i * 40),
      venue: 'Taurama Aquatic and Indoor Centre, Court 2',
      homeAway: i % 4 === 3 ? ('away' as const) : null,
    }));
    const added = await db.insert(events).values(busy).returning({ id: events.id });
    try {
      const html = (await open()).body;
      expect((html.match(/<form method="post" action="availability"/g) ?? []).length).toBe(3 * 14);
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(40 * 1024);
    } finally {
      await db.delete(events).where(
        inArray(
          events.id,
          added.map((row) => row.id),
        ),
      );
      await db.delete(players).where(eq(players.id, third!.id));
      await db.update(players).set({ teamId: null }).where(eq(players.id, s.tauId));
    }
  });

  it('is valid HTML', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      // As the site writes it (html-validity.test.ts).
      rules: { 'doctype-style': ['error', { style: 'lowercase' }] },
    });
    const report = await validator.validateString((await open()).body);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('is kept by no cache and indexed by no search engine', async () => {
    for (const res of [await open(), await open(newFamilyToken())]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('/family');
  });

  it("answers the site's 404 page, the same for a wrong token and an ended one", async () => {
    const ended = s.token;
    await t.database.db.update(families).set({ token: newFamilyToken() }).where(eq(families.id, s.familyId));
    try {
      const answers = [await open(ended), await open(newFamilyToken()), await open('short')];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(answers[0]!.body);
      }
      expect(text(answers[0]!.body)).toContain('404');
      expect(answers[0]!.body).not.toContain(ended);
      // A form posted with an ended link saves nothing.
      const posted = await post('availability', { eventId: s.gameId, playerId: s.kilaId, answer: 'yes' }, ended);
      expect(posted.statusCode).toBe(404);
      expect(posted.body).toBe(answers[0]!.body);
    } finally {
      await t.database.db.update(families).set({ token: ended }).where(eq(families.id, s.familyId));
    }
  });
});

describe("the page's forms without JavaScript", () => {
  it('saves an answer and its note, and comes back to the event with the answer pressed', async () => {
    const res = await post('availability', {
      eventId: s.gameId,
      playerId: s.kilaId,
      answer: 'maybe',
      note: 'No bus fare this week',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${familyPath(s.token)}#${eventAnchor(s.kilaId, s.gameId)}`);
    const game = eventMarkup((await follow(res.headers.location as string)).body, s.gameId);
    expect(game).toContain('value="maybe" aria-pressed="true"');
    expect(game).toContain('value="yes" aria-pressed="false"');
    expect(game).toContain('value="No bus fare this week"');

    const changed = await post('availability', { eventId: s.gameId, playerId: s.kilaId, answer: 'yes', note: '' });
    const again = eventMarkup((await follow(changed.headers.location as string)).body, s.gameId);
    expect(again).toContain('value="yes" aria-pressed="true"');
    expect(again).toContain('value="maybe" aria-pressed="false"');
    // The note is cleared (the example shows in the page's first note field only: tomorrow's training).
    expect(again).toContain(`name="note" maxlength="${NOTE_MAX_LENGTH}">`);
  });

  it('shows the answer without a form once the event has started, and refuses a late post on the page', async () => {
    await post('availability', { eventId: s.trainingId, playerId: s.kilaId, answer: 'no', note: 'Sick' });
    clock.set(hoursFrom(FAMILY_START, 24.5));
    const page = (await open()).body;
    const training = eventMarkup(page, s.trainingId);
    expect(training).not.toContain('<form');
    expect(text(training)).toContain('Coming? No Note to the coach: Sick');
    const late = await post('availability', { eventId: s.trainingId, playerId: s.kilaId, answer: 'yes' });
    expect(late.statusCode).toBe(409);
    expect(text(late.body)).toContain(
      'This training has started: the answer can no longer be changed. Tell the coach.',
    );
  });

  it('says what is wrong with a form that is not ours', async () => {
    const res = await post('availability', { eventId: s.gameId, playerId: s.kilaId, answer: 'perhaps' });
    expect(res.statusCode).toBe(400);
    expect(text(res.body)).toContain('Choose Yes, No or Maybe');
    const other = await post('availability', { eventId: s.gameId, playerId: s.otherChildId, answer: 'yes' });
    expect(other.statusCode).toBe(404);
  });

  it('withdraws and renews photo consent, back at the photos', async () => {
    // The public list is kept in the cache with the photo in it; the form's write must clear it.
    expect((await t.app.inject({ url: '/api/players' })).body).toContain('/uploads/kila.webp');
    const withdrawn = await post('consent', { playerId: s.kilaId, photos: 'withdraw' });
    expect(withdrawn.statusCode).toBe(303);
    expect(withdrawn.headers.location).toBe(`${familyPath(s.token)}#${photosAnchor(s.kilaId)}`);
    expect(text((await follow(withdrawn.headers.location as string)).body)).toContain(
      'No photos of Kila are published Allow photos for 12 months',
    );
    const players = (await t.app.inject({ url: '/api/players' })).json<{ id: string; photoUrl?: string }[]>();
    expect(players.find((row) => row.id === s.kilaId)).not.toHaveProperty('photoUrl');

    const renewed = await post('consent', { playerId: s.kilaId, photos: 'renew' });
    expect(text((await follow(renewed.headers.location as string)).body)).toContain(
      'Photos of Kila may be published until 4 March 2027',
    );
  });
});
