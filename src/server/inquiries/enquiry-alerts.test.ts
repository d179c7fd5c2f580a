// Email alerts of new enquiries, received by a real SMTP server listening on loopback inside the test.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { mailOutbox, siteSettings } from '../../shared/schema';
import { createSecondInstance, signedInTestApp, type TestApp, usingPostgres } from '../test-app';

const enquiry = {
  firstName: 'Ana',
  lastName: 'Kila',
  email: 'family.kila@example.org',
  ageGroup: 'u14',
  phone: '7123 4567',
  message: 'Our daughter would like to try out for the under 14 team.',
};
let sender = 0;
const send = (t: TestApp, values: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...enquiry, ...values },
    remoteAddress: `10.7.0.${++sender}`,
  });

const fast = { ALERT_RETRY_BASE_MS: '100', ALERT_POLL_MS: '200' };

/** A mail server, and a signed-in app sending its alerts there. */
async function appWithMailServer(env: Record<string, string> = {}) {
  const mail = await startMailServer();
  const { t, cookie } = await signedInTestApp({ ...fast, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, ...env });
  return {
    mail,
    t,
    cookie,
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}

describe('with SMTP_URL and the mail server up', () => {
  let setup: Awaited<ReturnType<typeof appWithMailServer>>;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    setup = await appWithMailServer({ ALERT_EMAIL: 'coach@club.example', PUBLIC_URL: 'https://club.example' });
    ({ mail, t, cookie } = setup);
  });
  afterAll(() => setup.close());

  it('emails the club the family’s name, age group and message, replying to the family', async () => {
    const res = await send(t);
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(mail.received).toHaveLength(1), { timeout: 5_000 });
    const [message] = mail.received;
    expect(message!.to).toEqual(['coach@club.example']);
    const text = readable(message!.raw);
    expect(text).toMatch(/^Reply-To: Ana Kila <family\.kila@example\.org>$/m);
    expect(text).toMatch(/^To: coach@club\.example$/m);
    expect(text).toMatch(/^Subject: New enquiry from Ana Kila$/m);
    expect(text).toContain('Name: Ana Kila');
    expect(text).toContain('Email: family.kila@example.org');
    expect(text).toContain('Phone: +675 7123 4567');
    expect(text).toContain('Interested in: U14 (Under 14)');
    expect(text).toContain(enquiry.message);
    expect(text).toContain('https://club.example/admin/inquiries');
    // The mail server has the message before the sender has read its answer and recorded the send.
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, res.json().id));
        expect(row).toMatchObject({ kind: 'enquiry-alert', attempts: 1, lastError: null });
        expect(row!.sentAt).toBeInstanceOf(Date);
      },
      { timeout: 5_000 },
    );
  });

  it('sends the plain form post’s enquiries too', async () => {
    const before = mail.received.length;
    const form = new URLSearchParams({ ...enquiry, firstName: 'Plain' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      remoteAddress: '10.7.1.1',
    });
    expect(res.statusCode).toBe(303);
    await vi.waitFor(() => expect(mail.received).toHaveLength(before + 1), { timeout: 5_000 });
    expect(readable(mail.received.at(-1)!.raw)).toMatch(/^Subject: New enquiry from Plain Kila$/m);
  });

  it('reports in the summary that nothing waits', async () => {
    const summary = await t.app.inject({ url: '/api/admin/inquiries/summary', headers: { cookie } });
    expect(summary.json().alerts).toEqual({ enabled: true, recipientMissing: false, waiting: 0, lastError: null });
  });
});

