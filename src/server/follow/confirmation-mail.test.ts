// The email that confirms a follower's address, received by a real SMTP server on loopback: the confirm
// link, the choices, the link to change them, the RFC 8058 one-click headers, and nothing sent once confirmed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { followers, mailOutbox, teams } from '../../shared/schema';
import { createTestApp, type TestApp, testClock } from '../test-app';
import { FOLLOW_PATHS } from './links';
import { CONFIRMATION_RESEND_MS } from './service';

const SETTLE = { timeout: 15_000, interval: 50 };
const clock = testClock('2026-11-20T07:30:00Z');

describe('the confirmation email', () => {
  let mail: MailServer;
  let t: TestApp;
  let teamId: string;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(
      {
        ALERT_RETRY_BASE_MS: '100',
        ALERT_POLL_MS: '200',
        SMTP_URL: `smtp://club%40club.example:secret@127.0.0.1:${mail.port}`,
        PUBLIC_URL: 'https://club.example',
      },
      { now: clock.now },
    );
    const [team] = await t.database.db
      .insert(teams)
      .values({ name: 'U14 Girls', ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' })
      .returning({ id: teams.id });
    teamId = team!.id;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('arrives with the confirm link, the choices and the one-click unsubscribe headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/follow',
      payload: { email: 'mary.kila@example.org', news: true, teamIds: [teamId] },
      remoteAddress: '10.22.9.1',
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(() => expect(mail.received).toHaveLength(1), SETTLE);
    const [follower] = await t.database.db.select().from(followers);
    const [received] = mail.received;
    expect(received!.to).toEqual(['mary.kila@example.org']);
    const letter = readable(received!.raw);
    // The headers as sent (unfolded): `readable` would decode a token's '=4F' as quoted-printable.
    const headers = received!.raw.split('\r\n\r\n', 1)[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(letter).toMatch(/^Subject: Confirm your email for Port Moresby Basketball Club$/m);
    // A link as sent, its '=' quoted-printable or not (`readable` would also decode a token's own '=4F...').
    const body = received!.raw.replace(/=\r\n/g, '');
    const carries = (link: string) => body.includes(link) || body.includes(link.replace('?token=', '?token=3D'));
    expect(carries(`https://club.example${FOLLOW_PATHS.confirm}?token=${follower!.confirmToken}`)).toBe(true);
    expect(carries(`https://club.example${FOLLOW_PATHS.manage}?token=${follower!.manageToken}`)).toBe(true);
    // In the HTML part, each address is a link whose text is the address itself.
    for (const url of [
      `https://club.example${FOLLOW_PATHS.confirm}?token=${follower!.confirmToken}`,
      `https://club.example${FOLLOW_PATHS.manage}?token=${follower!.manageToken}`,
    ]) {
      const anchor = `<a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a>`;
      expect(body.includes(anchor) || body.includes(anchor.replaceAll('=', '=3D')), url).toBe(true);
    }
    expect(letter).toContain('- Club news');
    expect(letter).toContain('- U14 Girls: fixture changes and results');
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://club\\.example${FOLLOW_PATHS.unsubscribe}\\?token=${follower!.unsubscribeToken}>$`,
        'm',
      ),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(letter).toMatch(/^Content-Type: text\/plain/m);
    expect(letter).toMatch(/^Content-Type: text\/html/m);
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.followerId, follower!.id));
      expect(row!.sentAt).not.toBeNull();
    }, SETTLE);
  });

  it('is not sent for an address confirmed before its turn came', async () => {
    const [follower] = await t.database.db.select().from(followers);
    await t.database.db.update(followers).set({ confirmedAt: clock.now() }).where(eq(followers.id, follower!.id));
    const [queued] = await t.database.db
      .insert(mailOutbox)
      .values({ kind: 'follow-confirmation', followerId: follower!.id })
      .returning({ id: mailOutbox.id });
    t.app.mailSender.wake();
    await vi.waitFor(async () => {
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id))).toHaveLength(0);
    }, SETTLE);
    expect(mail.received).toHaveLength(1);
  });

  it('asks a confirmed address about new choices, which wait for its link; its emails stay as they are meanwhile', async () => {
    clock.advance(CONFIRMATION_RESEND_MS);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/follow',
      payload: { email: 'Mary.Kila@example.org', news: true, teamIds: [] },
      remoteAddress: '10.22.9.2',
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(() => expect(mail.received).toHaveLength(2), SETTLE);
    const letter = readable(mail.received[1]!.raw);
    expect(letter).toMatch(/^Subject: Confirm your new choices for Port Moresby Basketball Club$/m);
    expect(letter).toContain('- Club news');
    expect(letter).not.toContain('- U14 Girls');
    expect(letter).toContain('If you did not ask for this, ignore this email: your emails stay as they are.');
    const [follower] = await t.database.db.select().from(followers);
    expect(follower).toMatchObject({ news: true, teamIds: [teamId], pendingNews: true, pendingTeamIds: [] });
  });
});
