// The Tours section's forms: a tour's itinerary (Add day takes the focus, Remove names its day) and its
// squad (players grouped by team, filtered by name) reach the API as the shared schema reads them; a contribution is
// checked in the server's words (the amount, the method, the sponsor rule), sent as typed, and a stale correction is
// said above the buttons with everything typed kept.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { ContributionForStaff } from '../../../../../shared/contribution-form';
import { ContributionForm } from './contribution-form';
import { TourForm } from './tour-form';

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
/** What the next write answers. */
let answer: () => Response;

const TEAMS = [
  { id: 'team-u16', name: 'U16 Competitive' },
  { id: 'team-u18', name: 'U18 Elite' },
];
const PLAYERS = [
  { id: '0e9c1d7a-0000-4000-8000-000000000001', name: 'Ana Kila', teamId: 'team-u16' },
  { id: '0e9c1d7a-0000-4000-8000-000000000002', name: 'Ben Tau', teamId: 'team-u18' },
];
const COACHES = [{ id: '0e9c1d7a-0000-4000-8000-000000000009', name: 'Coach Rose', role: 'Head coach' }];
const SPONSOR = { id: '0e9c1d7a-0000-4000-8000-00000000000a', name: 'Coral Sea Bank' };

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body };
      calls.push(call);
      if (call.method !== 'GET') return answer();
      const lists: Record<string, unknown> = {
        '/api/teams': TEAMS,
        '/api/admin/players': PLAYERS,
        '/api/coaches': COACHES,
        '/api/sponsors': [SPONSOR],
      };
      return Response.json(lists[url] ?? []);
    }),
  );
}

const withProviders = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={signedInAdminClient()}>
      <Tooltip.Provider>{ui}</Tooltip.Provider>
    </QueryClientProvider>,
  );

