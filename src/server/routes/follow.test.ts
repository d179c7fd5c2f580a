// Following by email (ADR 048) on the real app and database: the JSON route and the plain forms, double
// opt-in through the outbox, following again, the links' pages, the one-click unsubscribe, the limit and the guard.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText as text } from '../../../tests/fixtures/page-text';
import { FOLLOW_MESSAGES } from '../../shared/follow';
import { paths } from '../../shared/paths';
import { followers, mailOutbox, newsArticles, teams } from '../../shared/schema';
import { readFollower } from '../follow/address';
import { FOLLOW_PATHS } from '../follow/links';
import { CONFIRMATION_RESEND_MS, FOLLOW_RATE_LIMIT } from '../follow/service';
import { addressKey } from '../sealing/address';
import { createTestApp, type TestApp, testClock } from '../test-app';

const clock = testClock('2026-11-20T07:30:00Z');
let t: TestApp;
let u14: string;
let seniors: string;
beforeAll(async () => {
  // Email on (nothing can leave: no address to send from), so confirmations are queued in the outbox.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://club.example' }, { now: clock.now });
  const team = (name: string) => ({ name, ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' });
  const rows = await t.database.db
    .insert(teams)
    .values([team('U14 Girls'), team('Seniors')])
    .returning({ id: teams.id });
  [u14, seniors] = rows.map((row) => row.id) as [string, string];
});
afterAll(() => t.close());

let sender = 0;
const from = () => `10.22.0.${++sender}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const followJson = (payload: unknown, remoteAddress = from()) =>
  t.app.inject({ method: 'POST', url: '/api/follow', payload: payload as object, remoteAddress });
const postForm = (url: string, body: string, remoteAddress = from(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...FORM, ...headers }, payload: body, remoteAddress });
/** The follower stored for an address, found as the site finds it (by its key), the address opened. */
const follower = async (email: string) =>
  (await readFollower(t.app, eq(followers.emailKey, addressKey(t.app.env, email)))) ?? undefined;
const mailOf = (id: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.followerId, id));

/** The opening tag of the element with this id, whatever the order of its attributes. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('following through the JSON route', () => {
  it('stores the choices and queues one confirmation; again within the hour changes them and queues none', async () => {
    const res = await followJson({ email: 'Mary.Kila@example.org', news: true, teamIds: [u14] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: FOLLOW_MESSAGES.sent });
    const stored = (await follower('mary.kila@example.org'))!;
    expect(stored).toMatchObject({ news: true, teamIds: [u14], confirmedAt: null });
    expect(new Set([stored.confirmToken, stored.manageToken, stored.unsubscribeToken]).size).toBe(3);
    expect((await mailOf(stored.id)).map((m) => m.kind)).toEqual(['follow-confirmation']);

    clock.advance(CONFIRMATION_RESEND_MS - 60_000);
    // Another capitalisation is the same address; the same answer as for a new one.
    const again = await followJson({ email: 'MARY.KILA@example.org', news: false, teamIds: [seniors] });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(res.json());
    expect(await follower('mary.kila@example.org')).toMatchObject({ id: stored.id, news: false, teamIds: [seniors] });
    expect(await mailOf(stored.id)).toHaveLength(1);

    clock.advance(60_000);
    await followJson({ email: 'mary.kila@example.org', news: true });
    expect(await mailOf(stored.id)).toHaveLength(2);
  });

  it('refuses a bad address or no choice with 400 and each field’s message, storing nothing', async () => {
    const res = await followJson({ email: 'not-an-address', news: false, teamIds: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: FOLLOW_MESSAGES.email },
      { path: 'teamIds', message: FOLLOW_MESSAGES.choices },
    ]);
    const unknownTeam = await followJson({
      email: 'ok@example.org',
      teamIds: ['8a0c1b38-6a7e-4a3c-9d2f-0d3b1f4c5e6a'],
    });
    expect(unknownTeam.json().issues).toEqual([{ path: 'teamIds', message: FOLLOW_MESSAGES.team }]);
    expect(await follower('ok@example.org')).toBeUndefined();
    expect((await followJson({ email: 42 })).statusCode).toBe(400);
  });

  it('takes one mailbox only: a display name or a list is refused, every spelling of one address is one row', async () => {
    for (const email of ['a<x@example.org>', 'c,x@example.org', 'x@example.org, y@example.org']) {
      const res = await followJson({ email, news: true });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'email', message: FOLLOW_MESSAGES.email }]);
    }
    expect(await follower('x@example.org')).toBeUndefined();
    await followJson({ email: ' X.Mailbox@Example.ORG ', news: true });
    await followJson({ email: 'x.mailbox@example.org', news: true });
    const rows = await t.database.db
      .select()
      .from(followers)
      .where(eq(followers.emailKey, addressKey(t.app.env, 'x.mailbox@example.org')));
    expect(rows).toHaveLength(1);
    // Kept in the one normal form it is compared in.
    expect((await follower('x.mailbox@example.org'))!.email).toBe('x.mailbox@example.org');
    expect(await mailOf(rows[0]!.id)).toHaveLength(1);
  });

  it('sends nothing but the confirmation before its link is opened, which confirms and shows the address', async () => {
    await followJson({ email: 'ana@example.org', teamIds: [u14] });
    const stored = (await follower('ana@example.org'))!;
    const page = await t.app.inject({ url: `${FOLLOW_PATHS.confirm}?token=${stored.confirmToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(text(page.body)).toContain('You are following the club at ana@example.org');
    expect(page.body).toContain(`${FOLLOW_PATHS.manage}?token=${stored.manageToken}`);
    const confirmedAt = (await follower('ana@example.org'))!.confirmedAt;
    expect(confirmedAt).toEqual(clock.now());

    // Confirmed: following again changes nothing at once; the new choices wait for a new confirmation.
    clock.advance(2 * CONFIRMATION_RESEND_MS);
    await followJson({ email: 'ana@example.org', news: true });
    expect(await mailOf(stored.id)).toHaveLength(2);
    expect(await follower('ana@example.org')).toMatchObject({ confirmedAt, news: false, teamIds: [u14] });
  });

  it('keeps a confirmed address’s choices until its holder confirms new ones, answering as for any address', async () => {
    await followJson({ email: 'victim@example.org', news: true, teamIds: [u14] });
    const stored = (await follower('victim@example.org'))!;
    await t.app.inject({ url: `${FOLLOW_PATHS.confirm}?token=${stored.confirmToken}` });
    clock.advance(CONFIRMATION_RESEND_MS);

    // Anyone who knows the address, in any case: the same answer as for a new address, and nothing changes yet.
    const res = await followJson({ email: 'VICTIM@Example.org', news: false, teamIds: [seniors] });
    const fresh = await followJson({ email: 'nobody.yet@example.org', news: false, teamIds: [seniors] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(fresh.json());
    expect(await follower('victim@example.org')).toMatchObject({
      news: true,
      teamIds: [u14],
      pendingNews: false,
      pendingTeamIds: [seniors],
    });
    expect((await mailOf(stored.id)).map((m) => m.kind)).toEqual(['follow-confirmation', 'follow-confirmation']);
    // Again within the hour: no email, and the waiting choices stay those the sent email asks about.
    await followJson({ email: 'victim@example.org', news: true, teamIds: [] });
    expect(await mailOf(stored.id)).toHaveLength(2);
    expect(await follower('victim@example.org')).toMatchObject({ news: true, teamIds: [u14], pendingNews: false });

    // The new confirmation opened: the waiting choices are the address's now.
    const page = await t.app.inject({ url: `${FOLLOW_PATHS.confirm}?token=${stored.confirmToken}` });
    expect(page.statusCode).toBe(200);
    expect(await follower('victim@example.org')).toMatchObject({
      news: false,
      teamIds: [seniors],
      pendingNews: null,
      pendingTeamIds: null,
    });

    // Choices waiting, then changed through the manage link: the holder's choice stands, nothing left waiting.
    clock.advance(CONFIRMATION_RESEND_MS);
    await followJson({ email: 'victim@example.org', news: true });
    const saved = await postForm(`${FOLLOW_PATHS.manage}?token=${stored.manageToken}`, `team=${u14}`);
    expect(saved.statusCode).toBe(303);
    expect(await follower('victim@example.org')).toMatchObject({
      news: false,
      teamIds: [u14],
      pendingNews: null,
      pendingTeamIds: null,
    });
    await t.app.inject({ url: `${FOLLOW_PATHS.confirm}?token=${stored.confirmToken}` });
    expect(await follower('victim@example.org')).toMatchObject({ news: false, teamIds: [u14] });
  });
});

describe('the links’ pages', () => {
  it('answer an unknown or missing token with the friendly 404 page', async () => {
    for (const path of Object.values(FOLLOW_PATHS)) {
      for (const query of ['?token=nope', '', `?token=${'x'.repeat(500)}`, '?token=a&token=b']) {
        const res = await t.app.inject({ url: `${path}${query}` });
        expect(res.statusCode, `${path}${query}`).toBe(404);
        expect(text(res.body)).toContain('This link is not valid any more');
      }
    }
    expect((await postForm(`${FOLLOW_PATHS.unsubscribe}?token=nope`, 'List-Unsubscribe=One-Click')).statusCode).toBe(
      404,
    );
    expect((await postForm(`${FOLLOW_PATHS.manage}?token=nope`, 'news=1')).statusCode).toBe(404);
  });

  it('manage: shows the choices, saves new ones (Post/Redirect/Get), refuses none, and stops everything', async () => {
    await followJson({ email: 'kevin@example.org', news: true });
    const stored = (await follower('kevin@example.org'))!;
    const url = `${FOLLOW_PATHS.manage}?token=${stored.manageToken}`;
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain('Emails to kevin@example.org');
    expect(tagOf(page.body, 'manage-news')).toContain('checked=""');
    expect(tagOf(page.body, `manage-team-${u14}`)).not.toContain('checked');

    const saved = await postForm(url, `team=${u14}&team=${seniors}`);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${url}&saved#top`);
    expect(await follower('kevin@example.org')).toMatchObject({ news: false, teamIds: [u14, seniors] });
    expect(text((await t.app.inject({ url: `${url}&saved` })).body)).toContain('Your choices are saved.');

    const none = await postForm(url, '');
    expect(none.statusCode).toBe(400);
    expect(text(none.body)).toContain(FOLLOW_MESSAGES.manageChoices);
    expect((await follower('kevin@example.org'))!.teamIds).toEqual([u14, seniors]);

    const stopped = await postForm(url, 'stop=1');
    expect(stopped.statusCode).toBe(200);
    expect(text(stopped.body)).toContain('No more emails will be sent to kevin@example.org');
    expect(await follower('kevin@example.org')).toBeUndefined();
    expect(await mailOf(stored.id)).toHaveLength(0);
  });

  it('unsubscribe: GET only asks, changing nothing; the one-click POST deletes the follower and its queued mail', async () => {
    await followJson({ email: 'joe@example.org', news: true });
    const stored = (await follower('joe@example.org'))!;
    const url = `${FOLLOW_PATHS.unsubscribe}?token=${stored.unsubscribeToken}`;
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(200);
    }
    const asked = await t.app.inject({ url });
    expect(text(asked.body)).toContain('Stop all emails to joe@example.org ?');
    expect(asked.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(await follower('joe@example.org')).toMatchObject({ id: stored.id });
    expect(await mailOf(stored.id)).toHaveLength(1);

    // As a mail provider's server sends it: no cookie, no Origin; even one marked cross-site is let through.
    const oneClick = await postForm(url, 'List-Unsubscribe=One-Click', from(), {
      'sec-fetch-site': 'cross-site',
      origin: 'https://mail.example.net',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await follower('joe@example.org')).toBeUndefined();
    expect(await mailOf(stored.id)).toHaveLength(0);
  });
});

describe('the plain forms posted without JavaScript', () => {
  it('redirect (303) to "Check your email", the same for a known address, which says what was chosen', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await postForm(paths.follow, `email=lisa%40example.org&team=${u14}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${paths.followSent}?team=${u14}#top`);
    }
    expect(await follower('lisa@example.org')).toMatchObject({ news: false, teamIds: [u14] });
    const sentPage = async (url: string) => text((await t.app.inject({ url })).body);
    const oneTeam = await sentPage(`${paths.followSent}?team=${u14}`);
    expect(oneTeam).toContain(FOLLOW_MESSAGES.sent);
    expect(oneTeam).toContain("Emails will come as U14 Girls' games change.");
    expect(oneTeam).not.toContain('news is published');
    const newsAndTeams = await postForm(
      paths.follow,
      `email=lisa.two%40example.org&news=1&team=${seniors}&team=${u14}`,
    );
    expect(await sentPage(newsAndTeams.headers.location!.replace('#top', ''))).toContain(
      "Emails will come as news is published and as U14 Girls' and Seniors' games change.",
    );
    // An id that is no team is not said; without choices the page says only what it always said.
    expect(await sentPage(`${paths.followSent}?team=nope`)).not.toContain('Emails will come');
    expect(await sentPage(paths.followSent)).toContain(FOLLOW_MESSAGES.sent);

    // The confirmed page says the same of what the address follows.
    const lisa = (await follower('lisa@example.org'))!;
    const confirmed = await sentPage(`${FOLLOW_PATHS.confirm}?token=${lisa.confirmToken}`);
    expect(confirmed).toContain("Emails will come as U14 Girls' games change.");
    expect(confirmed).not.toContain('news is published');
  });

  it('answer /follow with the messages beside the fields and what was typed', async () => {
    const res = await postForm(paths.follow, 'email=lisa%40example');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="lisa@example"');
    expect(res.body).toMatch(/id="follow-form-email-error"[^>]*>Enter a valid email address/);
    expect(res.body).toMatch(/id="follow-form-choices-error"[^>]*>Choose club news or at least one team/);
    expect(res.body).toContain('<fieldset aria-describedby="follow-form-choices-error"');
    expect(tagOf(res.body, 'follow-form-email')).toContain('aria-invalid="true"');

    const kept = await postForm(paths.follow, `email=&team=${seniors}`);
    expect(tagOf(kept.body, `follow-form-team-${seniors}`)).toContain('checked=""');
    expect(tagOf(kept.body, 'follow-form-news')).not.toContain('checked');
  });

  it('are on /fixtures, each article and every page’s footer, posting to /follow', async () => {
    const fixtures = await t.app.inject({ url: paths.fixtures });
    expect(tagOf(fixtures.body, 'fixtures-follow')).toMatch(/action="\/follow#follow-form" method="post"/);
    expect(fixtures.body).toContain(`id="fixtures-follow-team-${u14}"`);
    await t.database.db.insert(newsArticles).values({
      title: 'Season opens',
      slug: 'season-opens',
      excerpt: 'The season opens on Saturday.',
      content: 'The season opens on Saturday.',
      publishDate: new Date('2026-11-01T00:00:00Z'),
    });
    const article = await t.app.inject({ url: paths.article('season-opens') });
    expect(article.statusCode).toBe(200);
    expect(tagOf(article.body, 'article-follow')).toMatch(/action="\/follow#follow-form" method="post"/);
    expect(article.body).toContain(`id="article-follow-team-${seniors}"`);
    const home = await t.app.inject({ url: paths.home });
    expect(home.body).toMatch(/<form [^>]*aria-labelledby="footer-follow-heading"[^>]*action="\/follow#follow-form"/);
    expect(tagOf(home.body, 'footer-follow-news')).toContain('checked=""');
    // The footer's form: an address and club news only.
    expect((await postForm(paths.follow, 'email=footer%40example.org&news=1')).statusCode).toBe(303);
    expect(await follower('footer@example.org')).toMatchObject({ news: true, teamIds: [] });
  });

  it('never show an address on a public page', async () => {
    for (const url of [paths.follow, paths.followSent, paths.fixtures, paths.home]) {
      expect((await t.app.inject({ url })).body).not.toContain('@example.org');
    }
  });
});

