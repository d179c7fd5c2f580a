// The portal's shell carries the club's time zone (CLUB_TIMEZONE), so fixtures are entered in club time with no
// extra request; /auth's too, since signing in there leads into the portal without loading a page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLUB_TIMEZONE: 'Pacific/Auckland' });
});
afterAll(() => t.close());

it.each(['/admin/fixtures', '/admin', '/auth'])('%s names the club time zone in its shell', async (url) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(/<div id="root"><div data-club-time-zone="Pacific\/Auckland">/);
});

it.each(['/admin', '/admin/news'])(
  '%s says without JavaScript that the portal needs it, in place of a spinner that would turn forever',
  async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    // React writes the apostrophe as &#x27;.
    const message =
      'The staff portal needs JavaScript. Turn it on in your browser&#x27;s settings, or use another browser.';
    // Shown and the spinner hidden by index.html's <noscript> style; with JavaScript the other way round.
    expect(res.body).toMatch(new RegExp(`<p class="hidden nojs-show[^"]*">${message.replace(/\./g, '\\.')}</p>`));
    expect(res.body).toMatch(/<div class="nojs-hide"><div role="status"[^>]*>.*Loading\.\.\./);
    expect(res.body).toMatch(/<noscript><style>[^<]*\.nojs-hide\{display:none!important\}/);
  },
);
