// Emails about registrations, received by a real SMTP server on loopback: the family's confirmation and
// the staff alert of a registration sent to the API, staff's decision with their message, retries, and what is
// never sent (a registration deleted first, a decision changed first, the family's details in the staff alert).
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, type MailServer, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { openForRegistrations as openWithTeam, registerChild } from '../../../tests/fixtures/registrations';
import { REGISTRATION_NEXT_STEPS } from '../../shared/registration-next-steps';
import { mailOutbox, registrations, siteSettings } from '../../shared/schema';
import { createSealer } from '../sealing/sealed';
import { signedInTestApp, type TestApp } from '../test-app';

const fast = { ALERT_RETRY_BASE_MS: '100', ALERT_POLL_MS: '200' };
/** The club's clock in these tests: Friday 20 November 2026, 5:30 pm in Port Moresby. */
const now = () => new Date('2026-11-20T07:30:00Z');
const FEES = 'K50 for the season.\nCash at training, or mobile money to 7123 4567.';
const FAMILY = 'mary.kila@example.org';

/** A site open for registrations, with the fees families are told of. */
const openForRegistrations = (t: TestApp, settings: Partial<typeof siteSettings.$inferInsert> = {}) =>
  openWithTeam(t, { feeInformation: FEES, ...settings });
/** A 12-year-old registered with the family's email and a medical note. */
const register = (t: TestApp, teamId: string, values: Record<string, unknown> = {}) =>
  registerChild(t, teamId, { email: FAMILY, medical: 'Asthma: inhaler in her bag', ...values });

const outboxOf = (t: TestApp, id: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.registrationId, id));
const subjectOf = (raw: string) => readable(raw).match(/^Subject: (.*)$/m)![1];
/** How long a test waits for the sender: generous, for a machine running the whole suite at once. */
const SETTLE = { timeout: 15_000, interval: 50 };

