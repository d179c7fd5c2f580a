// The family's confirmation of a registration goes to whatever address the visitor typed, confirmed by nobody, so
// it carries nothing typed in its subject and no typed text a mail app could make a link of; it goes to one address
// at most 3 times an hour (siblings), and visitors' emails use at most half of MAIL_PER_MINUTE, so staff alerts
// always have the other half. Received by a real SMTP server on loopback.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, type Received, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { openForRegistrations, registerChild } from '../../../tests/fixtures/registrations';
import { mailOutbox, siteSettings } from '../../shared/schema';
import { createTestApp, type TestApp, type TestClock, testClock } from '../test-app';
import { FAMILY_MAILS_PER_HOUR } from './family-limit';

const fast = { ALERT_RETRY_BASE_MS: '100', ALERT_POLL_MS: '200' };
const SETTLE = { timeout: 15_000, interval: 50 };
const HOUR = 60 * 60 * 1000;
const PHISHING = 'URGENT: verify your account at https://evil.example/login';

const kindsFor = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.registrationId, id))).map((m) => m.kind).sort();
const to = (mails: Received[], who: string) =>
  mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === who));

describe('the family’s confirmation', () => {
  let mail: MailServer;
  let t: TestApp;
  let clock: TestClock;
  let teamId: string;
  beforeAll(async () => {
    mail = await startMailServer();
    clock = testClock('2026-11-20T07:30:00Z');
    t = await createTestApp(
      { ...fast, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, ALERT_EMAIL: 'office@club.example' },
      { now: clock.now },
    );
    teamId = await openForRegistrations(t);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('carries no typed text in its subject, and no typed text that looks like a link anywhere', async () => {
    await registerChild(t, teamId, {
      firstName: PHISHING,
      guardianName: 'See https://evil.example',
      email: 'stranger@example.org',
    });
    await vi.waitFor(() => expect(to(mail.received, 'stranger@example.org')).toHaveLength(1), SETTLE);
    const letter = readable(to(mail.received, 'stranger@example.org')[0]!.raw);
    expect(letter).toMatch(/^Subject: Registration received: 2027 Season \(R-2027-\d{4}\)$/m);
    for (const typed of ['URGENT', 'evil', 'verify', 'https://evil']) expect(letter).not.toContain(typed);
    expect(letter).toContain('Dear family,');
    expect(letter).toContain(
      'Thank you for registering your player with Port Moresby Basketball Club for 2027 Season.',
    );
    // Staff still see what was typed, in their own alert, to decide about it.
    await vi.waitFor(() => expect(to(mail.received, 'office@club.example')).toHaveLength(1), SETTLE);
  });

  it('goes to one address at most 3 times an hour; the registrations are all taken', async () => {
    const family = 'mary.kila@example.org';
    const ids = [];
    for (const firstName of ['Bea', 'Cara', 'Dina', 'Eva']) {
      ids.push((await registerChild(t, teamId, { firstName, email: family.toUpperCase() })).id);
    }
    const kinds = await Promise.all(ids.map((id) => kindsFor(t, id)));
    const confirmed = kinds.filter((k) => k.includes('registration-confirmation'));
    expect(confirmed).toHaveLength(FAMILY_MAILS_PER_HOUR);
    expect(kinds.every((k) => k.includes('registration-alert'))).toBe(true);
    await vi.waitFor(() => expect(to(mail.received, family)).toHaveLength(3), SETTLE);

    // An hour after the first, one more may go.
    clock.advance(HOUR);
    const { id: next } = await registerChild(t, teamId, { firstName: 'Fay', email: family });
    expect(await kindsFor(t, next)).toEqual(['registration-alert', 'registration-confirmation']);
    await vi.waitFor(() => expect(to(mail.received, family)).toHaveLength(4), SETTLE);
  });
});

describe('with MAIL_PER_MINUTE 4', () => {
  let mail: MailServer;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailServer();
    // No staff address yet: the alerts wait while the families' confirmations go, from the account's address.
    t = await createTestApp(
      { ...fast, SMTP_URL: `smtp://club%40club.example:secret@127.0.0.1:${mail.port}`, MAIL_PER_MINUTE: '4' },
      { now: testClock('2026-11-20T07:30:00Z').now },
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('families’ confirmations take at most half of the minute: staff alerts still go in it', async () => {
    const teamId = await openForRegistrations(t);
    for (const firstName of ['Ana', 'Bea', 'Cara', 'Dina', 'Eva']) {
      await registerChild(t, teamId, { firstName, email: `${firstName.toLowerCase()}@example.org` });
    }
    await vi.waitFor(() => expect(mail.received).toHaveLength(2), SETTLE);
    // The staff address set: two alerts go within the same minute, in the half kept for them.
    await t.database.db.update(siteSettings).set({ alertEmail: 'office@club.example' });
    t.app.mailSender.wake();
    await vi.waitFor(() => expect(to(mail.received, 'office@club.example')).toHaveLength(2), SETTLE);
    expect(mail.received.filter((m) => !m.to.includes('office@club.example'))).toHaveLength(2);
  });
});
