import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../tests/fixtures/multipart';
import { activityLog } from '../../shared/schema';
import { DEFAULT_SETTINGS } from '../services/settings';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const settings = {
  contactAddress: 'PO Box 1\nBoroko\nNCD',
  contactPhone: '+675 321 0000',
  contactEmail: 'hello@club.example',
  socialFacebook: 'https://facebook.com/club',
  socialInstagram: '#',
  socialYoutube: '',
  whatsappNumber: '7123 4567',
  registrationOpen: true,
  season: ' 2027 Season ',
  feeInformation: 'K50 a season: cash at training, or mobile money to 7123 4567.',
  codeOfConduct: 'Respect the coach.\n\nRespect the referee.',
  supportBankAccount: 'BSP, Club Tours Account 1234567, reference TOUR',
  supportMobileMoney: 'CellMoni 7123 4567',
  supportCash: 'At training, to the treasurer',
  supportSwift: 'BOSPPGPM',
  supportBankAddress: 'Douglas Street, Port Moresby',
  seasonCutoffDate: '2027-12-31',
  seasonFeeKina: ' K150 ',
};
const read = async () => (await t.app.inject({ url: '/api/settings' })).json();
const put = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/settings/${id}`, headers: { cookie }, payload });

describe('settings', () => {
  it('has one row from the first start, readable by anyone', async () => {
    const res = await t.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...DEFAULT_SETTINGS,
      updatedAt: expect.any(String),
    });
  });

  it('updates every field; a social link left empty is cleared', async () => {
    const { id } = await read();
    const res = await put(id, settings);
    expect(res.statusCode).toBe(200);
    const expected = {
      id,
      ...settings,
      socialYoutube: null,
      whatsappNumber: '+675 7123 4567',
      season: '2027 Season',
      seasonFeeKina: '150.00',
      updatedAt: expect.any(String),
    };
    // Staff also read where alerts go, which visitors never see.
    expect(res.json()).toEqual({ ...expected, alertEmail: null });
    expect(await read()).toEqual(expected);
    const { socialFacebook: _dropped, ...withoutFacebook } = settings;
    expect((await put(id, withoutFacebook)).json().socialFacebook).toBeNull();
  });

  it('stores the season fee as kina text over whole toea, clears it when blank and refuses a wrong one', async () => {
    const { id } = await read();
    expect((await put(id, { ...settings, seasonFeeKina: '1,250.5' })).json().seasonFeeKina).toBe('1250.50');
    const stored = await t.database.db.execute(sql`select season_fee_toea from site_settings`);
    expect(JSON.stringify(stored)).toContain('125050');
    for (const wrong of ['15.505', 'abc', '0']) {
      const res = await put(id, { ...settings, seasonFeeKina: wrong });
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'seasonFeeKina', message: 'Enter the season fee in kina, such as 150 or 150.50, or leave it empty' },
      ]);
    }
    expect((await read()).seasonFeeKina).toBe('1250.50');
    expect((await put(id, { ...settings, seasonFeeKina: '' })).json().seasonFeeKina).toBeNull();
  });

  it('stores the WhatsApp number as +675 ..., clears it when blank and refuses a wrong one', async () => {
    const { id } = await read();
    expect((await put(id, { ...settings, whatsappNumber: '+675 321 1234' })).json().whatsappNumber).toBe(
      '+675 321 1234',
    );
    const wrong = await put(id, { ...settings, whatsappNumber: '123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'whatsappNumber', message: "Enter a PNG phone number, such as '7123 4567' or '+675 321 1234'" },
    ]);
    expect((await read()).whatsappNumber).toBe('+675 321 1234');
    expect((await put(id, { ...settings, whatsappNumber: ' ' })).json().whatsappNumber).toBeNull();
  });

  it("answers 404 'Settings ID not found' for an unknown or malformed id", async () => {
    for (const id of ['5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c', 'undefined', '1']) {
      const res = await put(id, settings);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Settings ID not found' });
    }
  });

  it('opens registration only for a named season', async () => {
    const { id } = await read();
    const res = await put(id, { ...settings, registrationOpen: true, season: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'season', message: 'Enter the season before opening registration' }]);
    expect((await put(id, { ...settings, registrationOpen: false, season: '' })).statusCode).toBe(200);
  });

  it('validates the contact fields', async () => {
    const { id } = await read();
    const res = await put(id, { contactAddress: '', contactEmail: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'contactAddress',
      'contactPhone',
      'contactEmail',
    ]);
  });

  it('answers 415 to a form and 401 without a session', async () => {
    const { id } = await read();
    const { registrationOpen: _open, ...textFields } = settings;
    const form = await multipart(textFields);
    const asForm = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${id}`,
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    expect(asForm.statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/admin/settings/${id}`, payload: settings });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the staff alerts email', () => {
  let editor: string;
  beforeAll(async () => {
    editor = await t.signIn('editor', { role: 'editor' });
  });
  const putAs = (who: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/settings/${id}`, headers: { cookie: who }, payload });
  const staffAlerts = (who: string) =>
    t.app.inject({ url: '/api/admin/settings/staff-alerts', headers: { cookie: who } });
  const stored = async () => (await staffAlerts(cookie)).json().alertEmail;
  const latestEntry = async () =>
    (await t.database.db.select().from(activityLog).orderBy(desc(activityLog.at)).limit(1))[0]!;

  it('is an Admin’s to read and change, logged by name only, and never public', async () => {
    const { id } = await read();
    const saved = await put(id, { ...settings, alertEmail: ' Office@Club.example ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().alertEmail).toBe('Office@Club.example');
    expect((await staffAlerts(cookie)).json()).toEqual({ alertEmail: 'Office@Club.example', fromEnvironment: false });
    expect(await read()).not.toHaveProperty('alertEmail');
    expect((await t.app.inject({ url: '/api/settings' })).body).not.toContain('Office@Club.example');
    const entry = await latestEntry();
    expect(entry.fields).toContain('staff alerts email');
    expect(JSON.stringify(entry)).not.toContain('Office@Club.example');
    // Left out: unchanged; sent blank: cleared.
    expect((await put(id, settings)).statusCode).toBe(200);
    expect(await stored()).toBe('Office@Club.example');
    expect((await put(id, { ...settings, alertEmail: '' })).statusCode).toBe(200);
    expect(await stored()).toBeNull();
    expect((await put(id, { ...settings, alertEmail: 'not an address' })).statusCode).toBe(400);
  });

  it('an Editor may neither read nor change it, and may still save the other settings', async () => {
    const { id } = await read();
    expect((await put(id, { ...settings, alertEmail: 'office@club.example' })).statusCode).toBe(200);
    expect((await staffAlerts(editor)).statusCode).toBe(403);
    for (const alertEmail of ['editor@evil.example', '', null]) {
      const refused = await putAs(editor, id, { ...settings, contactEmail: 'editor@evil.example', alertEmail });
      expect(refused.statusCode, String(alertEmail)).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to see or change the staff alerts email');
    }
    expect((await read()).contactEmail).toBe(settings.contactEmail);
    const saved = await putAs(editor, id, { ...settings, contactEmail: 'editor@club.example' });
    expect(saved.statusCode, saved.body).toBe(200);
    // Their answer does not tell them where alerts go.
    expect(saved.json().alertEmail).toBeNull();
    expect((await read()).contactEmail).toBe('editor@club.example');
    expect(await stored()).toBe('office@club.example');
  });
});
