// /register, the registration form posted the plain way (no JavaScript), on the real app and database:
// closed and open, the messages beside the fields with what was typed, the redirect to the confirmation, the
// duplicate, and what never reaches the response cache or the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText as text } from '../../../tests/fixtures/page-text';
import { MOBILE_EXAMPLE } from '../../shared/phone';
import type { RegistrationFormValues } from '../../shared/registration';
import { REGISTRATION_RATE_LIMIT } from '../registrations/service';
import { signedInTestApp, type TestApp, testClock } from '../test-app';

// The club's day is 1 February 2027: a player born on 10 May 2013 is 13 (U14), one born in 2005 is 21.
const NOW = new Date('2027-02-01T00:00:00Z');
const clock = testClock(NOW);

let t: TestApp;
let cookie: string;
let settingsId: string;
const teamIds: Record<string, string> = {};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
// Each test posts from its own address, so the per-address limit of one does not reach another.
let sender = 0;
const postForm = (fields: Record<string, string>, remoteAddress = `10.9.0.${++sender}`) =>
  t.app.inject({
    method: 'POST',
    url: '/register',
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
const page = (url: string) => t.app.inject({ url });

const BASE_SETTINGS = {
  contactAddress: 'Club Training Centre',
  contactPhone: '+675 321 0000',
  contactEmail: 'hello@club.example',
  season: '2027 Season',
  feeInformation: 'K50 a season.\nCash at training, or mobile money to 7000 1111.',
  codeOfConduct: 'Respect the coach.\n\nBe on time\nand ready to play.',
};
async function setRegistration(open: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${settingsId}`,
    headers: { cookie },
    payload: { ...BASE_SETTINGS, registrationOpen: open },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function addTeam(name: string, ageGroup: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/teams',
    headers: { cookie },
    payload: { name, ageGroup, description: 'A team.', features: [], color: 'red' },
  });
  expect(res.statusCode, res.body).toBe(201);
  teamIds[name] = res.json().id;
}

beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({}, { now: clock.now }));
  settingsId = (await page('/api/settings')).json().id;
});
afterAll(() => t.close());

/** A registration the service takes: a 13-year-old with a guardian. */
const valid = (changes: Partial<RegistrationFormValues> = {}): Record<string, string> => ({
  firstName: 'Kila',
  lastName: 'Vagi',
  dateOfBirth: '2013-05-10',
  gender: 'female',
  teamId: teamIds['U14 Development']!,
  school: 'Gordons Primary',
  experience: '',
  playerPhone: '',
  guardianName: 'Mary Vagi',
  guardianRelationship: 'Mother',
  guardianPhone: '7123 4567',
  email: '',
  emergencyName: 'John Vagi',
  emergencyPhone: '7234 5678',
  medical: '',
  consentCodeOfConduct: 'on',
  consentMedical: 'on',
  photoConsent: 'no',
  ...changes,
});

/** The tags of the inputs named `name` (React writes their attributes in its own order). */
const inputs = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g')) ?? [];
const input = (html: string, name: string) => inputs(html, name)[0] ?? '';

const CLOSED = 'Registration is closed at the moment. Send the club an enquiry instead.';

describe('/register while registration is closed', () => {
  it('says so and points to the enquiry form, with no form, while closed or without teams', async () => {
    const closed = await page('/register');
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('<title>Register a Player |');
    expect(text(closed.body)).toContain(CLOSED);
    expect(closed.body).toMatch(/<a[^>]*href="\/#enquiry-form"[^>]*>Send an Enquiry<\/a>/);
    expect(closed.body).not.toContain('name="firstName"');

    // Open, but the club has no teams yet: nothing to apply for.
    await setRegistration(true);
    const noTeams = await page('/register');
    expect(text(noTeams.body)).toContain(CLOSED);
    expect(noTeams.body).not.toContain('<form method="post" action="/register');
  });

  it('answers a post while closed with the closed page (409), storing nothing', async () => {
    await setRegistration(false);
    await addTeam('U14 Development', 'Under 14');
    const res = await postForm(valid());
    expect(res.statusCode).toBe(409);
    expect(text(res.body)).toContain(CLOSED);
  });
});

describe('/register while registration is open', () => {
  beforeAll(async () => {
    if (!teamIds['U14 Development']) await addTeam('U14 Development', 'Under 14');
    await addTeam('U19 Competitive', 'U19 (Under 19)');
    await addTeam('Senior Teams', 'Senior (19+)');
    await setRegistration(true);
  });

  it('shows the form in its parts, the teams with their age groups, the fees and the code of conduct link', async () => {
    const res = await page('/register');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/register#registration-form"');
    for (const legend of ['Player', 'Parent or guardian', 'Emergency contact', 'Health', 'Consents']) {
      expect(html).toContain(`>${legend}</legend>`);
    }
    for (const name of [
      'firstName',
      'lastName',
      'school',
      'playerPhone',
      'guardianName',
      'guardianRelationship',
      'guardianPhone',
      'email',
      'emergencyName',
      'emergencyPhone',
    ]) {
      expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    }
    expect(input(html, 'dateOfBirth')).toContain('type="date"');
    expect(html).toMatch(/<textarea[^>]*name="medical"/);
    expect(input(html, 'consentCodeOfConduct')).toContain('type="checkbox"');
    expect(input(html, 'consentMedical')).toContain('type="checkbox"');
    expect(inputs(html, 'photoConsent').map((tag) => /type="radio".*value="(\w+)"/.exec(tag)?.[1])).toEqual([
      'yes',
      'no',
    ]);
    expect(html).toContain(
      `<option value="${teamIds['U14 Development']}" data-age-group="u14">U14 Development</option>`,
    );
    expect(html).toContain(`<option value="${teamIds['U19 Competitive']}" data-age-group="u19">`);
    expect(html).toContain(`<option value="${teamIds['Senior Teams']}" data-age-group="senior">`);
    // Only the date of birth is an island; the rest is plain HTML.
    expect(html).toContain('data-island="register"');

    const words = text(html);
    expect(words).toContain('Register a player for the 2027 Season.');
    expect(words).toContain('K50 a season. Cash at training, or mobile money to 7000 1111.');
    expect(words).toContain("I agree to the club's code of conduct");
    expect(words).toContain('The club may arrange emergency medical treatment');
    expect(words).toContain('The club may publish photos of my child on its website');
    expect(words).toContain('You can change this at any time.');
    expect(words).toContain('Many families have none');
    expect(words).toContain('A player 18 or over registers themselves and needs no guardian');
    expect(html).toMatch(/<a[^>]*href="\/register\/code-of-conduct"[^>]*target="_blank"/);
    expect(words).not.toContain(CLOSED);
  });

  it('starts with the team of the card the family came from', async () => {
    const res = await page(`/register?team=${teamIds['U19 Competitive']}`);
    expect(res.body).toContain(`<option value="${teamIds['U19 Competitive']}" data-age-group="u19" selected="">`);
    // An unknown team is ignored.
    const unknown = await page('/register?team=nope');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toMatch(/<option value="[^"]+"[^>]*selected=""/);
  });

  it('answers a bad post with 400, each message beside its field, listed at the top, and what was typed', async () => {
    const res = await postForm(
      valid({
        lastName: '',
        guardianPhone: '123',
        emergencyPhone: '7123 4567',
        consentMedical: '',
        school: 'Koki <Primary>',
        experience: 'Two years of school games',
        photoConsent: 'yes',
        gender: 'male',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.body;
    const words = text(html);
    expect(words).toContain('Please check these fields:');
    for (const [id, message] of [
      ['reg-last-name', 'Last name is required'],
      ['reg-guardian-phone', MOBILE_EXAMPLE],
      ['reg-consent-medical', 'You must agree that the club may arrange emergency medical treatment'],
    ] as const) {
      expect(words).toContain(message);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${id}-error`));
      expect(html).toContain(`<a href="#${id}"`);
    }
    expect(words).not.toContain('First name is required');
    // What was typed, every kind of field.
    expect(input(html, 'firstName')).toContain('value="Kila"');
    expect(input(html, 'school')).toContain('value="Koki &lt;Primary&gt;"');
    expect(input(html, 'dateOfBirth')).toContain('value="2013-05-10"');
    expect(input(html, 'guardianPhone')).toContain('value="123"');
    expect(html).toMatch(/<textarea[^>]*name="experience"[^>]*>Two years of school games<\/textarea>/);
    expect(html).toMatch(/<option value="male" selected="">/);
    expect(html).toContain(`<option value="${teamIds['U14 Development']}" data-age-group="u14" selected="">`);
    expect(input(html, 'consentCodeOfConduct')).toContain('checked=""');
    expect(input(html, 'consentMedical')).not.toContain('checked=""');
    expect(inputs(html, 'photoConsent').filter((tag) => tag.includes('checked=""'))).toEqual([
      expect.stringContaining('value="yes"'),
    ]);
    // The island starts with the age on the season's age day (31 December: 14, and no U16 team) for the date typed.
    expect(words).toContain('Age on 31 Dec 2027: 14');
    expect(words).not.toContain('Suggested for this age');
  });

  it("suggests the team for the age on Site Settings' age cut-off day", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${settingsId}`,
      headers: { cookie },
      payload: { ...BASE_SETTINGS, registrationOpen: true, seasonCutoffDate: '2027-03-01' },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const res = await postForm(valid({ lastName: '' }));
      expect(text(res.body)).toContain('Age on 1 Mar 2027: 13. Suggested for this age: U14 Development');
    } finally {
      await setRegistration(true);
    }
  });

  it('asks an adult for their own phone, not a guardian', async () => {
    const res = await postForm(
      valid({ dateOfBirth: '2005-03-01', guardianName: '', guardianRelationship: '', guardianPhone: '' }),
    );
    expect(res.statusCode).toBe(400);
    const words = text(res.body);
    expect(words).toContain(MOBILE_EXAMPLE);
    expect(res.body).toMatch(/id="reg-player-phone"[^>]*aria-invalid="true"/);
    expect(words).not.toContain('Parent or guardian name is required');
    expect(words).toContain('Suggested for this age: Senior Teams');
  });

  it('answers a form with nothing in it with the messages, never a 500', async () => {
    for (const payload of ['', 'firstName', 'firstName=a&firstName=b&%zz=1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/register',
        headers: FORM,
        payload,
        remoteAddress: '10.9.9.1',
      });
      expect(res.statusCode).toBe(400);
      expect(text(res.body)).toContain('Date of birth is required');
    }
  });

  it('stores a registration and redirects (303) to the confirmation with its reference, what happens next and the fees', async () => {
    const res = await postForm(valid({ firstName: 'Redirected' }));
    expect(res.statusCode, res.body).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/register\/sent\?reference=R-2027-\d{4}#top$/);
    const reference = /R-\d{4}-\d{4}/.exec(location)![0];

    const sent = await page(location.split('#')[0]!);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('<title>Registration Sent |');
    const words = text(sent.body);
    expect(words).toContain(`Your reference: ${reference}`);
    expect(words).toContain('What happens next');
    expect(words).toContain('The club will contact you by phone');
    expect(words).toContain('K50 a season. Cash at training, or mobile money to 7000 1111.');
    // Not for search engines, and never kept: any reference could be asked for.
    expect(sent.body).toContain('<meta name="robots" content="noindex" />');
    expect(sent.body).not.toContain('rel="canonical"');
    expect(text((await page('/register/sent?reference=R-2027-9999')).body)).toContain('R-2027-9999');
    expect(text((await page('/register/sent?reference=<b>x</b>')).body)).not.toContain('Your reference');
  });

  it('answers the same player again with 409 and its message on the form, keeping what was typed', async () => {
    const first = await postForm(valid({ firstName: 'Twice' }));
    expect(first.statusCode).toBe(303);
    const reference = /R-\d{4}-\d{4}/.exec(first.headers.location as string)![0];
    const again = await postForm(
      valid({ firstName: 'twice', guardianName: 'Someone Else', guardianPhone: '7555 1234' }),
    );
    expect(again.statusCode).toBe(409);
    expect(text(again.body)).toContain(
      'This player is already registered for 2027 Season. Contact the club to change it.',
    );
    // Whoever knows a child's name and date of birth learns no reference from it.
    expect(again.body).not.toContain(reference);
    expect(input(again.body, 'guardianName')).toContain('value="Someone Else"');
    expect(input(again.body, 'firstName')).toContain('value="twice"');
  });

  it('answers the same registration sent again within the hour with the same confirmation, else the 409', async () => {
    const first = await postForm(valid({ firstName: 'Double' }));
    expect(first.statusCode).toBe(303);
    try {
      clock.advance(30 * 60 * 1000);
      const again = await postForm(valid({ firstName: 'Double' }));
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(first.headers.location);
      clock.advance(31 * 60 * 1000);
      expect((await postForm(valid({ firstName: 'Double' }))).statusCode).toBe(409);
    } finally {
      clock.set(NOW);
    }
  });

  it("reads a date of birth typed day first, as the form's example: 03/04/2014 is 3 April 2014", async () => {
    const sent = await postForm(valid({ firstName: 'DayFirst', dateOfBirth: '03/04/2014' }));
    expect(sent.statusCode, sent.body).toBe(303);
    const list = (await t.app.inject({ url: '/api/admin/registrations', headers: { cookie } })).json();
    const stored = list.find((r: { firstName: string }) => r.firstName === 'DayFirst');
    expect(stored.dateOfBirth).toBe('2014-04-03');
  });

  it('keeps neither the answer to a post nor what was typed in the cached page', async () => {
    t.app.responseCache.clear();
    const refused = await postForm(valid({ firstName: '', lastName: 'Zqxj' }));
    expect(refused.statusCode).toBe(400);
    const plain = await page('/register');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('Zqxj');
    expect(text(plain.body)).not.toContain('First name is required');
    // And the other way round: a post after the page was kept is answered with its own messages.
    expect(text((await postForm(valid({ firstName: '' }))).body)).toContain('First name is required');
  });

  it(`answers 429 with the form after ${REGISTRATION_RATE_LIMIT.max} posts from one address, keeping what was typed`, async () => {
    const address = '10.9.200.1';
    for (let i = 0; i < REGISTRATION_RATE_LIMIT.max; i++) {
      expect((await postForm(valid({ lastName: '' }), address)).statusCode).toBe(400);
    }
    const res = await postForm(valid({ firstName: 'Limited' }), address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(text(res.body)).toContain('Too many registrations from this connection. Please try again in');
    expect(input(res.body, 'firstName')).toContain('value="Limited"');
  });

  it('refuses a post from another site', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/register',
        headers: { ...FORM, ...headers },
        payload: new URLSearchParams(valid({ firstName: 'Elsewhere' })).toString(),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the code of conduct and the search files', () => {
  it('serves the code of conduct from Site Settings, a blank line starting a paragraph', async () => {
    const res = await page('/register/code-of-conduct');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Code of Conduct |');
    expect(res.body).toMatch(/<p[^>]*>Respect the coach\.<\/p>/);
    expect(res.body).toMatch(/<p[^>]*>Be on time\nand ready to play\.<\/p>/);
  });

  it('lists /register in the sitemap, but not the confirmation nor the code of conduct', async () => {
    t.app.responseCache.clear();
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain('/register</loc>');
    expect(sitemap).not.toContain('/register/sent');
    expect(sitemap).not.toContain('/register/code-of-conduct');
  });
});
