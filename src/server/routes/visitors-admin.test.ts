// The portal's Visitors figures and Sponsor report: who may read them, what is refused, and that the
// numbers are the views and clicks counted (written by the flush, as every minute).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../shared/schema';
import { createTestApp, type TestApp, testClock } from '../test-app';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const SPONSOR = '0b7e0d7c-2222-4c1d-8e2f-000000000001';
const OTHER_SPONSOR = '0b7e0d7c-2222-4c1d-8e2f-000000000002';

const clock = testClock('2026-02-20T10:00:00+10:00');
let t: TestApp;
let editor: string;
let coach: string;

const visit = (url: string, referer?: string) =>
  t.app.inject({ url, headers: { 'user-agent': PHONE, ...(referer && { referer }) } });
const read = (url: string, cookie = editor) => t.app.inject({ url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://club.example' }, { now: clock.now });
  const logoUrl = '/images/sponsor-placeholder.svg';
  await t.database.db.insert(sponsors).values([
    {
      id: SPONSOR,
      name: 'Coastal Bank',
      description: 'Partner',
      logoUrl,
      websiteUrl: 'https://bank.example',
      order: 1,
    },
    {
      id: OTHER_SPONSOR,
      name: 'Corner Store',
      description: 'Partner',
      logoUrl,
      websiteUrl: 'https://shop.example',
      order: 2,
    },
  ]);
  // February: two views of /sponsors, one click. March: three views (one from a search), two clicks, one view of /.
  await visit('/sponsors');
  await visit('/sponsors', 'https://www.google.com/');
  await visit(`/go/sponsor/${SPONSOR}`);
  await t.app.visits.flush();
  clock.set('2026-03-05T10:00:00+10:00');
  await visit('/sponsors', 'https://www.google.com/search?q=club');
  await visit('/sponsors', 'https://club.example/');
  await visit('/sponsors');
  await visit('/');
  await visit(`/go/sponsor/${SPONSOR}`);
  await visit(`/go/sponsor/${SPONSOR}`);
  await visit(`/go/sponsor/${OTHER_SPONSOR}`);
  await t.app.visits.flush();
  // Signed in now, on the clock's day: a session of February would have ended.
  editor = await t.signIn('editor', { role: 'editor' });
  coach = await t.signIn('coach', { role: 'coach' });
});
afterAll(() => t?.close());

describe('GET /api/admin/visitors', () => {
  it('refuses anyone but Admins and Editors', async () => {
    expect((await t.app.inject({ url: '/api/admin/visitors' })).statusCode).toBe(401);
    expect((await read('/api/admin/visitors', coach)).statusCode).toBe(403);
  });

  it('answers 400 for a period it does not offer', async () => {
    const res = await read('/api/admin/visitors?days=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe('days must be 30 or 90');
  });

  it('gives views per club day with the days without any, the top pages and where visitors came from', async () => {
    const res = await read('/api/admin/visitors?days=30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const report = res.json();
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({ day: '2026-03-05', views: 4 });
    expect(report.days[0]).toEqual({ day: '2026-02-04', views: 0 });
    expect(report.days.find((d: { day: string }) => d.day === '2026-02-20')).toEqual({ day: '2026-02-20', views: 2 });
    expect(report.total).toBe(6);
    expect(report.pages).toEqual([
      { path: '/sponsors', views: 5 },
      { path: '/', views: 1 },
    ]);
    expect(report.sources).toEqual([
      { source: 'direct', views: 3 },
      { source: 'google.com', views: 2 },
    ]);
    expect(report.withinSite).toBe(1);
  });

  it('reads 90 days when asked', async () => {
    const report = (await read('/api/admin/visitors?days=90')).json();
    expect(report.days).toHaveLength(90);
    expect(report.total).toBe(6);
  });
});

describe('GET /api/admin/sponsor-report', () => {
  const report = (query: string, cookie?: string) => read(`/api/admin/sponsor-report?${query}`, cookie);

  it('refuses anyone but Admins and Editors', async () => {
    const query = `/api/admin/sponsor-report?sponsor=${SPONSOR}&from=2026-01&to=2026-03`;
    expect((await t.app.inject({ url: query })).statusCode).toBe(401);
    expect((await read(query, coach)).statusCode).toBe(403);
  });

  it('answers 400 for months that are not months, or a period backwards or too long', async () => {
    for (const query of [
      `sponsor=${SPONSOR}&from=2026-13&to=2026-03`,
      `sponsor=${SPONSOR}&from=2026-1&to=2026-03`,
      `sponsor=${SPONSOR}&to=2026-03`,
      `sponsor=${SPONSOR}&from=2026-04&to=2026-03`,
      `sponsor=${SPONSOR}&from=2020-01&to=2026-03`,
      'from=2026-01&to=2026-03',
    ]) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.length, query).toBeGreaterThan(0);
    }
  });

  it('answers 404 for a sponsor that does not exist', async () => {
    for (const id of ['0b7e0d7c-2222-4c1d-8e2f-00000000ffff', 'nope']) {
      expect((await report(`sponsor=${id}&from=2026-01&to=2026-03`)).statusCode, id).toBe(404);
    }
  });

  it("gives the sponsor's logo impressions and website visits for every month of the period, with totals", async () => {
    const res = await report(`sponsor=${SPONSOR}&from=2026-01&to=2026-03`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sponsor: {
        id: SPONSOR,
        name: 'Coastal Bank',
        logoUrl: '/images/sponsor-placeholder.svg',
        websiteUrl: 'https://bank.example',
      },
      months: [
        { month: '2026-01', impressions: 0, clicks: 0 },
        { month: '2026-02', impressions: 2, clicks: 1 },
        { month: '2026-03', impressions: 3, clicks: 2 },
      ],
      totals: { impressions: 5, clicks: 3 },
    });
    const other = (await report(`sponsor=${OTHER_SPONSOR}&from=2026-03&to=2026-03`)).json();
    expect(other.totals).toEqual({ impressions: 3, clicks: 1 });
  });
});
