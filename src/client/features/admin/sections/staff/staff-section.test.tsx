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

afterEach(() => vi.unstubAllGlobals());

it("sets a colleague's temporary password, typed twice, and shows that they must choose a new one", async () => {
  let lena = account(2, 'lena');
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user') return Response.json({ id: 1, username: 'admin', mustChangePassword: false });
      if (init?.method === 'PUT') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        lena = account(2, 'lena', true);
        return Response.json(lena);
      }
      return Response.json([account(1, 'admin'), lena]);
    }),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Tooltip.Provider>
          <StaffSection title="Staff Accounts" />
        </Tooltip.Provider>
      </AuthProvider>
    </QueryClientProvider>,
  );
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
