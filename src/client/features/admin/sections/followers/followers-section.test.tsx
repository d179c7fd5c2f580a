// Followers: the confirmed counts for club news and each team, each address with its choices and state, Remove
// asked once and sent, the CSV link, the notice while no email can go out, and the text when nobody follows yet.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { FollowerListItem, FollowerSummary } from '../../../../../shared/followers-portal';
import { FollowersSection } from './followers-section';

const U14 = { id: 'team-u14', name: 'U14 Development' };
const U16 = { id: 'team-u16', name: 'U16 Competitive' };

const ana: FollowerListItem = {
  id: 'f-ana',
  email: 'ana.kila@example.com',
  news: true,
  teams: [U14, U16],
  confirmedAt: '2026-11-20T01:00:00.000Z',
  createdAt: '2026-11-20T00:30:00.000Z',
};
const ben: FollowerListItem = {
  id: 'f-ben',
  email: 'ben@example.com',
  news: false,
  teams: [U16],
  confirmedAt: null,
  createdAt: '2026-11-26T23:30:00.000Z',
};

const SUMMARY: FollowerSummary = {
  news: 1,
  teams: [
    { ...U14, followers: 1 },
    { ...U16, followers: 1 },
  ],
  mailEnabled: true,
};

afterEach(() => vi.unstubAllGlobals());

/** Answers the section's calls as the server would, and keeps every DELETE asked for. */
function serve(list: FollowerListItem[], summary: FollowerSummary = SUMMARY) {
  const deleted: string[] = [];
  let followers = list;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        deleted.push(url);
        followers = followers.filter((follower) => !url.endsWith(`/${follower.id}`));
        return new Response(null, { status: 204 });
      }
      if (url === '/api/admin/followers') return Response.json(followers);
      if (url === '/api/admin/followers/summary') return Response.json(summary);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={signedInAdminClient()}>
      <Tooltip.Provider>
        <FollowersSection title="Followers" />
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
  return deleted;
}

it('shows the confirmed counts, and each address with its choices and whether it is confirmed', async () => {
  serve([ben, ana]);
  const counts = await screen.findByRole('region', { name: 'Confirmed followers' });
  expect(
    within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Club news1 follower', 'U14 Development1 follower', 'U16 Competitive1 follower']);
  const [first, second] = screen.getAllByRole('listitem').filter((item) => !counts.contains(item));
  expect(within(first!).getByRole('heading', { name: 'ben@example.com' })).toBeTruthy();
  expect(first!.textContent).toContain('Waiting for confirmation');
  expect(first!.textContent).toContain('Follows: U16 Competitive');
  // In club time (UTC+10): 23:30 UTC on the 26th is the 27th there.
  expect(first!.textContent).toContain('Since Fri 27 Nov 2026');
  expect(second!.textContent).toContain('Confirmed');
  expect(second!.textContent).toContain('Follows: Club news, U14 Development, U16 Competitive');
  expect(screen.getByText('Total: 2 followers')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
    '/api/admin/followers/export.csv',
  );
  // Mail goes out: no notice about the mail server.
  expect(screen.queryByRole('region', { name: 'Email to followers' })).toBeNull();
});

it('asks before removing an address, and removes it only when confirmed', async () => {
  const deleted = serve([ben, ana]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove ben@example.com' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove ben@example.com?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove ben@example.com' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Remove ben@example.com?' })).getByRole('button', {
      name: 'Remove',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'ben@example.com' })).toBeNull());
  expect(deleted).toEqual(['/api/admin/followers/f-ben']);
  expect(screen.getByRole('heading', { name: 'ana.kila@example.com' })).toBeTruthy();
});

it('says plainly that no email is sent until the mail server is set up, and when nobody follows yet', async () => {
  serve([], { news: 0, teams: [{ ...U14, followers: 0 }], mailEnabled: false });
  const notice = await screen.findByRole('region', { name: 'Email to followers' });
  expect(notice.textContent).toContain("No email is sent until the club's mail server is set up");
  expect(await screen.findByText(/^Nobody follows the club yet\./)).toBeTruthy();
  expect(screen.getByText('U14 Development').parentElement?.textContent).toBe('U14 Development0 followers');
});