describe('with the mail server down', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;
  let mail: Awaited<ReturnType<typeof startMailServer>> | undefined;
  beforeAll(async () => {
    port = await freePort();
    ({ t, cookie } = await signedInTestApp({
      ...fast,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ALERT_EMAIL: 'coach@club.example',
    }));
  });
  afterAll(async () => {
    await t.close();
    await mail?.close();
  });

  it('still answers 201 at once, tells staff, and sends the alert once the server is back', async () => {
    const started = Date.now();
    const res = await send(t);
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);

    const summary = async () =>
      (await t.app.inject({ url: '/api/admin/inquiries/summary', headers: { cookie } })).json().alerts;
    await vi.waitFor(async () => expect((await summary()).lastError).not.toBeNull(), { timeout: 5_000 });
    const failing = await summary();
    expect(failing).toMatchObject({ enabled: true, waiting: 1 });
    expect(failing.lastError).toMatch(/could not be reached/);
    expect(failing.lastError).not.toContain('family.kila');

    mail = await startMailServer(port);
    await vi.waitFor(() => expect(mail!.received).toHaveLength(1), { timeout: 10_000 });
    expect(mail.received[0]!.to).toEqual(['coach@club.example']);
    expect(readable(mail.received[0]!.raw)).toContain(enquiry.message);
    await vi.waitFor(async () => expect(await summary()).toMatchObject({ waiting: 0, lastError: null }));
  });
});

describe('without an address to send to', () => {
  let setup: Awaited<ReturnType<typeof appWithMailServer>>;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    setup = await appWithMailServer();
    ({ mail, t, cookie } = setup);
  });
  afterAll(() => setup.close());

  it('puts a waiting alert in the trash with its enquiry, and brings it back with Undo', async () => {
    const { id } = (await send(t, { firstName: 'Trashed' })).json();
    const alerts = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
    const [waiting] = await alerts();
    expect(waiting).toMatchObject({ kind: 'enquiry-alert', sentAt: null });
    const admin = (method: 'DELETE' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie } });
    expect((await admin('DELETE', `/api/admin/inquiries/${id}`)).statusCode).toBe(204);
    expect(await alerts()).toEqual([]);
    expect((await admin('POST', `/api/admin/inquiries/${id}/restore`)).statusCode).toBe(200);
    expect(await alerts()).toEqual([waiting]);
    // Deleted for good this time: its alert is never sent.
    expect((await admin('DELETE', `/api/admin/inquiries/${id}`)).statusCode).toBe(204);
  });

  it('keeps the alert while no Admin has set the staff alerts email (the contact email does not count), and sends it there once one does', async () => {
    expect((await send(t)).statusCode).toBe(201);
    const summary = async () =>
      (await t.app.inject({ url: '/api/admin/inquiries/summary', headers: { cookie } })).json().alerts;
    expect(await summary()).toMatchObject({ enabled: true, recipientMissing: true, waiting: 1 });
    // A pass of the sender begun after the enquiry was stored is over: it would have sent the alert.
    await t.app.mailSender.sendNow();
    expect(mail.received).toEqual([]);
    expect(await summary()).toMatchObject({ recipientMissing: true, waiting: 1 });

    // The contact email shown to visitors, which an Editor may change, decides nothing.
    await t.database.db.update(siteSettings).set({ contactEmail: 'hello@club.example' });
    expect(await summary()).toMatchObject({ recipientMissing: true, waiting: 1 });
    await t.database.db.update(siteSettings).set({ alertEmail: 'office@club.example' });
    t.app.mailSender.wake();
    await vi.waitFor(() => expect(mail.received).toHaveLength(1), { timeout: 5_000 });
    expect(mail.received[0]!.to).toEqual(['office@club.example']);
  });
});

describe.runIf(usingPostgres())('two instances on one database', () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    mail = await startMailServer();
    const env = { ...fast, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, ALERT_EMAIL: 'coach@club.example' };
    ({ t } = await signedInTestApp(env));
    second = await createSecondInstance(t, env);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await mail.close();
  });

  it('sends each alert once, whichever instance stored the enquiry', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Family${i}`);
    await Promise.all(
      names.map((firstName, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...enquiry, firstName },
          remoteAddress: `10.8.0.${i + 1}`,
        }),
      ),
    );
    await vi.waitFor(() => expect(mail.received.length).toBeGreaterThanOrEqual(names.length), { timeout: 10_000 });
    // A pass of each instance's sender begun after the eight arrived is over: a duplicate would have gone by now.
    await Promise.all([t.app.mailSender.sendNow(), second.app.mailSender.sendNow()]);
    const subjects = mail.received.map((m) => readable(m.raw).match(/^Subject: (.*)$/m)![1]).sort();
    expect(subjects).toEqual(names.map((name) => `New enquiry from ${name} Kila`).sort());
  });
});
