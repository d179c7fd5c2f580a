// The activity log's screen: entries in club time and words, a link only to items still there, the filters sent to
// the server and carried by the CSV link, pages of 50, and its two empty texts.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { ActivityEntry, ActivityPage } from '../../../../../shared/activity';
import { ActivitySection } from './activity-section';

const entry = (id: string, changes: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-11-27T04:05:00.000Z',
  userId: 2,
  userName: 'Mary',
  section: 'news',
  itemKind: 'news',
  itemId: `news-${id}`,
  sentence: 'Mary added the news article "Tour to Cairns"',
  fields: [],
  itemExists: true,
  ...changes,
});

const newest = entry('2', {
  at: '2026-11-27T05:30:00.000Z',
  userId: 3,
  userName: 'John',
  section: 'fixtures',
  itemKind: 'events',
  itemId: 'event-9',
  sentence: 'John entered the result U16 Competitive 54-48 Lae Eagles',
  fields: ['our score', 'their score'],
});
const removed = entry('1', { sentence: 'Mary deleted the news article "Old tour"', itemExists: false });

const PEOPLE = [
  { id: 2, name: 'Mary' },
  { id: 3, name: 'John' },
  { id: null, name: 'Anna' },
];

afterEach(() => vi.unstubAllGlobals());

/** Answers every activity request with `answer(its query)`, and keeps each query asked for. */
function serve(answer: (query: URLSearchParams) => Partial<ActivityPage>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, query = ''] = url.split('?');
      if (path !== '/api/admin/activity') return new Response('{"message":"Not found"}', { status: 404 });
      asked.push(query);
      const params = new URLSearchParams(query);
      return Response.json({
        entries: [],
        page: Number(params.get('page') ?? 1),
        pageSize: 50,
        total: 0,
        people: PEOPLE,
        sections: ['fixtures', 'news'],
        ...answer(params),
      });
    }),
  );
  render(
    <QueryClientProvider client={signedInAdminClient()}>
      <ActivitySection title="Activity Log" />
    </QueryClientProvider>,
  );
  return asked;
}

const csv = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');

it('shows each entry in club time and words, newest first, linking only to items still there', async () => {
  serve(() => ({ entries: [newest, removed], total: 2 }));
  const list = await screen.findByRole('list');
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first!.textContent).toContain('Fri 27 Nov 2026, 3:30 pm');
  expect(first!.textContent).toContain('John entered the result U16 Competitive 54-48 Lae Eagles');
  expect(first!.textContent).toContain('Fields: our score, their score');
  expect(within(first!).getByRole('link', { name: 'Open in Fixtures & Results' }).getAttribute('href')).toBe(
    '/admin/fixtures#item-event-9',
  );
  expect(second!.textContent).toContain('Mary deleted the news article "Old tour"');
  expect(within(second!).queryByRole('link')).toBeNull();
  // One page only: no page controls.
  expect(screen.queryByRole('navigation', { name: 'Pages of the activity log' })).toBeNull();
});

it('sends the filters to the server, puts them in the CSV link, and says when nothing matches', async () => {
  const asked = serve((query) => (query.size === 0 ? { entries: [newest], total: 1 } : {}));
  const user = userEvent.setup();
  await screen.findByText(newest.sentence);
  expect(csv()).toBe('/api/admin/activity.csv');
  // Sections by their menu names; a removed account (no id) cannot be chosen.
  const person = screen.getByLabelText('Person');
  expect(
    within(person)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Everyone', 'Mary', 'John']);
  expect(within(screen.getByLabelText('Section')).getByRole('option', { name: 'Fixtures & Results' })).toBeTruthy();

  await user.selectOptions(person, '3');
  await user.selectOptions(screen.getByLabelText('Section'), 'fixtures');
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.type(screen.getByLabelText('To'), '2026-11-27');
  const filters = 'person=3&section=fixtures&from=2026-11-01&to=2026-11-27';
  await waitFor(() => expect(asked.at(-1)).toBe(filters));
  expect(csv()).toBe(`/api/admin/activity.csv?${filters}`);
  expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
});

it('says when nothing is recorded yet', async () => {
  serve(() => ({ people: [], sections: [] }));
  expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
});

it('moves through pages of 50, asking the server for each', async () => {
  const asked = serve((query) => {
    const page = Number(query.get('page') ?? 1);
    return { entries: [entry(`p${page}`, { sentence: `Entry on page ${page}` })], total: 120 };
  });
  const user = userEvent.setup();
  await screen.findByText('Entry on page 1');
  const pages = screen.getByRole('navigation', { name: 'Pages of the activity log' });
  expect(pages.textContent).toContain('Page 1 of 3');
  expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await screen.findByText('Entry on page 2');
  expect(pages.textContent).toContain('Page 2 of 3');
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await screen.findByText('Entry on page 3');
  expect(within(pages).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  await user.click(within(pages).getByRole('button', { name: 'Previous' }));
  await screen.findByText('Entry on page 2');
  expect(asked).toEqual(['', 'page=2', 'page=3', 'page=2']);
  // The file holds every page: no page in its link.
  expect(csv()).toBe('/api/admin/activity.csv');
});
