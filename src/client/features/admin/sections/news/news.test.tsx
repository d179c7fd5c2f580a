// News Management and drafts (ADR 047): a scheduled article's day and time, typed in club time, reach the
// API as the instant they name; its card says when it goes public and links to its preview; a draft's says Draft.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { NewsArticle } from '../../../../../shared/schema';
import { ClubTimeZoneContext } from '../../../../lib/club-time-zone';
import { draftKey, removeDraft, writeDraft } from '../../../../lib/local-drafts';
import { NewsForm } from './news-form';
import { toNewsFormValues } from './news-form-schema';
import { NewsSection } from './news-section';

type Call = { method: string; url: string; body: unknown };
let calls: Call[];

const article = (fields: Partial<NewsArticle> & Pick<NewsArticle, 'title' | 'slug'>): NewsArticle => ({
  id: `id-${fields.slug}`,
  excerpt: 'A summary.',
  content: 'Words.',
  publishDate: '2026-05-01T00:00:00.000Z',
  imageUrl: null,
  featured: false,
  status: 'published',
  tourId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

// Mon 30 Nov 2099, 7:00 am in Port Moresby (UTC+10).
const MONDAY_7AM = '2099-11-29T21:00:00.000Z';
const ARTICLES = [
  article({ title: 'Tour to Cairns', slug: 'tour-to-cairns', status: 'scheduled', publishDate: MONDAY_7AM }),
  article({ title: 'Half Written', slug: 'half-written', status: 'draft' }),
  article({ title: 'Cup Final', slug: 'cup-final' }),
  article({ title: 'Went Out Yesterday', slug: 'went-out', status: 'scheduled', publishDate: '2020-01-01T21:00:00Z' }),
];

/** Answers the staff's news list and records every request. */
function serve(news: NewsArticle[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body };
      calls.push(call);
      if (call.method !== 'GET') return Response.json({}, { status: 201 });
      return Response.json(url === '/api/admin/news' ? news : []);
    }),
  );
}

const withProviders = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={signedInAdminClient()}>
      <Tooltip.Provider>
        <ClubTimeZoneContext.Provider value="Pacific/Port_Moresby">{ui}</ClubTimeZoneContext.Provider>
      </Tooltip.Provider>
    </QueryClientProvider>,
  );

const ZONE = 'Pacific/Port_Moresby';
const writes = () => calls.filter((call) => call.method !== 'GET');
const jsonOf = (call: Call | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
/** Date and time inputs take their value whole, as a browser's picker gives it. */
const setInput = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  calls = [];
  serve(ARTICLES);
});
afterEach(() => vi.unstubAllGlobals());

async function fillArticle(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Tour to Cairns');
  await user.type(screen.getByLabelText('Excerpt'), 'Off to Queensland.');
  await user.type(screen.getByLabelText('Content'), 'The whole story.');
}

