// Queueing an email: nothing while sending is off (no SMTP_URL), not even what would make the emails; a row in the
// outbox while it is on, stored with its change's transaction or not at all, and sent once that has committed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { contactInquiries, mailOutbox } from '../../shared/schema';
import type { Db } from '../db/client';
import { createTestApp, type TestApp } from '../test-app';
import { queueEmail, withQueuedEmail } from './queue';

const enquiry = { firstName: 'Ana', lastName: 'Kila', email: 'family.kila@example.org', message: 'Try-outs?' };

async function storeEnquiry(db: Db): Promise<string> {
  const [row] = await db.insert(contactInquiries).values(enquiry).returning({ id: contactInquiries.id });
  return row!.id;
}

describe('with sending off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues nothing, and does not make the emails', async () => {
    const { db } = t.database;
    const inquiryId = await storeEnquiry(db);
    const make = vi.fn(async () => [{ kind: 'enquiry-alert' as const, inquiryId }]);
    expect(await queueEmail(t.app, db, { kind: 'enquiry-alert', inquiryId })).toBe(0);
    expect(await queueEmail(t.app, db, make)).toBe(0);
    expect(make).not.toHaveBeenCalled();
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('with sending on', () => {
  let mail: MailServer;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      ALERT_RETRY_BASE_MS: '100',
      ALERT_POLL_MS: '60000',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ALERT_EMAIL: 'coach@club.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('queues a row in the transaction, and wakes the sender once it has committed', async () => {
    const inquiryId = await withQueuedEmail(t.app, async (tx, queue) => {
      const id = await storeEnquiry(tx);
      expect(await queue({ kind: 'enquiry-alert', inquiryId: id })).toBe(1);
      return id;
    });
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows).toEqual([expect.objectContaining({ kind: 'enquiry-alert', inquiryId })]);
    // Woken at once: the next poll is a minute away.
    await vi.waitFor(() => expect(mail.received).toHaveLength(1), { timeout: 10_000 });
    expect(readable(mail.received[0]!.raw)).toMatch(/^Subject: New enquiry from Ana Kila$/m);
  });

  it('queues nothing when the transaction fails', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const failing = withQueuedEmail(t.app, async (tx, queue) => {
      await queue({ kind: 'enquiry-alert', inquiryId: await storeEnquiry(tx) });
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});