describe('with SMTP_URL, a staff address and the mail server up', () => {
  let mail: MailServer;
  let t: TestApp;
  let cookie: string;
  let teamId: string;
  beforeAll(async () => {
    mail = await startMailServer();
    ({ t, cookie } = await signedInTestApp(
      {
        ...fast,
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        ALERT_EMAIL: 'coach@club.example',
        PUBLIC_URL: 'https://club.example',
        DATA_KEY: randomBytes(32).toString('base64'),
      },
      { now },
    ));
    teamId = await openForRegistrations(t, { contactEmail: 'office@club.example', contactPhone: '+675 7000 1111' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('sends the family its confirmation and staff an alert without the family’s contacts or medical notes', async () => {
    const { id, reference } = await register(t, teamId);
    await vi.waitFor(() => expect(mail.received).toHaveLength(2), SETTLE);
    const family = mail.received.find((m) => m.to.includes(FAMILY))!;
    const staff = mail.received.find((m) => m.to.includes('coach@club.example'))!;

    const letter = readable(family.raw);
    expect(subjectOf(family.raw)).toBe(`Registration received: 2027 Season (${reference})`);
    // Families answer to where staff alerts go (ALERT_EMAIL here), never to the contact email an Editor may change.
    expect(letter).toMatch(/^Reply-To: "?Port Moresby Basketball Club"? <coach@club\.example>$/m);
    expect(letter).toContain('Dear Mary Kila,');
    expect(letter).toContain(`Your reference: ${reference}`);
    expect(letter).toContain('Season: 2027 Season');
    expect(letter).toContain('Team applied for: U14 Girls');
    for (const step of REGISTRATION_NEXT_STEPS) expect(letter).toContain(step);
    expect(letter).toContain('Cash at training, or mobile money to 7123 4567.');
    expect(letter).toContain('Phone +675 7000 1111');
    // A plain-text part and a light HTML part.
    expect(letter).toMatch(/^Content-Type: text\/plain/m);
    expect(letter).toMatch(/^Content-Type: text\/html/m);
    expect(letter).toContain('<h2 style="font-size:18px;margin:20px 0 4px">What happens next</h2>');

    const alert = readable(staff.raw);
    expect(subjectOf(staff.raw)).toBe(`New registration: Ana Kila (${reference})`);
    expect(alert).toContain(`Reference: ${reference}`);
    expect(alert).toContain('Team applied for: U14 Girls');
    expect(alert).toContain('Received: Fri 20 Nov 2026, 5:30 pm (Port Moresby time)');
    expect(alert).toContain('https://club.example/admin/registrations');
    for (const secret of ['Mary', '7123 4567', 'John Tau', '7999 8888', 'Asthma', 'mary.kila']) {
      expect(alert).not.toContain(secret);
    }
    expect(alert).not.toMatch(/^Reply-To:/m);

    await vi.waitFor(async () => {
      const rows = await outboxOf(t, id);
      expect(rows.map((r) => [r.kind, r.attempts, r.lastError, r.sentAt instanceof Date]).sort()).toEqual([
        ['registration-alert', 1, null, true],
        ['registration-confirmation', 1, null, true],
      ]);
    }, SETTLE);
  });

  it('alerts staff only when the family gave no email', async () => {
    const before = mail.received.length;
    const { id } = await register(t, teamId, { firstName: 'Noemail', email: '' });
    await vi.waitFor(() => expect(mail.received).toHaveLength(before + 1), SETTLE);
    expect(mail.received.at(-1)!.to).toEqual(['coach@club.example']);
    expect((await outboxOf(t, id)).map((r) => r.kind)).toEqual(['registration-alert']);
  });

  it('emails the family staff’s decision with their message', async () => {
    const { id, reference } = await register(t, teamId, { firstName: 'Lena' });
    await vi.waitFor(async () => expect((await outboxOf(t, id)).every((r) => r.sentAt)).toBe(true), SETTLE);
    const before = mail.received.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
      payload: { status: 'waitlisted', message: 'The U14 team is full.\nWe will call you when a place opens.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(mail.received).toHaveLength(before + 1), SETTLE);
    const sent = mail.received.at(-1)!;
    expect(sent.to).toEqual([FAMILY]);
    expect(subjectOf(sent.raw)).toBe(`Your registration ${reference}: Waitlisted`);
    const letter = readable(sent.raw);
    expect(letter).toContain("Lena Kila's registration for 2027 Season is on the club's waiting list.");
    expect(letter).toMatch(
      /Message from the club\r?\nThe U14 team is full\.\r?\nWe will call you when a place opens\./,
    );
    expect(letter).toContain('The U14 team is full.<br>We will call you when a place opens.');
  });

  it('sends no decision that was changed before its email went', async () => {
    const { id } = await register(t, teamId, { firstName: 'Changed' });
    await vi.waitFor(async () => expect((await outboxOf(t, id)).every((r) => r.sentAt)).toBe(true), SETTLE);
    const before = mail.received.length;
    // Declined with a message, then Accepted, before the sender got to it.
    await t.database.db.transaction(async (tx) => {
      await tx.insert(mailOutbox).values({ kind: 'registration-decision', registrationId: id, message: 'Sorry' });
      await tx.update(registrations).set({ status: 'accepted' }).where(eq(registrations.id, id));
    });
    // A pass of the sender begun after the change is over: it found the decision and dropped it unsent.
    await t.app.mailSender.sendNow();
    expect((await outboxOf(t, id)).map((r) => r.kind)).not.toContain('registration-decision');
    expect(mail.received).toHaveLength(before);
  });
  it('says which data key is missing when a family’s address cannot be opened; other emails still go', async () => {
    const otherKey = createSealer({ DATA_KEY: randomBytes(32).toString('base64') });
    /** A registration stored directly, its contacts sealed as given, with a confirmation to send. */
    const stored = async (seasonNumber: number, sealed: string) => {
      const [row] = await t.database.db
        .insert(registrations)
        .values({
          reference: `R-2027-0${seasonNumber}`,
          season: '2027 Season',
          seasonNumber,
          firstName: `Sealed${seasonNumber}`,
          lastName: 'Elsewhere',
          dateOfBirth: '2014-03-05',
          teamId,
          adult: false,
          photoConsent: false,
          private: sealed,
        })
        .returning();
      await t.database.db.insert(mailOutbox).values({ kind: 'registration-confirmation', registrationId: row!.id });
      return row!.id;
    };
    const elsewhere = await stored(900, otherKey.seal({ email: FAMILY }));
    const damaged = await stored(901, `sealed:v1:${t.app.sealer.keyId}:AAAA:BBBB:CCCC`);
    const before = mail.received.length;
    // Its own address: this family's has had its 3 confirmations this hour (family-limits.test.ts).
    const { reference } = await register(t, teamId, { firstName: 'After', email: 'after@example.org' });
    await vi.waitFor(async () => {
      const [missing] = await outboxOf(t, elsewhere);
      expect(missing!.lastError).toBe(
        `the email could not be made: A stored value was encrypted with the data key ${otherKey.keyId}, which is neither DATA_KEY nor DATA_KEY_PREVIOUS`,
      );
      const [broken] = await outboxOf(t, damaged);
      expect(broken!.lastError).toBe('the email could not be made: its record could not be read');
    }, SETTLE);
    // The registration after them is not held up.
    await vi.waitFor(() => expect(mail.received).toHaveLength(before + 2), SETTLE);
    expect(mail.received.slice(before).every((m) => readable(m.raw).includes(reference))).toBe(true);
    await t.database.db.delete(registrations).where(inArray(registrations.id, [elsewhere, damaged]));
  });
});

describe('with the mail server down', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;
  let mail: MailServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    ({ t, cookie } = await signedInTestApp(
      { ...fast, SMTP_URL: `smtp://127.0.0.1:${port}`, ALERT_EMAIL: 'coach@club.example' },
      { now },
    ));
  });
  afterAll(async () => {
    await t.close();
    await mail?.close();
  });

  it('keeps retrying; a registration deleted meanwhile takes its emails with it; the rest go once it is back', async () => {
    const teamId = await openForRegistrations(t);
    const kept = await register(t, teamId);
    const deleted = await register(t, teamId, { firstName: 'Deleted' });
    await vi.waitFor(
      async () =>
        expect((await outboxOf(t, kept.id)).every((r) => r.lastError?.includes('could not be reached'))).toBe(true),
      SETTLE,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${deleted.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await outboxOf(t, deleted.id)).toEqual([]);

    mail = await startMailServer(port);
    await vi.waitFor(() => expect(mail!.received).toHaveLength(2), SETTLE);
    // Both rows sent, and a pass of the sender after that over: a third email would have gone by now.
    await vi.waitFor(async () => expect((await outboxOf(t, kept.id)).every((r) => r.sentAt)).toBe(true), SETTLE);
    await t.app.mailSender.sendNow();
    expect(mail.received.map((m) => subjectOf(m.raw)).sort()).toEqual([
      `New registration: Ana Kila (${kept.reference})`,
      `Registration received: 2027 Season (${kept.reference})`,
    ]);
  });
});

describe('without a staff address', () => {
  let mail: MailServer;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailServer();
    // No staff alerts email yet; the SMTP account's user name is an address to send from.
    ({ t } = await signedInTestApp(
      { ...fast, SMTP_URL: `smtp://club%40club.example:secret@127.0.0.1:${mail.port}` },
      { now },
    ));
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('sends the family its confirmation at once; the staff alert waits for the address', async () => {
    await register(t, await openForRegistrations(t));
    await vi.waitFor(() => expect(mail.received).toHaveLength(1), SETTLE);
    expect(mail.received[0]!.to).toEqual([FAMILY]);
    expect(readable(mail.received[0]!.raw)).toMatch(/^From: "?Port Moresby Basketball Club"? <club@club\.example>$/m);

    // The Admin's staff alerts email decides; the contact email shown to visitors does not.
    await t.database.db
      .update(siteSettings)
      .set({ contactEmail: 'hello@club.example', alertEmail: 'office@club.example' });
    await vi.waitFor(() => expect(mail.received).toHaveLength(2), SETTLE);
    expect(mail.received[1]!.to).toEqual(['office@club.example']);
  });
});
