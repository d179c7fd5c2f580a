// Who reaches Payments: an Admin and the Treasurer see its tabs; an Editor and a Coach are told they may not, and
// their portal never asks for the charges. A player's card shows the season fee when the players list carries it.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fakeServer } from '../../../../../../tests/fixtures/fake-fetch';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { Role } from '../../../../../shared/permissions';
import { AuthProvider } from '../../../../lib/auth';
import { ClubTimeZoneContext } from '../../../../lib/club-time-zone';
import { createQueryClient } from '../../../../lib/query-client';
import { AdminLayout } from '../../layout/admin-layout';
import { PlayersTab } from '../profiles/players-tab';
import { json, PLAYER } from './money-fixtures';

const server = fakeServer();
afterEach(() => {
  vi.unstubAllGlobals();
  server.reset();
});

function openPayments(role: Role) {
  const person = {
    id: 2,
    username: role,
    mustChangePassword: false,
    role,
    teamIds: role === 'coach' ? ['team-1'] : [],
  };
  const settings = { contactPhone: '+675 7123 4567', contactEmail: 'club@example.org' };
  server.serve((call) => json(call.url === '/api/user' ? person : call.url === '/api/settings' ? settings : [], 200));
  const { hook } = memoryLocation({ path: '/admin/payments' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Tooltip.Provider>
          <Router hook={hook}>
            <AdminLayout />
          </Router>
        </Tooltip.Provider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

it.each(['admin', 'treasurer'] as const)('shows Payments and its tabs to the %s', async (role) => {
  openPayments(role);
  const tabs = within(await screen.findByRole('tablist', { name: 'Payments' })).getAllByRole('tab');
  expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Charges', 'Payments', 'Bank statement', 'Reports']);
  expect(screen.getAllByRole('link', { name: 'Payments' }).length).toBeGreaterThan(0);
});

it.each(['editor', 'coach'] as const)('refuses Payments to the %s and never reads the charges', async (role) => {
  openPayments(role);
  // The menu shows once the person is known; then the section says it is not theirs.
  await screen.findAllByRole('link', { name: /Fixtures|Profiles|News/ });
  expect(screen.getByRole('alert').textContent).toBe(
    "You do not have permission to see or change what families owe and pay. Ask one of the club's Admins if you need it.",
  );
  expect(screen.queryByRole('tablist', { name: 'Payments' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
  expect(server.calls.some((call) => call.url.startsWith('/api/admin/charges'))).toBe(false);
});

it("shows a player's season fee on their card, and nothing where the list has none", async () => {
  server.serve((call) =>
    json(
      call.url === '/api/admin/players'
        ? [
            { ...PLAYER, seasonFee: 'paid' },
            { ...PLAYER, id: 'player-2', name: 'Ben Kaupa', seasonFee: null },
            { ...PLAYER, id: 'player-3', name: 'Joy Tau' },
          ]
        : [],
      200,
    ),
  );
  render(
    <QueryClientProvider client={signedInAdminClient({ role: 'coach', teamIds: ['team-1'] })}>
      <Tooltip.Provider>
        <ClubTimeZoneContext.Provider value="Pacific/Port_Moresby">
          <PlayersTab teams={[]} />
        </ClubTimeZoneContext.Provider>
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
  const card = (await screen.findByRole('heading', { name: 'Kila Morea' })).closest('li')!;
  expect(within(card).getByText('Season fee: Paid')).toBeTruthy();
  for (const name of ['Ben Kaupa', 'Joy Tau']) {
    const other = screen.getByRole('heading', { name }).closest('li')!;
    expect(within(other).queryByText(/Season fee/)).toBeNull();
  }
});