describe('the article form', () => {
  it('starts as a Draft with a date alone, so nothing half-written goes public with one tap', () => {
    expect(toNewsFormValues(null, ZONE)).toMatchObject({ status: 'draft', publishTime: '' });
    withProviders(<NewsForm item={null} onDone={vi.fn()} />);
    expect(screen.getByLabelText('Publish date')).toBeTruthy();
    expect(screen.queryByLabelText('at')).toBeNull();
  });

  it("sends a scheduled article's club-time day and time as the instant they name", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    withProviders(<NewsForm item={null} onDone={onDone} />);
    await fillArticle(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(screen.getByText('Port Moresby time.')).toBeTruthy();
    setInput('Publish on', '2099-11-30');
    setInput('at', '07:00');
    await user.click(screen.getByRole('button', { name: 'Create Article' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [post] = writes();
    expect(post).toMatchObject({ method: 'POST', url: '/api/admin/news' });
    expect(jsonOf(post)).toEqual({
      title: 'Tour to Cairns',
      excerpt: 'Off to Queensland.',
      content: 'The whole story.',
      status: 'scheduled',
      publishDate: MONDAY_7AM,
      featured: false,
      // 'Tour (optional)' left at No tour.
      tourId: null,
    });
  });

  it('asks for the time of a scheduled article, and sends nothing without it', async () => {
    const user = userEvent.setup();
    withProviders(<NewsForm item={null} onDone={vi.fn()} />);
    await fillArticle(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    expect(await screen.findByText('Enter the time it goes public')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("opens a scheduled article at its club-time day and time, and a draft's as a day", async () => {
    expect(toNewsFormValues(ARTICLES[0]!, ZONE)).toMatchObject({
      status: 'scheduled',
      publishDate: '2099-11-30',
      publishTime: '07:00',
    });
    expect(toNewsFormValues(ARTICLES[1]!, ZONE)).toMatchObject({ status: 'draft', publishDate: '2026-05-01' });
    const user = userEvent.setup();
    withProviders(<NewsForm item={ARTICLES[0]!} onDone={vi.fn()} />);
    // happy-dom leaves a <select> that react-hook-form fills by its ref on its first option (browsers do not);
    // chosen again here, as a browser shows it.
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect((screen.getByLabelText('Publish on') as HTMLInputElement).value).toBe('2099-11-30');
    expect((screen.getByLabelText('at') as HTMLInputElement).value).toBe('07:00');
  });
});

describe('News Management', () => {
  it('lists every article from the staff list, with a badge and a Preview link on those not public yet', async () => {
    withProviders(<NewsSection title="News Management" />);
    const scheduled = (await screen.findByText('Tour to Cairns')).closest('li')!;
    expect(within(scheduled).getByText('Scheduled · Mon 30 Nov 2099, 7:00 am')).toBeTruthy();
    // Its day is the club's Monday, not the UTC Sunday it is stored as.
    expect(within(scheduled).getByText('30 November 2099')).toBeTruthy();
    const preview = within(scheduled).getByRole('link', { name: /Preview/ });
    expect(preview.getAttribute('href')).toBe('/news/tour-to-cairns?preview');
    expect(preview.getAttribute('target')).toBe('_blank');

    const draft = screen.getByText('Half Written').closest('li')!;
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(
      within(draft)
        .getByRole('link', { name: /Preview/ })
        .getAttribute('href'),
    ).toBe('/news/half-written?preview');

    for (const title of ['Cup Final', 'Went Out Yesterday']) {
      const card = screen.getByText(title).closest('li')!;
      expect(within(card).queryByText(/Draft|Scheduled/), title).toBeNull();
      expect(within(card).queryByRole('link', { name: /Preview/ }), title).toBeNull();
    }
    expect(calls.map((call) => call.url)).toContain('/api/admin/news');
  });
});

describe('a new article typed and not saved', () => {
  // The signed-in Admin of signedInAdminClient; the page's clock is 8 pm in Port Moresby.
  const KEY = draftKey(1, 'news', 'new');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    removeDraft(KEY);
  });

  it("says so on the list with the time it was kept, and 'Restore' opens the form with it", async () => {
    writeDraft(KEY, {
      savedAt: Date.parse('2026-11-28T09:51:30.000Z'),
      version: null,
      values: { ...toNewsFormValues(null, ZONE), title: 'Under 14s win away', content: 'The girls won by' },
    });
    const user = userEvent.setup();
    withProviders(<NewsSection title="News Management" />);
    const notice = await screen.findByRole('region', { name: 'Unsaved article' });
    expect(within(notice).getByText('You have an unsaved article from 19:51')).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: 'Restore' }));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Under 14s win away');
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('The girls won by');
    // Restored already: the form does not ask again, and the list's notice has gone while the form is open.
    expect(screen.queryByText(/Restore what you typed/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unsaved article' })).toBeNull();
    // And it starts as a Draft.
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');
  });

  it('says nothing without one', async () => {
    withProviders(<NewsSection title="News Management" />);
    await screen.findByText('Tour to Cairns');
    expect(screen.queryByRole('region', { name: 'Unsaved article' })).toBeNull();
  });
});
