// The migration that makes the mail outbox the only one: enquiry alerts already stored, sent or waiting, move into
// mail_outbox with their tries and dates, and go with their enquiry as before.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationNamed, runMigrations, runMigrationsBefore } from '../../../tests/fixtures/migration-steps';

const target = migrationNamed('one-outbox');

const db = new PGlite();
afterAll(() => db.close());

describe('the one-outbox migration', () => {
  it('moves sent and waiting enquiry alerts into mail_outbox and drops inquiry_alerts', async () => {
    await runMigrationsBefore(db, target);
    await db.exec(`insert into contact_inquiries (id, first_name, last_name, email, message) values
      ('00000000-0000-4000-8000-000000000001', 'Ana', 'Kila', 'a@example.org', 'Hello'),
      ('00000000-0000-4000-8000-000000000002', 'Ben', 'Tau', 'b@example.org', 'Hi')`);
    await db.exec(`insert into inquiry_alerts (inquiry_id, attempts, next_attempt_at, last_error, sent_at, created_at) values
      ('00000000-0000-4000-8000-000000000001', 1, '2026-11-01T10:00:00Z', null, '2026-11-01T10:00:05Z', '2026-11-01T10:00:00Z'),
      ('00000000-0000-4000-8000-000000000002', 3, '2026-11-02T11:00:00Z', 'the mail server could not be reached (ECONNREFUSED)', null, '2026-11-02T10:00:00Z')`);
    await runMigrations(db, [target]);

    const { rows } = await db.query<Record<string, unknown>>(
      `select kind, inquiry_id, registration_id, message, attempts, next_attempt_at, last_error, sent_at, created_at
         from mail_outbox order by created_at`,
    );
    expect(rows).toEqual([
      {
        kind: 'enquiry-alert',
        inquiry_id: '00000000-0000-4000-8000-000000000001',
        registration_id: null,
        message: null,
        attempts: 1,
        next_attempt_at: new Date('2026-11-01T10:00:00Z'),
        last_error: null,
        sent_at: new Date('2026-11-01T10:00:05Z'),
        created_at: new Date('2026-11-01T10:00:00Z'),
      },
      {
        kind: 'enquiry-alert',
        inquiry_id: '00000000-0000-4000-8000-000000000002',
        registration_id: null,
        message: null,
        attempts: 3,
        next_attempt_at: new Date('2026-11-02T11:00:00Z'),
        last_error: 'the mail server could not be reached (ECONNREFUSED)',
        sent_at: null,
        created_at: new Date('2026-11-02T10:00:00Z'),
      },
    ]);
    await expect(db.query('select 1 from inquiry_alerts')).rejects.toThrow(/does not exist/);
    await db.exec(`delete from contact_inquiries where id = '00000000-0000-4000-8000-000000000002'`);
    const left = await db.query<{ n: number }>('select count(*)::int as n from mail_outbox');
    expect(left.rows[0]!.n).toBe(1);
  });
});
