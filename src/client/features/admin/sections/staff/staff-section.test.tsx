// Staff Accounts: an Admin sets a temporary password for a colleague (never for themselves) from the colleague's card.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../../../../shared/schema';
import { AuthProvider } from '../../../../lib/auth';
import { createQueryClient } from '../../../../lib/query-client';
import { StaffSection } from './staff-section';

const account = (id: number, username: string, mustChangePassword = false): StaffAccount => ({
  id,
  username,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  role: 'admin',
  teamIds: [],
  mustChangePassword,
});

const me = { id: 1, username: 'admin', mustChangePassword: false, role: 'admin', teamIds: [] };
const U14 = '0b6f4c52-6a8e-4d57-9a43-2f5e0d1c7a11';
const U16 = '5d2e8f1a-3c4b-4e6f-8a9b-0c1d2e3f4a5b';

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Tooltip.Provider>
          <StaffSection title="Staff Accounts" />
        </Tooltip.Provider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

it("sets a colleague's temporary password, typed twice, and shows that they must choose a new one", async () => {
  let lena = account(2, 'lena');
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user') return Response.json(me);
      if (init?.method === 'PUT') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        lena = account(2, 'lena', true);
        return Response.json(lena);
      }
      return Response.json([account(1, 'admin'), lena]);
    }),
  );
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Set a temporary password for lena' }));
  expect(screen.queryByRole('button', { name: 'Set a temporary password for admin' })).toBeNull();
  const panel = screen.getByRole('region', { name: 'Set a temporary password for lena' });
  await user.type(screen.getByLabelText('Temporary password'), 'temporary-123');
  await user.type(screen.getByLabelText('Confirm temporary password'), 'temporary-12');
  await user.click(screen.getByRole('button', { name: 'Set Temporary Password' }));
  expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.type(screen.getByLabelText('Confirm temporary password'), '3');
  await user.click(screen.getByRole('button', { name: 'Set Temporary Password' }));
  await waitFor(() => expect(panel.isConnected).toBe(false));
  expect(sent).toEqual([{ url: '/api/admin/staff/2/password', body: { password: 'temporary-123' } }]);
  expect(await screen.findByText('Must choose a new password')).toBeTruthy();
});

it("adds a Coach of chosen teams, shows each account's role, and shows the server's refusal of a role change", async () => {
  let accounts = [account(1, 'admin')];
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user') return Response.json(me);
      if (url === '/api/teams') {
        return Response.json([
          { id: U14, name: 'U14 Development' },
          { id: U16, name: 'U16 Competitive' },
        ]);
      }
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ method: 'POST', url, body });
        accounts = [...accounts, { ...account(2, body.username), role: body.role, teamIds: body.teamIds }];
        return Response.json(accounts[1], { status: 201 });
      }
      if (init?.method === 'PUT') {
        sent.push({ method: 'PUT', url, body: JSON.parse(String(init.body)) });
        return Response.json(
          { message: 'The club needs at least one Admin: make another account Admin first' },
          { status: 409 },
        );
      }
      return Response.json(accounts);
    }),
  );
  const user = userEvent.setup();
  renderSection();
  expect((await screen.findAllByTestId('staff-role')).map((role) => role.textContent)).toEqual(['Admin']);

  await user.click(screen.getByRole('button', { name: 'Add Staff Member' }));
  await user.type(screen.getByLabelText('Username'), 'kila');
  await user.type(screen.getByLabelText('Password'), 'coach-password-1');
  await user.type(screen.getByLabelText('Confirm password'), 'coach-password-1');
  await user.selectOptions(screen.getByLabelText('Role'), 'coach');
  const submit = screen.getAllByRole('button', { name: 'Add Staff Member' }).at(-1) as HTMLElement;
  await user.click(submit);
  expect(await screen.findByText('Choose at least one team for a Coach')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.click(screen.getByRole('checkbox', { name: 'U14 Development' }));
  await user.click(submit);
  await waitFor(() =>
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/staff',
        body: { username: 'kila', password: 'coach-password-1', role: 'coach', teamIds: [U14] },
      },
    ]),
  );
  expect(await screen.findByText('Coach of U14 Development')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Change role for admin' }));
  await user.selectOptions(screen.getByLabelText('Role'), 'editor');
  await user.click(screen.getByRole('button', { name: 'Save Role' }));
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'The club needs at least one Admin: make another account Admin first',
  );
  expect(sent.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/admin/staff/1/role',
    body: { role: 'editor', teamIds: [] },
  });
});
