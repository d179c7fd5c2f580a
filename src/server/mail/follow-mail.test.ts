// The email that confirms a follower's address (issue 22), received by a real SMTP server on loopback: the confirm
// link, the choices, the link to change them, the RFC 8058 one-click headers, and nothing sent once confirmed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { followers, mailOutbox, teams } from '../../shared/schema';
import { FOLLOW_PATHS } from '../follow/links';
import { createTestApp, type TestApp } from '../test-app';

const SETTLE = { timeout: 15_000, interval: 50 };

describe('the confirmation email', () => {
  let mail: MailServer;
  let t: TestApp;
  let teamId: string;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      ALERT_RETRY_BASE_MS: '100',
      ALERT_POLL_MS: '200',
      SMTP_URL: `smtp://club%40club.example:secret@127.0.0.1:${mail.port}`,
      PUBLIC_URL: 'https://club.example',
    });
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
    const letter = readable(received!.raw).replace(/\r\n[ \t]+/g, ' ');
    expect(letter).toMatch(/^Subject: Confirm your email for Port Moresby Basketball Club$/m);
    expect(letter).toContain(`https://club.example${FOLLOW_PATHS.confirm}?token=${follower!.confirmToken}`);
    expect(letter).toContain(`https://club.example${FOLLOW_PATHS.manage}?token=${follower!.manageToken}`);
    expect(letter).toContain('- Club news');
    expect(letter).toContain('- U14 Girls: fixture changes and results');
    expect(letter).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://club\\.example${FOLLOW_PATHS.unsubscribe}\\?token=${follower!.unsubscribeToken}>$`,
        'm',
      ),
    );
    expect(letter).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(letter).toMatch(/^Content-Type: text\/plain/m);
    expect(letter).toMatch(/^Content-Type: text\/html/m);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.followerId, follower!.id));
    expect(row!.sentAt).not.toBeNull();
  });

  it('is not sent for an address confirmed before its turn came', async () => {
    const [follower] = await t.database.db.select().from(followers);
    await t.database.db.update(followers).set({ confirmedAt: new Date() }).where(eq(followers.id, follower!.id));
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
});
