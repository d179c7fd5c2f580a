// Every public page the site serves is valid HTML by html-validate's recommended rules (ADR 053): filled with the
// demo content (each article, tour, filter and form answer), as a visitor's browser gets it. A rule turned off
// below says why; a new page or markup change that breaks another fails here, naming the page, line and rule.
import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../../tests/fixtures/content';
import { seedDemo } from '../../cli/demo/seed';
import { teamFieldName } from '../../shared/follow';
import { fixedPublicPaths } from '../../shared/public-routes';
import { followers } from '../../shared/schema';
import { storeImage } from '../media/images';
import { storageFor } from '../start';
import { createTestApp, type TestApp, testClock } from '../test-app';

// The recommended rules, with the style of React's server renderer (and of index.html, written to match it): these
// are ways of spelling valid HTML, held to one spelling each rather than turned off.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes every void element self-closed (<img ... />), and index.html's head does the same.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes some attributes as their DOM names (srcSet, dateTime, maxLength); HTML reads attribute names
    // without regard to case, so either spelling is the same attribute.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes a true boolean attribute, and an empty `download`, as name="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // index.html's <!doctype html>, as the HTML standard writes it.
    'doctype-style': ['error', { style: 'lowercase' }],
    // A bar's width and the toasts' widest (a shared constant) are values set where they are drawn (the
    // pages' policy allows inline styles, ADR 050); any other inline style is still refused.
    'no-inline-style': ['error', { allowedProperties: ['display', 'width', 'max-width'] }],
    // A tour's fundraising bar is a styled element with role="progressbar" and its sentence as aria-valuetext: a
    // native <progress> cannot carry that sentence nor be drawn the same in every browser.
    'prefer-native-element': ['error', { exclude: ['progressbar'] }],
    // The landing page's title is what a search finds first and then the club's full name (76 characters);
    // search engines cut by width, about 600 px, which it fits. Other pages' titles are shorter.
    'long-title': ['error', { maxlength: 80 }],
  },
});

// Noon in Port Moresby: the demo season is placed around this day.
const clock = testClock('2026-11-24T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const storage = storageFor(t.env, t.database);
  // One small picture for all: what is checked is the pages' markup, not the pictures.
  const picture = await storeImage(storage, (await pngFile(640, 480)).data);
  await seedDemo(t.database.db, storage, () => {}, {
    now: clock.now(),
    timeZone: t.env.CLUB_TIMEZONE,
    sealer: t.app.sealer,
    storePicture: async () => picture,
  });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let sender = 0;
const postForm = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: FORM, payload, remoteAddress: `10.53.0.${++sender}` });

/** The page's problems, one line each ('12:40 form-dup-name: ...'), or none. */
async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

async function expectValid(label: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(String(res.headers['content-type']), label).toContain('text/html');
  expect.soft(await problems(res.body), label).toEqual([]);
}

describe('every public page with the demo content', () => {
  it('the fixed pages, each article and tour, and every filter', { timeout: 180_000 }, async () => {
    const urls = [...fixedPublicPaths()];
    const read = async <T>(path: string) => (await get(path)).json() as T;
    for (const { slug } of await read<{ slug: string }[]>('/api/news')) urls.push(`/news/${slug}`);
    for (const { slug } of await read<{ slug: string }[]>('/api/tours')) urls.push(`/tours/${slug}`);
    for (const { id } of await read<{ id: string }[]>('/api/teams'))
      urls.push(`/fixtures?team=${id}`, `/register?team=${id}`);
    for (const category of new Set((await read<{ category: string }[]>('/api/gallery')).map((g) => g.category)))
      urls.push(`/gallery?category=${encodeURIComponent(category)}`);
    for (const collection of new Set(
      (await read<{ collection: string }[]>('/api/merchandise')).map((m) => m.collection),
    ))
      urls.push(`/merchandise?collection=${encodeURIComponent(collection)}`);
    urls.push('/register/code-of-conduct', '/follow/sent', '/?enquiry=sent', '/offline');
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      await expectValid(url, res);
    }
  });

  it('the 404 pages: an unknown path and an article that is not public', async () => {
    for (const url of ['/no-such-page', '/news/no-such-article']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      await expectValid(url, res);
    }
  });

  it("the plain forms' answers: the follow form with its messages, and the enquiry and registration refused", async () => {
    const [team] = (await get('/api/teams')).json() as { id: string }[];
    const forms = [
      ['/follow', `email=not-an-address&${teamFieldName(team!.id)}=1`],
      ['/', 'name=&email=x&message='],
      ['/register', 'playerName='],
    ] as const;
    for (const [url, body] of forms) {
      const res = await postForm(url, body);
      expect(res.statusCode, url).toBe(400);
      await expectValid(`POST ${url}`, res);
    }
  });

  it("a follower's pages: confirm, manage and unsubscribe", async () => {
    const [team] = (await get('/api/teams')).json() as { id: string }[];
    const res = await postForm('/follow', `email=fan%40example.org&news=1&${teamFieldName(team!.id)}=1`);
    expect(res.statusCode).toBe(303);
    const [tokens] = await t.database.db.select().from(followers);
    // The confirm link is used up when opened: last.
    for (const url of [
      `/follow/manage?token=${tokens!.manageToken}`,
      `/follow/unsubscribe?token=${tokens!.unsubscribeToken}`,
      `/follow/confirm?token=${tokens!.confirmToken}`,
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      await expectValid(url, page);
    }
  });
});

describe("the follow form's team boxes, each named for its team", () => {
  /** What a browser sends for the form with this id on the page: its checked boxes and its other fields. */
  function sent(html: string, formId: string, email: string): string {
    const form = html.slice(html.indexOf(`id="${formId}"`), html.indexOf('</form>', html.indexOf(`id="${formId}"`)));
    const body = new URLSearchParams({ email });
    for (const [input] of form.matchAll(/<input [^>]*type="checkbox"[^>]*>/g)) {
      if (!input.includes('checked=""')) continue;
      body.append(/name="([^"]+)"/.exec(input)![1]!, /value="([^"]*)"/.exec(input)![1]!);
    }
    return body.toString();
  }

  it('are read by the server as the team chosen on /fixtures?team=', async () => {
    const [team] = (await get('/api/teams')).json() as { id: string; name: string }[];
    const html = (await get(`/fixtures?team=${team!.id}`)).body;
    const body = sent(html, 'fixtures-follow', 'not-an-address');
    expect(body).toContain(`${teamFieldName(team!.id)}=1`);
    // A refused address: the form comes back with the team read from the post still checked.
    const answer = await postForm('/follow', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(new RegExp(`<input [^>]*id="follow-form-team-${team!.id}"[^>]*checked=""`));
    expect((await postForm('/follow', sent(html, 'fixtures-follow', 'fan2@example.org'))).statusCode).toBe(303);
  });
});
