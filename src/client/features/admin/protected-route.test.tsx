// Someone an Admin gave a temporary password sees only the form to choose their own, then the portal.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { ProtectedRoute } from './protected-route';

afterEach(() => vi.unstubAllGlobals());

it('asks for a new password before showing the portal, and shows it once changed', async () => {
  let mustChange = true;
  const changes: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user') return Response.json({ id: 2, username: 'lena', mustChangePassword: mustChange });
      if (url === '/api/admin/staff/me/password' && init?.method === 'PUT') {
        changes.push(JSON.parse(String(init.body)));
        mustChange = false;
        return Response.json({ id: 2, username: 'lena', mustChangePassword: false });
      }
      return Response.json([]);
    }),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <ProtectedRoute>
          <p>The portal</p>
        </ProtectedRoute>
      </AuthProvider>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
  expect(screen.queryByText('The portal')).toBeNull();

  await user.type(screen.getByLabelText('Current password'), 'temporary-123');
  await user.type(screen.getByLabelText('New password'), 'lenas-own-pass');
  await user.type(screen.getByLabelText('Confirm new password'), 'lenas-own-pass');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await waitFor(() => expect(screen.queryByText('The portal')).not.toBeNull());
  expect(changes).toEqual([{ currentPassword: 'temporary-123', newPassword: 'lenas-own-pass' }]);
});
