// What followers are sent (ADR 055), received by a real SMTP server on loopback: an article when it
// becomes public (published by staff, or scheduled and its time come with no write), once; a followed team's
// fixture changes gathered into one email per follower; nothing to the unconfirmed or to other teams' followers;
// MAIL_PER_MINUTE; and two instances on one PostgreSQL database queueing and sending each email once.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSON_ENTITIES, uploadImage } from '../../../tests/fixtures/content';
import { type MailServer, type Received, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { followAnnouncements, followChanges, followers, mailOutbox, newsArticles, teams } from '../../shared/schema';
import { storedAddress } from '../sealing/address';
import {
  createSecondInstance,
  signedInTestApp,
  type TestApp,
  type TestClock,
  testClock,
  usingPostgres,
} from '../test-app';
import { runFollowTask } from './follow-task';
import { newFollowToken } from './links';

const fast = { ALERT_RETRY_BASE_MS: '100', ALERT_POLL_MS: '100' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a test waits for the sender: generous, for a machine running the whole suite at once. */
const SETTLE = { timeout: 15_000, interval: 50 };
/**
 * A run of the follow task, then a pass of the sender begun after it, both finished: whatever either would have
 * queued or sent has gone, so a duplicate or an early email would show now.
 */
async function settled(app: TestApp['app']) {
  await runFollowTask(app);
  await app.mailSender.sendNow();
}

type Db = TestApp['database']['db'];

/** A follower stored as the site stores one: the address sealed when the app has a DATA_KEY. */
async function addFollower(
  t: TestApp,
  email: string,
  { news = false, teamIds = [] as string[], confirmed = true as boolean | Date } = {},
) {
  const [row] = await t.database.db
    .insert(followers)
    .values({
      ...storedAddress(t.app.sealer, t.app.env, email),
      news,
      teamIds,
      confirmedAt: confirmed instanceof Date ? confirmed : confirmed ? new Date('2026-11-01T00:00:00Z') : null,
      confirmToken: newFollowToken(),
      manageToken: newFollowToken(),
      unsubscribeToken: newFollowToken(),
    })
    .returning();
  return row!;
}

async function addTeam(db: Db, name: string) {
  const [team] = await db
    .insert(teams)
    .values({ name, ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' })
    .returning({ id: teams.id });
  return team!.id;
}

/** The message as a mail app reads it: quoted-printable decoded (as UTF-8), long headers unfolded. */
const letterOf = (mail: Received) =>
  Buffer.from(readable(mail.raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');
/** The headers as sent (never quoted-printable: decoding them would turn a token's '=A0' into a byte). */
const headersOf = (mail: Received) => mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
const subjectOf = (mail: Received) => letterOf(mail).match(/^Subject: (.*)$/m)![1];
const to = (mails: Received[], address: string) => mails.filter((mail) => mail.to.includes(address));

describe('with SMTP_URL and the mail server up', () => {
  let mail: MailServer;
  let t: TestApp;
  let cookie: string;
  let clock: TestClock;
  let u14: string;
  let u18: string;
  let fan: Awaited<ReturnType<typeof addFollower>>;
  beforeAll(async () => {
    mail = await startMailServer();
    // Friday 20 November 2026, 5:30 pm in Port Moresby.
    clock = testClock('2026-11-20T07:30:00Z');
    ({ t, cookie } = await signedInTestApp(
      {
        ...fast,
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        ALERT_EMAIL: 'office@club.example',
        PUBLIC_URL: 'https://club.example',
        // Addresses sealed at rest, as a club with DATA_KEY keeps them: every email must still find its address.
        DATA_KEY: randomBytes(32).toString('base64'),
      },
      { now: clock.now },
    ));
    const db = t.database.db;
    u14 = await addTeam(db, 'U14 Girls');
    u18 = await addTeam(db, 'U18 Boys');
    fan = await addFollower(t, 'fan@example.org', { news: true });
    await addFollower(t, 'both@example.org', { news: true, teamIds: [u14] });
    await addFollower(t, 'unconfirmed@example.org', { news: true, teamIds: [u14], confirmed: false });
    await addFollower(t, 'u14.parent@example.org', { teamIds: [u14] });
    await addFollower(t, 'u18.parent@example.org', { teamIds: [u18] });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function createArticle(fields: Record<string, unknown>) {
    const res = await send('POST', '/api/admin/news', { ...JSON_ENTITIES.news.body, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; slug: string; updatedAt: string };
  }

  it('sends a published article once to each confirmed news follower, with the one-click unsubscribe and the manage link', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const before = mail.received.length;
    await createArticle({ title: 'Draft Only', status: 'draft' });
    const article = await createArticle({
      title: 'Grand Final <Tickets> & Times',
      excerpt: 'Both U14 teams play on Saturday.',
      imageUrl,
    });
    await vi.waitFor(() => expect(mail.received.length - before).toBe(2), SETTLE);
    await settled(t.app);
    const sent = mail.received.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual([['both@example.org'], ['fan@example.org']]);

    const letter = letterOf(to(sent, 'fan@example.org')[0]!);
    const headers = headersOf(to(sent, 'fan@example.org')[0]!);
    expect(letter).toMatch(/^Subject: Grand Final <Tickets> & Times$/m);
    expect(letter).toContain('Both U14 teams play on Saturday.');
    expect(letter).toContain(`Read the article: https://club.example/news/${article.slug}`);
    expect(headers).toContain(
      `List-Unsubscribe: <https://club.example/follow/unsubscribe?token=${fan.unsubscribeToken}>`,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(letter).toContain(`Change what you receive: https://club.example/follow/manage?token=${fan.manageToken}`);
    // The light HTML part: everything typed escaped, the picture by its absolute URL.
    expect(letter).toMatch(/^Content-Type: text\/html/m);
    expect(letter).toContain('Grand Final &lt;Tickets&gt; &amp; Times');
    expect(letter).toContain(`<img src="https://club.example${imageUrl}"`);
    // The manage and unsubscribe addresses are links, their text the address itself.
    const body = to(sent, 'fan@example.org')[0]!.raw.replace(/=\r\n/g, '');
    for (const url of [
      `https://club.example/follow/manage?token=${fan.manageToken}`,
      `https://club.example/follow/unsubscribe?token=${fan.unsubscribeToken}`,
    ]) {
      const anchor = `<a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a>`;
      expect(body.includes(anchor) || body.includes(anchor.replaceAll('=', '=3D')), url).toBe(true);
    }

    // Changed and saved again: not told twice.
    await send('PUT', `/api/admin/news/${article.id}`, {
      ...JSON_ENTITIES.news.body,
      title: 'Grand Final',
      updatedAt: article.updatedAt,
    });
    await settled(t.app);
    expect(mail.received.length - before).toBe(2);
  });

  it('sends a scheduled article when the clock passes its time, with no write, once; and an Undo does not send it again', async () => {
    const at = new Date(clock.now().getTime() + 60 * MINUTE).toISOString();
    const article = await createArticle({ title: 'Tour to Cairns', status: 'scheduled', publishDate: at });
    const before = mail.received.length;
    await settled(t.app);
    expect(mail.received.length).toBe(before);

    clock.advance(60 * MINUTE);
    await vi.waitFor(() => expect(mail.received.length - before).toBe(2), SETTLE);
    expect(mail.received.slice(before).map(subjectOf)).toEqual(['Tour to Cairns', 'Tour to Cairns']);

    expect((await send('DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(204);
    expect((await send('POST', `/api/admin/news/${article.id}/restore`)).statusCode).toBe(200);
    await settled(t.app);
    expect(mail.received.length - before).toBe(2);
  });

  async function createEvent(teamId: string, startsAt: Date, fields: Record<string, unknown> = {}) {
    const res = await send('POST', '/api/admin/events', {
      teamId,
      kind: 'game',
      title: 'vs Lae Eagles',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 60 * MINUTE).toISOString(),
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown> & { id: string; updatedAt: string };
  }

  async function updateEvent(event: Record<string, unknown>, fields: Record<string, unknown>) {
    const { id, createdAt: _c, ...rest } = event;
    const res = await send('PUT', `/api/admin/events/${id}`, { ...rest, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { id: string; updatedAt: string };
  }

  const waitingChanges = () =>
    t.database.db.select().from(followChanges).where(sql`${followChanges.dispatchedAt} is null`);

  it("gathers three moves of a followed team's game within 10 minutes into one email; another team's change goes only to its followers", async () => {
    // Saturday 12 December 2026, 10:00 am in Port Moresby: beyond 14 days, so adding it tells nobody.
    let game = await createEvent(u14, new Date('2026-12-12T00:00:00Z'));
    const other = await createEvent(u18, new Date('2026-12-12T02:00:00Z'));
    expect(await waitingChanges()).toEqual([]);
    const before = mail.received.length;

    game = await updateEvent(game, { startsAt: '2026-12-12T01:00:00Z', endsAt: '2026-12-12T03:00:00Z' });
    clock.advance(3 * MINUTE);
    game = await updateEvent(game, { venue: 'Sir John Guise Stadium' });
    clock.advance(3 * MINUTE);
    await updateEvent(game, { startsAt: '2026-12-12T04:00:00Z', endsAt: '2026-12-12T06:00:00Z' });
    await updateEvent(other, { venue: 'Lae Stadium' });
    expect((await waitingChanges()).map((c) => c.kind)).toEqual(['moved', 'moved', 'moved', 'moved']);

    // The first move is 6 minutes old: the batch waits.
    clock.advance(3 * MINUTE);
    await settled(t.app);
    expect(mail.received.length).toBe(before);

    clock.advance(1 * MINUTE);
    await vi.waitFor(() => expect(mail.received.length - before).toBe(3), SETTLE);
    await settled(t.app);
    const sent = mail.received.slice(before);
    expect(sent.map((m) => m.to[0]).sort()).toEqual([
      'both@example.org',
      'u14.parent@example.org',
      'u18.parent@example.org',
    ]);
    const [u14Mail] = to(sent, 'u14.parent@example.org');
    expect(subjectOf(u14Mail!)).toBe('Moved: U14 Girls vs Lae Eagles');
    const letter = letterOf(u14Mail!);
    expect(letter).toContain('Now: Sat 12 Dec 2026, 2:00 pm, Sir John Guise Stadium');
    expect(letter).toContain('Was: Sat 12 Dec 2026, 10:00 am, Taurama Indoor Complex');
    expect(letter).toContain('Times are Port Moresby time.');
    expect(letter).not.toContain('Lae Stadium');
    expect(headersOf(u14Mail!)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(letter).toContain('Change what you receive: https://club.example/follow/manage?token=');
    const u18Letter = letterOf(to(sent, 'u18.parent@example.org')[0]!);
    expect(u18Letter).toContain('Now: Sat 12 Dec 2026, 12:00 pm, Lae Stadium');
    expect(u18Letter).not.toContain('Sir John Guise');
    expect(await waitingChanges()).toEqual([]);
  });

  it('tells of a fixture added within 14 days and of one deleted; a delete undone before its batch tells nobody', async () => {
    const soon = await createEvent(u18, new Date(clock.now().getTime() + 3 * DAY), { title: 'vs Goroka Hawks' });
    const later = await createEvent(u18, new Date(clock.now().getTime() + 5 * DAY), { title: 'vs Madang Sharks' });
    expect((await send('DELETE', `/api/admin/events/${later.id}`)).statusCode).toBe(204);
    expect((await send('POST', `/api/admin/events/${later.id}/restore`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/events/${soon.id}`)).statusCode).toBe(204);
    // Both added; the second's deletion taken back by its Undo; the first deleted.
    expect((await waitingChanges()).map((c) => c.kind).sort()).toEqual(['added', 'added', 'deleted']);
    const before = mail.received.length;
    clock.advance(10 * MINUTE);
    await vi.waitFor(() => expect(mail.received.length - before).toBe(1), SETTLE);
    const letter = letterOf(mail.received.at(-1)!);
    expect(mail.received.at(-1)!.to).toEqual(['u18.parent@example.org']);
    expect(subjectOf(mail.received.at(-1)!)).toBe('New: U18 Boys vs Madang Sharks');
    expect(letter).not.toContain('Goroka');
  });

  it('sends nothing for an event that has ended, except its result', async () => {
    // Last Saturday's game.
    let game = await createEvent(u14, new Date(clock.now().getTime() - 6 * DAY), { title: 'vs Port Rams' });
    game = await updateEvent(game, { venue: 'Somewhere Else' });
    expect(await waitingChanges()).toEqual([]);
    const before = mail.received.length;
    await updateEvent(game, { scoreFor: 54, scoreAgainst: 48 });
    expect((await waitingChanges()).map((c) => c.kind)).toEqual(['result']);
    clock.advance(10 * MINUTE);
    await vi.waitFor(() => expect(mail.received.length - before).toBe(2), SETTLE);
    const sent = mail.received.slice(before);
    expect(sent.map(subjectOf)).toEqual(['Result: U14 Girls vs Port Rams', 'Result: U14 Girls vs Port Rams']);
    expect(letterOf(sent[0]!)).toContain('Won 54–48');
  });
  it('tells a follower who confirmed mid-batch of the changes since, from what the fixtures showed them then', async () => {
    const game = await createEvent(u18, new Date(clock.now().getTime() + 4 * DAY), { title: 'vs Kimbe Cutters' });
    clock.advance(MINUTE);
    // Confirmed with the game on the fixtures list: its deletion is news to them.
    const late = await addFollower(t, 'late.u18@example.org', { teamIds: [u18], confirmed: clock.now() });
    clock.advance(MINUTE);
    expect((await send('DELETE', `/api/admin/events/${game.id}`)).statusCode).toBe(204);
    expect((await waitingChanges()).map((c) => c.kind)).toEqual(['added', 'deleted']);
    const before = mail.received.length;
    clock.advance(10 * MINUTE);
    await vi.waitFor(async () => expect(await waitingChanges()).toEqual([]), SETTLE);
    // Dispatched with its emails in one transaction: one, to the late follower; who followed before the game was
    // added never saw it, and added then deleted is nothing to them.
    const queued = await t.database.db
      .select({ followerId: mailOutbox.followerId })
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload}::text like '%Kimbe%'`);
    expect(queued.map((row) => row.followerId)).toEqual([late.id]);
    await vi.waitFor(() => expect(mail.received.length - before).toBe(1), SETTLE);
    const [told] = mail.received.slice(before);
    expect(told!.to).toEqual(['late.u18@example.org']);
    expect(subjectOf(told!)).toBe('Cancelled: U18 Boys vs Kimbe Cutters');
  });
});

describe('MAIL_PER_MINUTE', () => {
  let mail: MailServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    mail = await startMailServer();
    ({ t, cookie } = await signedInTestApp({
      ...fast,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ALERT_EMAIL: 'office@club.example',
      MAIL_PER_MINUTE: '3',
    }));
    for (let i = 0; i < 5; i++) await addFollower(t, `reader${i}@example.org`, { news: true });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('holds a burst to so many emails a minute; the rest go when the minute has passed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { cookie },
      payload: { ...JSON_ENTITIES.news.body, title: 'Burst' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await vi.waitFor(() => expect(mail.received).toHaveLength(3), SETTLE);
    // The pass after the third email finds the minute full: the fourth would have gone in it.
    await t.app.mailSender.sendNow();
    expect(mail.received).toHaveLength(3);
    // A minute later, as far as the outbox can tell.
    await t.database.db.update(mailOutbox).set({ sentAt: sql`${mailOutbox.sentAt} - interval '1 minute'` });
    await vi.waitFor(() => expect(mail.received).toHaveLength(5), SETTLE);
    expect(new Set(mail.received.map((m) => m.to[0])).size).toBe(5);
  });
});

describe.runIf(usingPostgres())('two instances on one database', () => {
  let mail: MailServer;
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    mail = await startMailServer();
    const env = {
      ...fast,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ALERT_EMAIL: 'office@club.example',
      FOLLOW_BATCH_MINUTES: '0',
    };
    ({ t } = await signedInTestApp(env));
    second = await createSecondInstance(t, env);
    // Started, as when listening: each runs its follow task and its sender.
    await Promise.all([t.app.ready(), second.app.ready()]);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await mail.close();
  });

  it('queue and send each follower’s email once, whichever instance finds the article or the batch', async () => {
    const db = t.database.db;
    const team = await addTeam(db, 'U16 Girls');
    const names = Array.from({ length: 6 }, (_, i) => `family${i}@example.org`);
    for (const email of names) await addFollower(t, email, { news: true, teamIds: [team] });
    // Found by both instances' tasks at once: an article whose time has come, and a batch that is due.
    const [article] = await db
      .insert(newsArticles)
      .values({
        title: 'Found by both',
        slug: 'found-by-both',
        excerpt: 'Once each.',
        content: 'Once each.',
        status: 'scheduled',
        publishDate: new Date(Date.now() - MINUTE),
      })
      .returning();
    const details = { team: 'U16 Girls', headline: 'vs Lae Eagles', when: 'Sat 12 Dec 2026, 10:00 am', venue: 'Hall' };
    await db
      .insert(followChanges)
      .values({ teamId: team, eventId: article!.id, kind: 'added', details, at: new Date(Date.now() - MINUTE) });

    await vi.waitFor(() => expect(mail.received.length).toBeGreaterThanOrEqual(2 * names.length), SETTLE);
    // Both instances' follow tasks run, then a pass of each sender: a duplicate queued or sent would show.
    await runFollowTask(t.app);
    await runFollowTask(second.app);
    await Promise.all([t.app.mailSender.sendNow(), second.app.mailSender.sendNow()]);
    const subjects = mail.received.map((m) => `${m.to[0]} ${subjectOf(m)}`).sort();
    expect(subjects).toEqual(
      names.flatMap((name) => [`${name} Found by both`, `${name} New: U16 Girls vs Lae Eagles`]).sort(),
    );
    expect(
      await db.select().from(followAnnouncements).where(eq(followAnnouncements.articleId, article!.id)),
    ).toHaveLength(1);
  });
});
