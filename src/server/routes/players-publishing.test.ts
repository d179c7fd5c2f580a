// Safeguarding (ADR 027): the public sees of each child only what staff chose and consent allows; staff see everything.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRows, pngFile, type Row, sendForm } from '../../../tests/fixtures/content';
import type { FormFields } from '../../../tests/fixtures/multipart';
import { addDays } from '../../shared/club-time';
import { storedRenditions } from '../../shared/images';
import { signedInTestApp, type TestApp } from '../test-app';

// The club's noon on 1 June 2026 (Port Moresby is UTC+10); tests move the clock.
let clock = new Date('2026-06-01T02:00:00Z');
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({}, { now: () => clock }));
});
afterAll(() => t.close());

// A 14-year-old whose staff chose to show everything (a child's defaults are tested on their own below).
const player = {
  name: 'Kila Morea',
  position: 'Guard',
  dateOfBirth: '2012-03-15',
  location: 'Lae',
  photoConsentDate: '2026-05-01',
  nameOnWebsite: 'full',
  showDateOfBirth: 'true',
};
const form = (method: 'POST' | 'PUT', url: string, fields: FormFields) =>
  sendForm(t.app, cookie, method, `/api/admin/${url}`, fields);
async function create(fields: FormFields): Promise<Row> {
  const res = await form('POST', 'players', { photo: await pngFile(), ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const publicRow = async (id: string) => (await listRows(t.app, 'players')).find((row) => row.id === id)!;
const anonymous = (url: string) => t.app.inject({ url });
const asStaff = (url: string) => t.app.inject({ url, headers: { cookie } });

describe('the public players list', () => {
  it('shows what staff chose while consent is recorded and recent, and never the choices themselves', async () => {
    const created = await create(player);
    const row = await publicRow(created.id);
    // The date is stored as month-day-year text; the age comes from it on the club's day.
    expect(row).toMatchObject({ name: 'Kila Morea', dateOfBirth: '03-15-2012', age: 14, photoUrl: created.photoUrl });
    for (const key of ['nameOnWebsite', 'showDateOfBirth', 'showPhoto', 'photoConsentDate'])
      expect(row).not.toHaveProperty(key);
  });

  it('leaves out a hidden date of birth, a hidden photo and the last name (absent, not null)', async () => {
    const created = await create({
      ...player,
      nameOnWebsite: 'first-initial',
      showDateOfBirth: 'false',
      showPhoto: 'false',
    });
    const row = await publicRow(created.id);
    expect(row.name).toBe('Kila M.');
    expect(row).not.toHaveProperty('dateOfBirth');
    expect(row).not.toHaveProperty('photoUrl');
    const body = (await anonymous('/api/players')).body;
    expect(body).not.toContain(created.photoUrl as string);
  });

  it('shows no photo without a consent date, nor once consent is 12 months old', async () => {
    const without = await create({ ...player, photoConsentDate: undefined });
    expect(await publicRow(without.id)).not.toHaveProperty('photoUrl');
    const lastDay = await create({ ...player, photoConsentDate: '2025-06-02' });
    expect((await publicRow(lastDay.id)).photoUrl).toBe(lastDay.photoUrl);
    const ranOut = await create({ ...player, photoConsentDate: '2025-06-01' });
    expect(await publicRow(ranOut.id)).not.toHaveProperty('photoUrl');
  });
});

describe('the staff list', () => {
  it('answers every field to staff, uncached', async () => {
    const created = await create({ ...player, nameOnWebsite: 'first-initial', showDateOfBirth: 'false' });
    const res = await asStaff('/api/admin/players');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.json() as Row[]).find((row) => row.id === created.id)).toMatchObject({
      name: 'Kila Morea',
      dateOfBirth: '03-15-2012',
      photoUrl: created.photoUrl,
      nameOnWebsite: 'first-initial',
      showDateOfBirth: false,
      showPhoto: true,
      photoConsentDate: '2026-05-01',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await anonymous('/api/admin/players');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Kila');
  });
});

describe('photo files', () => {
  it('of a hidden photo answer 404 to visitors and 200 uncached to staff, every rendition', async () => {
    const created = await create({ ...player, showPhoto: 'false', photo: await pngFile(800, 600) });
    const names = storedRenditions(created.photoUrl as string);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      expect((await anonymous(`/uploads/${name}`)).statusCode, name).toBe(404);
      const staff = await asStaff(`/uploads/${name}`);
      expect(staff.statusCode, name).toBe(200);
      expect(staff.headers['cache-control']).toBe('private, no-store');
      expect(staff.headers.etag).toBeUndefined();
    }
    // A revalidation cannot learn more than a plain request.
    const revalidate = await t.app.inject({
      url: created.photoUrl as string,
      headers: { 'if-none-match': `"${names.at(-1)}"` },
    });
    expect(revalidate.statusCode).toBe(404);
  });

  it('of a shown photo keep their long-lived public caching, and a photo shown again is served again', async () => {
    const created = await create({ ...player, showPhoto: 'false' });
    expect((await anonymous(created.photoUrl as string)).statusCode).toBe(404);
    const shown = await form('PUT', `players/${created.id}`, { ...player, showPhoto: 'true' });
    expect(shown.statusCode, shown.body).toBe(200);
    const res = await anonymous(created.photoUrl as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('of a photo without consent are not public', async () => {
    const created = await create({ ...player, photoConsentDate: undefined });
    expect((await anonymous(created.photoUrl as string)).statusCode).toBe(404);
  });
});

describe('consent running out with no write', () => {
  it('takes the photo off the cached list, the cached page and the files at the club midnight', async () => {
    clock = new Date('2026-06-01T13:59:00Z'); // 23:59 in Port Moresby: the last day of consent from 2 June 2025
    const created = await create({ ...player, name: 'Dika Vagi', photoConsentDate: '2025-06-02' });
    const url = created.photoUrl as string;
    expect((await publicRow(created.id)).photoUrl).toBe(url);
    expect((await anonymous('/profiles')).body).toContain(url.replace(/-\d+\.webp$/, ''));
    expect((await anonymous(url)).statusCode).toBe(200);
    expect(t.app.responseCache.size).toBeGreaterThan(0);

    clock = new Date('2026-06-01T14:00:00Z'); // midnight: the consent has run out
    expect(await publicRow(created.id)).not.toHaveProperty('photoUrl');
    const page = (await anonymous('/profiles')).body;
    expect(page).toContain('Dika Vagi');
    expect(page).not.toContain(url.replace(/-\d+\.webp$/, ''));
    expect((await anonymous(url)).statusCode).toBe(404);
    clock = new Date('2026-06-01T02:00:00Z');
    t.app.responseCache.clear();
  });
});

describe('a player shown by first name and initial', () => {
  it('never shows the exact date of birth publicly, only the age, even when it was chosen to show', async () => {
    const created = await create({
      ...player,
      name: 'Sera Kaupa',
      dateOfBirth: '07-04-2013',
      nameOnWebsite: 'first-initial',
    });
    expect(created).toMatchObject({ showDateOfBirth: true, dateOfBirth: '07-04-2013' });
    const row = await publicRow(created.id);
    expect(row).toMatchObject({ name: 'Sera K.', age: 12 });
    expect(row).not.toHaveProperty('dateOfBirth');
    const html = (await anonymous('/profiles')).body;
    expect(html).toContain('Sera K.');
    expect(html).not.toContain('07-04-2013');
    expect(html).not.toContain('4 July 2013');
  });
});

describe('the profiles page', () => {
  it('carries no hidden field in its HTML or its island data', async () => {
    const created = await create({
      ...player,
      name: 'Hidden Lastname',
      dateOfBirth: '2011-09-16',
      nameOnWebsite: 'first-initial',
      showDateOfBirth: 'false',
      showPhoto: 'false',
    });
    const html = (await anonymous('/profiles')).body;
    expect(html).toContain('Hidden L.');
    expect(html).not.toContain('Lastname');
    expect(html).not.toContain('2011-09-16');
    expect(html).not.toContain((created.photoUrl as string).replace(/-\d+\.webp$/, ''));
    expect(html).not.toContain('photoConsentDate');
    // The landing page lists no players.
    expect((await anonymous('/')).body).not.toContain('Lastname');
  });
});

describe('the player form fields', () => {
  it('are stored from a multipart create and update', async () => {
    const created = await create({ ...player, nameOnWebsite: 'first-initial', showPhoto: 'false' });
    expect(created).toMatchObject({ nameOnWebsite: 'first-initial', showDateOfBirth: true, showPhoto: false });
    // An update that leaves the choices out keeps them (they are not optional fields to clear).
    const kept = await form('PUT', `players/${created.id}`, {
      ...player,
      nameOnWebsite: undefined,
      showDateOfBirth: undefined,
    });
    expect(kept.json()).toMatchObject({ nameOnWebsite: 'first-initial', showDateOfBirth: true });
    const updated = await form('PUT', `players/${created.id}`, {
      ...player,
      nameOnWebsite: 'full',
      showDateOfBirth: 'false',
      showPhoto: 'true',
      photoConsentDate: '2026-05-20',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      nameOnWebsite: 'full',
      showDateOfBirth: false,
      showPhoto: true,
      photoConsentDate: '2026-05-20',
    });
    // An update without the date clears it, as every optional field (ADR 006).
    const cleared = await form('PUT', `players/${created.id}`, { ...player, photoConsentDate: undefined });
    expect(cleared.json().photoConsentDate).toBeNull();
  });

  it("default to a child's: first name and initial, date of birth hidden, under 18 or of unknown age", async () => {
    const choices = { nameOnWebsite: undefined, showDateOfBirth: undefined };
    const child = { nameOnWebsite: 'first-initial', showDateOfBirth: false, showPhoto: true };
    // 18 on 2 June 2026, the day after the clock's: still 17.
    expect(await create({ ...player, ...choices, dateOfBirth: '06-02-2008' })).toMatchObject(child);
    expect(await create({ ...player, ...choices, dateOfBirth: undefined, age: '17' })).toMatchObject(child);
    expect(await create({ ...player, ...choices, dateOfBirth: undefined })).toMatchObject(child);
    // A date of birth decides over a typed age that contradicts it.
    expect(await create({ ...player, ...choices, dateOfBirth: '06-02-2008', age: '30' })).toMatchObject({
      ...child,
      age: 17,
    });
  });

  it('default to showing everything for an adult, by the date of birth or the age', async () => {
    const choices = { nameOnWebsite: undefined, showDateOfBirth: undefined };
    const adult = { nameOnWebsite: 'full', showDateOfBirth: true, showPhoto: true };
    expect(await create({ ...player, ...choices, dateOfBirth: '06-01-2008' })).toMatchObject({ ...adult, age: 18 });
    expect(await create({ ...player, ...choices, dateOfBirth: undefined, age: '18' })).toMatchObject(adult);
  });

  it('refuse values the form cannot send with clear messages, keeping nothing', async () => {
    const res = await form('POST', 'players', {
      ...player,
      nameOnWebsite: 'nickname',
      showPhoto: 'maybe',
      photoConsentDate: '31/12/2025',
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'nameOnWebsite: Choose how the name shows',
        'photoConsentDate: Enter the date consent was given',
      ]),
    );
    expect(issues.some((issue: string) => issue.startsWith('showPhoto: '))).toBe(true);
  });

  it('refuse a consent date in the future, which would stretch the 12 months', async () => {
    const res = await form('POST', 'players', { ...player, photoConsentDate: addDays(t.app.today(), 2) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'photoConsentDate', message: 'The consent date cannot be in the future' },
    ]);
  });

  it('are refused as JSON: a player with a photo is sent as a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/players',
      headers: { cookie },
      payload: { ...player, showPhoto: false },
    });
    expect(res.statusCode).toBe(415);
  });
});
