// The staff inbox: status and notes, the filter, deleting, the CSV export, the badge's count, and forgetting
// closed enquiries after INQUIRY_RETENTION_DAYS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, mailOutbox } from '../../shared/schema';
import { buildApp } from '../app';
import { deleteClosedEnquiries } from '../services/enquiries';
import { storageFor } from '../start';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ INQUIRY_RETENTION_DAYS: '30' }));
});
afterAll(() => t.close());

type Row = { id: string; firstName: string; status: string; notes: string | null; statusChangedAt: string };

let sender = 0;
async function send(values: Record<string, string> = {}): Promise<Row> {
  const payload = {
    firstName: 'Ana',
    lastName: 'Kila',
    email: 'ana@example.com',
    message: 'We would like to join.',
    ...values,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: `10.9.0.${++sender}` });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const patch = (id: string, payload: object) => admin('PATCH', `/api/admin/inquiries/${id}`, payload);
const summary = async () => (await admin('GET', '/api/admin/inquiries/summary')).json();
const ids = (res: { json(): Row[] }) => res.json().map((row) => row.id);

describe('PATCH /api/admin/inquiries/:id', () => {
  it('starts New, changes status (and when it changed) and notes', async () => {
    const sent = await send();
    expect(sent.status).toBe('new');
    const replied = await patch(sent.id, { status: 'replied' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ id: sent.id, status: 'replied', notes: null });
    expect(Date.parse(replied.json().statusChangedAt)).toBeGreaterThan(Date.parse(sent.statusChangedAt));

    const noted = await patch(sent.id, { notes: '  Called the mother; trial on Saturday.  ' });
    expect(noted.json()).toMatchObject({ status: 'replied', notes: 'Called the mother; trial on Saturday.' });
    // Notes alone leave the status, and its time, as they were.
    expect(noted.json().statusChangedAt).toBe(replied.json().statusChangedAt);
    expect((await patch(sent.id, { status: 'replied' })).json().statusChangedAt).toBe(replied.json().statusChangedAt);
    expect((await patch(sent.id, { notes: '' })).json().notes).toBeNull();
  });

  it('refuses a status that is not one of the three, and other fields, with clear messages (400)', async () => {
    const { id } = await send();
    const bad = await patch(id, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Invalid input',
      issues: [{ path: 'status', message: 'Status must be one of: new, replied, closed' }],
    });
    expect((await patch(id, { notes: 5 })).json().issues).toEqual([{ path: 'notes', message: 'Notes must be text' }]);
    const other = await patch(id, { email: 'x@example.com' });
    expect(other.statusCode).toBe(400);
    expect(other.json().issues[0].message).toBe('Only status and notes can be changed');
    const notAnObject = await patch(id, ['closed']);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().issues).toEqual([{ path: '', message: 'Send the status and/or notes' }]);
    expect((await admin('GET', '/api/admin/inquiries')).json().find((row: Row) => row.id === id).status).toBe('new');
  });

  it('answers 404 for an unknown or malformed id, 401 without a session', async () => {
    for (const id of ['0b8e3f0e-1c4e-4d8a-9f55-1d2c3b4a5e6f', 'not-an-id']) {
      const res = await patch(id, { status: 'closed' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Inquiry not found' });
    }
    const { id } = await send();
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/admin/inquiries/${id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/inquiries?status=', () => {
  it('lists only the enquiries with that status, newest first; without it, all', async () => {
    const first = await send({ firstName: 'First' });
    const second = await send({ firstName: 'Second' });
    await patch(first.id, { status: 'closed' });
    await patch(second.id, { status: 'closed' });
    const closed = await admin('GET', '/api/admin/inquiries?status=closed');
    expect(closed.statusCode).toBe(200);
    expect(ids(closed).slice(0, 2)).toEqual([second.id, first.id]);
    expect(closed.json().every((row: Row) => row.status === 'closed')).toBe(true);
    const fresh = await admin('GET', '/api/admin/inquiries?status=new');
    expect(ids(fresh)).not.toContain(first.id);
    expect(ids(await admin('GET', '/api/admin/inquiries'))).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('refuses an unknown status (400)', async () => {
    const res = await admin('GET', '/api/admin/inquiries?status=waiting');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'status', message: 'Status must be one of: new, replied, closed' }]);
  });
});

describe('GET /api/admin/inquiries/summary', () => {
  it('counts the New enquiries for the badge; alerts are off without SMTP_URL', async () => {
    const before = await summary();
    const { id } = await send();
    expect((await summary()).new).toBe(before.new + 1);
    await patch(id, { status: 'replied' });
    expect(await summary()).toEqual({
      new: before.new,
      alerts: { enabled: false, recipientMissing: false, waiting: 0, lastError: null },
    });
    // Without SMTP_URL no alert is even queued.
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
    expect((await t.app.inject({ url: '/api/admin/inquiries/summary' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/inquiries/:id', () => {
  it('deletes one enquiry (204); then it is not found', async () => {
    const { id } = await send();
    expect((await admin('DELETE', `/api/admin/inquiries/${id}`)).statusCode).toBe(204);
    expect(ids(await admin('GET', '/api/admin/inquiries'))).not.toContain(id);
    expect((await admin('DELETE', `/api/admin/inquiries/${id}`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/admin/inquiries/${(await send()).id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/inquiries/export.csv', () => {
  it('downloads the filtered list as UTF-8 CSV with a byte order mark, quoted and safe from formulas', async () => {
    const tricky = await send({
      firstName: 'Zoë',
      lastName: '=HYPERLINK("http://evil.example","Click")',
      ageGroup: 'u14',
      phone: '7123 4567',
      message: 'Two lines,\nand "quotes".',
    });
    await patch(tricky.id, { status: 'replied', notes: '+675 7000 0000 called back' });
    const res = await admin('GET', '/api/admin/inquiries/export.csv?status=replied');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Port Moresby is UTC+10 all year (no daylight saving): the club's wall clock, worked out independently.
    const clubTime = (iso: string | number) => new Date(Date.parse(String(iso)) + 10 * 3600_000).toISOString();
    const day = clubTime(new Date().toISOString()).slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="enquiries-${day}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Received (Pacific/Port_Moresby),Status,First name,Last name,Email,Phone,Age group,Message,Notes',
    );
    const received = (await admin('GET', '/api/admin/inquiries'))
      .json()
      .find((row: Row) => row.id === tricky.id).createdAt;
    expect(res.body).toContain(
      `${clubTime(received).slice(0, 16).replace('T', ' ')},Replied,Zoë,"'=HYPERLINK(""http://evil.example"",""Click"")",` +
        `ana@example.com,'+675 7123 4567,U14 (Under 14),"Two lines,\nand ""quotes"".",'+675 7000 0000 called back\r\n`,
    );
    // Only the Replied ones.
    const statuses = (await admin('GET', '/api/admin/inquiries?status=replied')).json().length;
    expect(res.body.match(/,Replied,/g)).toHaveLength(statuses);
    expect(res.body).not.toMatch(/,New,/);
  });

  it('answers 400 for an unknown status and 401 without a session', async () => {
    expect((await admin('GET', '/api/admin/inquiries/export.csv?status=x')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/inquiries/export.csv' })).statusCode).toBe(401);
  });
});

describe('retention of closed enquiries', () => {
  const age = (id: string, days: number) =>
    t.database.db
      .update(contactInquiries)
      .set({ statusChangedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where(eq(contactInquiries.id, id));

  it(`deletes enquiries closed longer than INQUIRY_RETENTION_DAYS ago, and nothing else`, async () => {
    const oldClosed = await send();
    const recentClosed = await send();
    const oldNew = await send();
    const oldReplied = await send();
    await patch(oldClosed.id, { status: 'closed' });
    await patch(recentClosed.id, { status: 'closed' });
    await patch(oldReplied.id, { status: 'replied' });
    await age(oldClosed.id, 31);
    await age(recentClosed.id, 29);
    await age(oldNew.id, 400);
    await age(oldReplied.id, 400);
    expect(await deleteClosedEnquiries(t.database.db, t.env.INQUIRY_RETENTION_DAYS, t.app.now())).toBe(1);
    const left = ids(await admin('GET', '/api/admin/inquiries'));
    expect(left).not.toContain(oldClosed.id);
    expect(left).toEqual(expect.arrayContaining([recentClosed.id, oldNew.id, oldReplied.id]));
  });

  it('sweeps when a server starts', async () => {
    const closed = await send();
    await patch(closed.id, { status: 'closed' });
    await age(closed.id, 31);
    // A second app on the same database, as after a restart; closing it waits for its first sweep.
    const restarted = await buildApp({ env: t.env, database: t.database, storage: storageFor(t.env, t.database) });
    await restarted.ready();
    await restarted.close();
    expect(ids(await admin('GET', '/api/admin/inquiries'))).not.toContain(closed.id);
  });
});
