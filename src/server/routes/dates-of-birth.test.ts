// Dates of birth (ADR 032): a date of birth is stored as month-day-year text, read day first, and decides
// the age; text saved before the date picker that names no one day stays as it was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, sendForm } from '../../../tests/fixtures/content';
import type { FormFields } from '../../../tests/fixtures/multipart';
import { signedInTestApp, type TestApp } from '../test-app';

// The club's noon on 1 June 2026 (Port Moresby is UTC+10).
const clock = new Date('2026-06-01T02:00:00Z');
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({}, { now: () => clock }));
});
afterAll(() => t.close());

const adult = { name: 'Peter Wari', role: 'Head Coach' };
const send = (method: 'POST' | 'PUT', url: string, fields: FormFields) =>
  sendForm(t.app, cookie, method, `/api/admin/${url}`, fields);
async function create(fields: FormFields): Promise<Row> {
  const res = await send('POST', 'coaches', { ...adult, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('a date of birth', () => {
  it('is stored as month-day-year text, from a date input or typed', async () => {
    expect((await create({ dateOfBirth: '1990-03-05' })).dateOfBirth).toBe('03-05-1990');
    expect((await create({ dateOfBirth: '3/5/1990' })).dateOfBirth).toBe('03-05-1990');
    // A first number over 12 can only be the day.
    expect((await create({ dateOfBirth: '15-03-1990' })).dateOfBirth).toBe('03-15-1990');
  });

  it('decides the age on the club day, over a typed age that contradicts it', async () => {
    // 36 on 2 June 2026, the day after the clock's.
    expect(await create({ dateOfBirth: '1990-06-02', age: '18' })).toMatchObject({ age: 35 });
    expect(await create({ dateOfBirth: '1990-06-01' })).toMatchObject({ age: 36 });
    expect(await create({ age: '40' })).toMatchObject({ age: 40, dateOfBirth: null });
  });

  it('refuses numbers that name no real day, and a day after today', async () => {
    for (const [dateOfBirth, message] of [
      ['02-30-1990', 'Enter a real date of birth'],
      ['13-13-1990', 'Enter a real date of birth'],
      ['2099-01-01', 'The date of birth cannot be in the future'],
      // The day after the app's clock's: the check reads the app's today, not the machine's.
      ['2026-06-02', 'The date of birth cannot be in the future'],
    ]) {
      const res = await send('POST', 'coaches', { ...adult, dateOfBirth });
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'dateOfBirth', message }]);
    }
  });

  it('keeps text saved before the picker as it is, and shows it as it is', async () => {
    // Saved by the old free-text form; the API still takes such text (the field has been free text from the start).
    const old = await create({ dateOfBirth: 'around 1985', age: '41' });
    expect(old).toMatchObject({ dateOfBirth: 'around 1985', age: 41 });
    const page = (await t.app.inject({ url: '/profiles' })).body;
    expect(page).toContain('around 1985');
  });

  it('reads day first on the profiles page, with the month in words', async () => {
    const res = await send('POST', 'players', {
      name: 'Mary Kila',
      position: 'Guard',
      dateOfBirth: '2001-05-30',
      nameOnWebsite: 'full',
      showDateOfBirth: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dateOfBirth).toBe('05-30-2001');
    const page = (await t.app.inject({ url: '/profiles' })).body;
    expect(page).toContain('30 May 2001');
    expect(page).toContain('5 March 1990');
  });
});