describe('the limit and the cross-site guard', () => {
  it('limits follows per address as enquiries are, on the form and the JSON route', async () => {
    const address = from();
    for (let i = 0; i < FOLLOW_RATE_LIMIT.max; i++) {
      expect((await followJson({ email: `many${i}@example.org`, news: true }, address)).statusCode).toBe(202);
    }
    const json = await followJson({ email: 'one-more@example.org', news: true }, address);
    expect(json.statusCode).toBe(429);
    expect(json.headers['retry-after']).toBeDefined();
    const form = await postForm(paths.follow, 'email=one-more%40example.org&news=1', address);
    expect(form.statusCode).toBe(429);
    expect(text(form.body)).toContain('Too many requests from this connection');
    expect(form.body).toContain('value="one-more@example.org"');
    expect(await follower('one-more@example.org')).toBeUndefined();
  });

  it('refuses a cross-site post of the follow form, and lets only the one-click unsubscribe through', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect((await postForm(paths.follow, 'email=x%40example.org&news=1', from(), crossSite)).statusCode).toBe(403);
    const foreign = { origin: 'https://evil.example' };
    expect((await postForm(paths.follow, 'email=x%40example.org&news=1', from(), foreign)).statusCode).toBe(403);
    expect((await postForm(`${FOLLOW_PATHS.manage}?token=x`, 'stop=1', from(), crossSite)).statusCode).toBe(403);
    expect(
      (await postForm(`${FOLLOW_PATHS.unsubscribe}?token=x`, 'List-Unsubscribe=One-Click', from(), crossSite))
        .statusCode,
    ).toBe(404);
    expect(await follower('x@example.org')).toBeUndefined();
  });

  it('uses the paths the emails’ links name', () => {
    expect([paths.followConfirm, paths.followManage, paths.followUnsubscribe]).toEqual([
      FOLLOW_PATHS.confirm,
      FOLLOW_PATHS.manage,
      FOLLOW_PATHS.unsubscribe,
    ]);
  });
});
