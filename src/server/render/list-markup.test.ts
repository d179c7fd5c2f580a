// Every public page's lists hold only list items, and list items sit only in lists (the HTML content model that
// html-validate's recommended rules check). Parsed with happy-dom, which keeps markup as written, as browsers do.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import publicPages from '../../../tests/e2e/public-pages.json';
import { tourContributions } from '../../shared/schema';
import { signedInTestApp, type TestApp } from '../test-app';

// On an empty database the pages list their fallback content (a sponsor, merchandise, teams...); one article
// stands in for the article page the list names, and one tour (its itinerary, a supporter) for the tour page.
let t: TestApp;
let articlePath: string;
let tourPath: string;
beforeAll(async () => {
  const { t: app, cookie } = await signedInTestApp();
  t = app;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { cookie },
    payload: { title: 'Cup won', excerpt: 'A summary.', content: 'Some words.', publishDate: '2025-01-01' },
  });
  expect(res.statusCode, res.body).toBe(201);
  articlePath = `/news/${res.json().slug}`;
  const tour = await t.app.inject({
    method: 'POST',
    url: '/api/admin/tours',
    headers: { cookie },
    payload: {
      title: 'Cairns Tour',
      destination: 'Cairns',
      startDate: '2027-07-01',
      endDate: '2027-07-02',
      targetKina: 1000,
      itinerary: [{ date: '2027-07-01', text: 'Fly to Cairns' }],
    },
  });
  expect(tour.statusCode, tour.body).toBe(201);
  tourPath = `/tours/${tour.json().slug}`;
  await t.app.db.insert(tourContributions).values({
    tourId: tour.json().id,
    amountToea: 5000,
    receivedOn: '2026-01-01',
    private: t.app.sealer.seal({ supporterName: 'Mary', reference: null }),
    showName: true,
    showAmount: true,
    method: 'cash',
  });
  t.app.responseCache.clear();
});
afterAll(() => t.close());

/** Each list child that is not a list item, and each list item outside a list, as `parent > child`. */
function listContentErrors(html: string): string[] {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const errors: string[] = [];
  for (const list of document.querySelectorAll('ol, ul')) {
    for (const child of list.children) {
      if (!['LI', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)) errors.push(`${list.tagName} > ${child.tagName}`);
    }
  }
  for (const item of document.querySelectorAll('li')) {
    const parent = item.parentElement?.tagName ?? '';
    if (!['OL', 'UL', 'MENU'].includes(parent)) errors.push(`${parent} > LI`);
  }
  window.close();
  return errors;
}

describe('list markup', () => {
  it('finds a span directly inside an ol', () => {
    expect(listContentErrors('<ol><span>x</span><li>y</li></ol><div><li>z</li></div>')).toEqual([
      'OL > SPAN',
      'DIV > LI',
    ]);
  });

  it.each(publicPages)('%s has none', async (listed) => {
    const path = listed.startsWith('/news/') ? articlePath : listed.startsWith('/tours/') ? tourPath : listed;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(listContentErrors(res.body)).toEqual([]);
  });
});
