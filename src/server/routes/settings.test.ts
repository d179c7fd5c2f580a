import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../tests/fixtures/multipart';
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
      updatedAt: expect.any(String),
    };
    // Staff also read where alerts go, which visitors never see.
    expect(res.json()).toEqual({ ...expected, alertEmail: null });
    expect(await read()).toEqual(expected);
    const { socialFacebook: _dropped, ...withoutFacebook } = settings;
    expect((await put(id, withoutFacebook)).json().socialFacebook).toBeNull();
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