const writes = () => calls.filter((call) => call.method !== 'GET');
const jsonOf = (call: Call | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
const setInput = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeEach(() => {
  calls = [];
  answer = () => Response.json({}, { status: 201 });
  serve();
});
afterEach(() => vi.unstubAllGlobals());

describe('the tour form', () => {
  it('sends the itinerary day by day and the squad ticked, by keyboard and label alone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    withProviders(<TourForm item={null} onDone={onDone} />);
    await user.type(screen.getByLabelText('Title'), 'Cairns 2027');
    await user.type(screen.getByLabelText('Destination'), 'Cairns, Australia');
    setInput(screen.getByLabelText('Start date'), '2027-07-01');
    setInput(screen.getByLabelText('End date'), '2027-07-03');
    await user.type(screen.getByLabelText('Fundraising target (PGK)'), '60000');

    for (const [index, [date, text]] of (
      [
        ['2027-07-01', 'Fly to Cairns'],
        ['2027-07-02', 'Camp at the academy'],
        ['2027-07-03', 'Fly home'],
      ] as const
    ).entries()) {
      await user.click(screen.getByRole('button', { name: 'Add day' }));
      const day = screen.getByRole('group', { name: `Day ${index + 1}` });
      // The new day's date has the focus.
      expect(document.activeElement).toBe(within(day).getByLabelText('Date'));
      setInput(within(day).getByLabelText('Date'), date);
      await user.type(within(day).getByLabelText('What happens'), text);
    }
    await user.click(screen.getByRole('button', { name: 'Remove day 2' }));
    expect(screen.queryByRole('group', { name: 'Day 3' })).toBeNull();

    // Players under their team; the filter hides the others and keeps what is ticked.
    const u18 = await screen.findByRole('group', { name: 'U18 Elite' });
    await user.click(within(u18).getByLabelText('Ben Tau'));
    await user.type(screen.getByLabelText('Find a player or coach'), 'rose');
    const ben = screen.getByLabelText('Ben Tau') as HTMLInputElement;
    expect(ben.closest('li')?.hidden).toBe(true);
    expect(ben.checked).toBe(true);
    await user.click(screen.getByLabelText('Coach Rose · Head coach'));
    expect(screen.getByText(/1 player and 1 coach chosen/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [post] = writes();
    expect(post).toMatchObject({ method: 'POST', url: '/api/admin/tours' });
    expect(jsonOf(post)).toMatchObject({
      title: 'Cairns 2027',
      destination: 'Cairns, Australia',
      startDate: '2027-07-01',
      endDate: '2027-07-03',
      status: 'planned',
      targetKina: 60000,
      itinerary: [
        { date: '2027-07-01', text: 'Fly to Cairns' },
        { date: '2027-07-03', text: 'Fly home' },
      ],
      playerIds: [PLAYERS[1]!.id],
      coachIds: [COACHES[0]!.id],
    });
  });

  it("says what is wrong with a day under it, in the shared schema's words, and sends nothing", async () => {
    const user = userEvent.setup();
    withProviders(<TourForm item={null} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    await user.click(screen.getByRole('button', { name: 'Create Tour' }));
    const day = screen.getByRole('group', { name: 'Day 1' });
    expect(await within(day).findByText('Enter the day')).toBeTruthy();
    expect(within(day).getByText('What happens that day is required')).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});

describe('the contribution form', () => {
  const TOUR = '0e9c1d7a-0000-4000-8000-0000000000ff';

  it("refuses in the server's words, asks for the sponsor when paid as Sponsor, and sends the amount as typed", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    withProviders(<ContributionForm tourId={TOUR} item={null} onDone={onDone} />);
    await user.type(screen.getByLabelText('Amount (PGK)'), '10.505');
    await user.click(screen.getByRole('button', { name: 'Record contribution' }));
    expect(await screen.findByText('Use at most 2 decimal places (toea)')).toBeTruthy();
    expect(screen.getByText('Choose Cash, Bank transfer, Mobile money or Sponsor')).toBeTruthy();

    await user.clear(screen.getByLabelText('Amount (PGK)'));
    await user.type(screen.getByLabelText('Amount (PGK)'), '1,250.50');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'sponsor');
    await user.click(screen.getByRole('button', { name: 'Record contribution' }));
    expect(await screen.findByText('Choose the sponsor')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Sponsor'), SPONSOR.id);
    await user.click(screen.getByLabelText('Show the amount'));
    await user.click(screen.getByRole('button', { name: 'Record contribution' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [post] = writes();
    expect(post).toMatchObject({ method: 'POST', url: `/api/admin/tours/${TOUR}/contributions` });
    expect(jsonOf(post)).toMatchObject({
      amount: '1,250.50',
      method: 'sponsor',
      sponsorId: SPONSOR.id,
      supporterName: '',
      showName: false,
      showAmount: true,
    });
  });

  it('says a correction over someone else’s is refused, keeping what was typed', async () => {
    const user = userEvent.setup();
    const saved: ContributionForStaff = {
      id: '0e9c1d7a-0000-4000-8000-0000000000c1',
      tourId: TOUR,
      amountToea: 25050,
      receivedOn: '2026-03-01',
      supporterName: 'Mary Morea',
      reference: 'BSP 4471',
      showName: true,
      showAmount: false,
      method: 'bank-transfer',
      sponsorId: null,
      sponsorName: null,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    answer = () =>
      Response.json(
        { message: 'Someone else changed this at 10:40. Copy your text, reload, and apply your changes again.' },
        { status: 409 },
      );
    withProviders(<ContributionForm tourId={TOUR} item={saved} onDone={vi.fn()} />);
    const amount = screen.getByLabelText('Amount (PGK)');
    expect((amount as HTMLInputElement).value).toBe('250.50');
    await user.clear(amount);
    await user.type(amount, '300');
    // jsdom leaves a registered select at its first option whatever the form's value; a browser shows the saved one.
    await user.selectOptions(screen.getByLabelText('Paid by'), 'bank-transfer');
    await user.click(screen.getByRole('button', { name: 'Update contribution' }));
    expect(await screen.findByText(/Someone else changed this at 10:40/)).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('300');
    const [put] = writes();
    expect(put).toMatchObject({ method: 'PUT', url: `/api/admin/tours/${TOUR}/contributions/${saved.id}` });
    expect(jsonOf(put)).toMatchObject({ amount: '300', updatedAt: saved.updatedAt, sponsorId: '' });
  });
});
