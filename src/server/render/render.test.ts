// Server rendering of the public pages on a real app and database: the HTML carries the content and its data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText as text } from '../../../tests/fixtures/page-text';
import { CLUB } from '../../shared/constants';
import { signedInTestApp, type TestApp } from '../test-app';
import { CONTENT_SECURITY_POLICY } from '.';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = async (path: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** The islands in a page, by name, with the props the browser will hydrate them with. */
function islands(html: string): Record<string, unknown> {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/data-island="([a-z]+)" data-props="([^"]*)"/g)].map((m) => [m[1], JSON.parse(decode(m[2]!))]),
  );
}

describe('on an empty database', () => {
  it('renders the landing page with the fallback content and its title, description and CSP', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.body).toContain(`<title>Basketball in Papua New Guinea, U10 to Senior | ${CLUB.name}</title>`);
    expect(res.body).toMatch(/<meta name="description" content="Youth basketball in Papua New Guinea[^"]*"/);
    const body = text(res.body);
    for (const fallback of ['Elite Development', 'International Exposure', 'Character Building']) {
      expect(body).toContain(fallback);
    }
    for (const step of ['Foundation', 'Development', 'Competitive', 'Pre-Elite', 'Elite']) expect(body).toContain(step);
    for (const feature of ['International Tours', 'Cultural Exchange', 'Elite Competition']) {
      expect(body).toContain(feature);
    }
    expect(body).toContain(`JOIN THE ${CLUB.name.toUpperCase()}`);
    expect(body).toContain('Get Started Today');
    expect(body).toContain(`© 2024 ${CLUB.name}. All rights reserved.`);
    expect(body).not.toContain('Club Management');
    // On a wide screen the hero is asked for first: its preload comes before the stylesheet and scripts. On a
    // phone the heading is the largest paint: the portrait crop is not preloaded and asks at low priority.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const heroPreload = head.indexOf('<link rel="preload" as="image" fetchpriority="high" type="image/avif"');
    expect(heroPreload).toBeGreaterThan(0);
    expect(heroPreload).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toContain('imagesizes="100vw" media="(min-width: 768px)"');
    expect(head).not.toContain('hero-portrait');
    expect(res.body).toMatch(/<img src="\/images\/hero-1024\.webp"[^>]* fetchPriority="low"/i);
    // No inline script: the page's only script is the islands entry; the rest is JSON-LD, data the browser never runs.
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([' type="application/ld+json"']);
    expect(res.body.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("sends none of index.html's comments: they are for its readers, not every visitor's data", async () => {
    const head = (await get('/sponsors')).body.split('<div id="root">')[0]!;
    expect(head).toContain('<noscript>');
    expect(head).not.toContain('<!--');
  });

  it('renders the fallback sponsor and the 18 fallback merchandise items', async () => {
    const sponsors = text((await get('/sponsors')).body);
    expect(sponsors).toContain('Community Partner');
    expect(sponsors).not.toContain('Visit Website');
    const merchandise = (await get('/merchandise')).body;
    expect(merchandise.match(/>Contact to Order</g)).toHaveLength(18);
    expect(text(merchandise)).toContain('PGK 10.00');
    expect(text(merchandise)).toContain('PGK 95.00');
  });

  it('renders the empty gallery and profiles texts', async () => {
    expect(text((await get('/gallery')).body)).toContain('No images found in this category.');
    const profiles = text((await get('/profiles')).body);
    expect(profiles).toContain('PLAYERS & COACHES');
    expect(profiles).toContain('Players (0)');
    expect(profiles).toContain('Coaches (0)');
    expect(profiles).toContain('No players profiles available yet. Check back soon!');
    expect(profiles).toContain('No coach profiles available yet. Check back soon!');
  });

  it('links News and Tours from the main menu, on wide screens and in the phone menu alike', async () => {
    for (const url of ['/', '/sponsors', '/news']) {
      const html = (await get(url)).body;
      const bar = html.slice(html.indexOf('<nav aria-label="Main"'), html.indexOf('</nav>'));
      const [wide, phone] = bar.split('<details');
      for (const menu of [wide!, phone!]) {
        expect(menu, url).toMatch(/<a href="\/news"[^>]*>News<\/a>/);
        expect(menu, url).toMatch(/<a href="\/tours"[^>]*>Tours<\/a>/);
      }
    }
    expect((await get('/news')).body).toMatch(/<a href="\/news"[^>]*aria-current="page"[^>]*>News<\/a>/);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>404 Page Not Found');
    expect(text(res.body)).toContain('Did you forget to add the page to the router?');
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('compresses pages for browsers that accept it', async () => {
    const plain = await get('/');
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('gives each public page its own title and description', async () => {
    const heads = await Promise.all(['/', '/gallery', '/sponsors', '/merchandise', '/profiles', '/news'].map(get));
    const titles = heads.map((r) => /<title>(.*?)<\/title>/.exec(r.body)?.[1]);
    const descriptions = heads.map((r) => /<meta name="description" content="(.*?)"/.exec(r.body)?.[1]);
    expect(new Set(titles).size).toBe(6);
    expect(new Set(descriptions).size).toBe(6);
  });
});

describe('with stored content', () => {
  beforeAll(async () => {
    await post('teams', {
      name: 'Hornets U16',
      ageGroup: 'Under 16',
      description: 'Our competitive under 16 squad.',
      features: ['Three trainings a week'],
      color: 'red',
    });
    await post('pathway', { age: 'U12', title: 'Launchpad', description: 'First competitions.', color: 'bg-blue-600' });
    for (const [i, title] of ['Season Opener Recap', 'Tour Squad Named', 'Clinic Dates Out', 'Old Story'].entries()) {
      await post('news', {
        title,
        excerpt: `Excerpt ${i}`,
        content: `Content ${i}`,
        publishDate: `2024-03-0${5 - i}T00:00:00.000Z`,
      });
    }
  });

  it('puts stored teams, pathway and the latest 3 news in the HTML; only the islands get data', async () => {
    const res = await get('/');
    const body = text(res.body);
    expect(body).toContain('Hornets U16');
    expect(body).toContain('Three trainings a week');
    expect(body).toContain('Launchpad');
    // The stored pathway replaces the fallback.
    expect(body).not.toContain('Pre-Elite');
    expect(body).toContain('Season Opener Recap');
    expect(body).toContain('5 March 2024');
    expect(body).toContain('Clinic Dates Out');
    expect(body).not.toContain('Old Story');
    // The landing page's interactive parts are the navigation bar and the enquiry form: no content data.
    expect(islands(res.body)).toEqual({ navbar: { pathname: '/' }, contact: {} });
  });

  it('shows the team name on player profiles and counts in the tabs', async () => {
    const teams = (await get('/api/teams')).json() as { id: string }[];
    const form = new FormData();
    form.set('name', 'Kila Moresby');
    form.set('position', 'Point Guard');
    form.set('age', '15');
    form.set('location', 'Lae');
    form.set('teamId', teams[0]!.id);
    const req = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/players',
      headers: { cookie, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
    const profiles = text((await get('/profiles')).body);
    expect(profiles).toContain('Players (1)');
    // A 15-year-old created without choices shows by first name and initial (ADR 032).
    expect(profiles).toContain('Kila M.');
    expect(profiles).not.toContain('Kila Moresby');
    expect(profiles).toContain('Hornets U16');
    expect(profiles).toContain('From Lae');
    // The tabs island gets what the cards show, no more.
    const { profiles: props } = islands((await get('/profiles')).body) as { profiles: { players: object[] } };
    expect(props.players).toEqual([
      expect.objectContaining({ name: 'Kila M.', title: 'Point Guard', teamName: 'Hornets U16' }),
    ]);
    expect(Object.keys(props.players[0]!)).not.toContain('teamId');
  });
});
