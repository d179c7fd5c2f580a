// Changing one's own password (Staff Accounts, and the forced change after a temporary password): the form says
// at once that the password the account has now is no new one, and sends nothing.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

it('refuses the current password as the new one on the new password field, then sends a different one', async () => {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ id: 1, username: 'lena', mustChangePassword: false, role: 'admin', teamIds: [] });
    }),
  );
  const changed = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordForm onChanged={changed} />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('Current password'), 'temporary-123');
  await user.type(screen.getByLabelText('New password'), 'temporary-123');
  await user.type(screen.getByLabelText('Confirm new password'), 'temporary-123');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await screen.findByText('Choose a new password, not the one you have now');
  // Under the new password, the field to change.
  const field = screen.getByLabelText('New password');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
    'Choose a new password, not the one you have now',
  );
  expect(sent).toEqual([]);

  for (const label of ['New password', 'Confirm new password']) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), 'lenas-own-pass');
  }
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await waitFor(() => expect(changed).toHaveBeenCalled());
  expect(sent).toEqual([{ currentPassword: 'temporary-123', newPassword: 'lenas-own-pass' }]);
});
