// The enquiry form and the staff sign-in posted the plain way (no JavaScript), on the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText as text } from '../../../tests/fixtures/page-text';
import { hashPassword } from '../auth/passwords';
import { SESSION_COOKIE } from '../auth/sessions';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';
import { createUser } from '../services/users';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
  await createUser(t.database.db, 'coach', await hashPassword('correct horse battery'));
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
// Each test posts from its own address, so the per-address limits of one do not reach another.
let sender = 0;
const postForm = (url: string, fields: Record<string, string>, remoteAddress = `10.7.0.${++sender}`) =>
  t.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString(), remoteAddress });
const inquiries = async () =>
  (await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } })).json() as { firstName: string }[];

const enquiry = {
  firstName: 'Kila',
  lastName: 'Vagi',
  email: 'kila@example.org',
  ageGroup: 'u16',
  message: 'My son would like to join the U16 team.',
};

describe('the enquiry form posted without JavaScript', () => {
  it('stores the enquiry and redirects (303) to the page saying it was sent', async () => {
    const res = await postForm('/', { ...enquiry, firstName: 'Redirected' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?enquiry=sent#enquiry-form');
    expect((await inquiries()).map((row) => row.firstName)).toContain('Redirected');

    const sent = await t.app.inject({ url: '/?enquiry=sent' });
    expect(sent.statusCode).toBe(200);
    expect(text(sent.body)).toContain("Message Sent! Thank you for your interest. We'll get back to you soon.");
    expect(sent.body).toContain('id="contact-sent" tabindex="-1"');
    // The plain landing page never says so.
    expect(text((await t.app.inject({ url: '/' })).body)).not.toContain('Message Sent!');
  });

  it('takes the optional phone number too, stored as +675 ..., or says what a number looks like', async () => {
    const res = await postForm('/', { ...enquiry, firstName: 'Phoned', phone: '7123 4567' });
    expect(res.statusCode).toBe(303);
    const rows = (await inquiries()) as { firstName: string; phone: string | null }[];
    expect(rows.find((row) => row.firstName === 'Phoned')?.phone).toBe('+675 7123 4567');

    const wrong = await postForm('/', { ...enquiry, phone: '123 45' });
    expect(wrong.statusCode).toBe(400);
    expect(text(wrong.body)).toContain("Enter a PNG phone number, such as '7123 4567' or '+675 321 1234'");
    expect(wrong.body).toMatch(/<input[^>]*name="phone"[^>]*value="123 45"/);
    expect(wrong.body).toMatch(/id="contact-phone"[^>]*aria-invalid="true"/);
  });

  it("answers 400 with the product's messages under their fields and what was typed, storing nothing", async () => {
    const before = (await inquiries()).length;
    const res = await postForm('/', {
      firstName: 'Mele',
      lastName: '',
      email: 'mele@',
      ageGroup: 'u14',
      message: 'Too short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    for (const message of [
      'Last name is required',
      'Valid email is required',
      'Message must be at least 10 characters',
    ])
      expect(text(html)).toContain(message);
    expect(text(html)).not.toContain('First name is required');
    expect(html).toMatch(
      /id="contact-last-name"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-last-name-error"/,
    );
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Mele"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="mele@"/);
    expect(html).toMatch(/<option value="u14" selected="">/);
    expect(html).toMatch(/<textarea[^>]*>Too short<\/textarea>/);
    expect(await inquiries()).toHaveLength(before);
  });

  it('escapes what was typed', async () => {
    const res = await postForm('/', { ...enquiry, message: '<script>alert(1)</script>', email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers a form with nothing in it with every message, never a 500', async () => {
    for (const payload of ['', 'firstName', 'firstName=a&firstName=b&%zz=1']) {
      const res = await t.app.inject({ method: 'POST', url: '/', headers: FORM, payload, remoteAddress: '10.7.9.1' });
      expect(res.statusCode).toBe(400);
      expect(text(res.body)).toContain('Valid email is required');
    }
  });

  it('does not let the answer to a post reach the cached landing page', async () => {
    t.app.responseCache.clear();
    const refused = await postForm('/', { ...enquiry, firstName: '', lastName: 'Zqxj' });
    expect(refused.statusCode).toBe(400);
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Zqxj');
    expect(page.body).not.toContain('First name is required');
    // And the other way round: a post after the page was kept is still answered with its own messages.
    expect(text((await postForm('/', { ...enquiry, email: 'x' })).body)).toContain('Valid email is required');
  });

  it(`answers 429 with a readable page after ${CONTACT_RATE_LIMIT.max} posts from one address, keeping what was typed`, async () => {
    const address = '10.7.200.1';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await postForm('/', { ...enquiry, email: 'bad' }, address)).statusCode).toBe(400);
    }
    const res = await postForm('/', { ...enquiry, firstName: 'Limited' }, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['content-type']).toContain('text/html');
    expect(text(res.body)).toContain('Too many messages from this connection. Please try again in 10 minutes.');
    expect(res.body).toMatch(/name="firstName"[^>]*value="Limited"/);
    expect((await inquiries()).map((row) => row.firstName)).not.toContain('Limited');
    // The JSON route counts against the same limit.
    const json = await t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry, remoteAddress: address });
    expect(json.statusCode).toBe(429);
  });

  it('refuses a post from another site', async () => {
    const before = (await inquiries()).length;
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/',
        headers: { ...FORM, ...headers },
        payload: new URLSearchParams(enquiry).toString(),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await inquiries()).toHaveLength(before);
  });

  it('leaves the JSON API refusing url-encoded bodies', async () => {
    const res = await postForm('/api/contact', enquiry);
    expect(res.statusCode).toBe(415);
  });
});

describe('the staff sign-in posted without JavaScript', () => {
  it('/auth carries a sign-in form that posts to the server', async () => {
    const html = (await t.app.inject({ url: '/auth' })).body;
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/auth"');
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(text(html)).toContain('Sign In');
  });

  it('signs in with the session cookie and redirects (303) to /admin', async () => {
    const res = await postForm('/auth', { username: 'coach', password: 'correct horse battery' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const user = await t.app.inject({ url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${session!.value}` } });
    expect(user.json()).toMatchObject({ username: 'coach' });
  });

  it('answers a wrong password with the form again (401), the message and the name typed', async () => {
    const res = await postForm('/auth', { username: 'coach', password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(text(res.body)).toContain('Login failed Invalid username or password');
    expect(res.body).toMatch(/name="username" value="coach"/);
    // The kept /auth page never shows it.
    expect(text((await t.app.inject({ url: '/auth' })).body)).not.toContain('Invalid username or password');
  });

  it('answers missing fields with 400', async () => {
    const res = await postForm('/auth', { username: 'coach' });
    expect(res.statusCode).toBe(400);
    expect(text(res.body)).toContain('Login failed');
  });

  it('shares the sign-in throttle with the JSON sign-in (429)', async () => {
    const address = '10.7.201.1';
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'coach', password: `guess ${i}` },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await postForm('/auth', { username: 'coach', password: 'correct horse battery' }, address);
    expect(res.statusCode).toBe(429);
    expect(text(res.body)).toContain('Too many sign-in attempts.');
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { ...FORM, origin: 'https://evil.example' },
      payload: 'username=coach&password=correct+horse+battery',
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });
});
