// Charges in the portal: the list with its amounts in kina and the filters the server is asked for, 'Add charge'
// sending the amount as typed, a waiver that must say why, and a delete asked first and offered Undo.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { type Call, fakeServer, jsonOf } from '../../../../../../tests/fixtures/fake-fetch';
import { ChargesTab } from './charges-tab';
import { charge, json, PLAYER, renderInPortal } from './money-fixtures';
import { REASON_REQUIRED } from './reason-dialog';

const server = fakeServer();
afterEach(() => {
  vi.unstubAllGlobals();
  server.reset();
});

function show(write: (call: Call) => Response = () => json({})) {
  server.serve((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.url === '/api/admin/players') return json([PLAYER], 200);
    if (call.url.startsWith('/api/admin/charges'))
      return json([charge({ paidToea: 5000, balanceToea: 10000, status: 'part-paid' })], 200);
    return json([], 200);
  });
  renderInPortal(<ChargesTab />);
  return userEvent.setup();
}

it('lists each charge with what is paid and left, and asks the server for the chosen status and player', async () => {
  const user = show();
  const table = await screen.findByRole('table', { name: 'Charges' });
  const row = within(table).getAllByRole('row')[1]!;
  expect(within(row).getByText('Kila Morea')).toBeTruthy();
  expect(within(row).getByText('K150.00')).toBeTruthy();
  expect(within(row).getByText('K50.00')).toBeTruthy();
  expect(within(row).getByText('K100.00')).toBeTruthy();
  expect(within(row).getByText('PMBC-7KX2QA')).toBeTruthy();
  expect(within(row).getByText('Part paid')).toBeTruthy();
  expect(within(row).getByText('31 Mar 2026')).toBeTruthy();

  await user.selectOptions(screen.getByLabelText('Status'), 'Open');
  await user.selectOptions(screen.getByLabelText('Player'), 'Kila Morea');
  await waitFor(() =>
    expect(server.calls.map((call) => call.url)).toContain('/api/admin/charges?status=open&player=player-1'),
  );
});

it('adds a charge for a player with the amount in kina as typed', async () => {
  const user = show();
  await user.click(await screen.findByRole('button', { name: 'Add charge' }));
  const panel = screen.getByRole('region', { name: 'Add charge' });
  await user.click(within(panel).getByRole('button', { name: 'Add charge' }));
  expect(await within(panel).findByText('Choose the player')).toBeTruthy();
  expect(server.writes()).toEqual([]);

  await user.selectOptions(within(panel).getByLabelText('Player'), 'Kila Morea');
  await user.type(within(panel).getByLabelText('What for'), 'Season fee 2026');
  await user.type(within(panel).getByLabelText('Amount (PGK)'), '150.00');
  await user.clear(within(panel).getByLabelText('Due day'));
  await user.type(within(panel).getByLabelText('Due day'), '2026-03-31');
  await user.click(within(panel).getByRole('button', { name: 'Add charge' }));
  await waitFor(() => expect(server.writes()).toHaveLength(1));
  const [sent] = server.writes();
  expect(sent!.method).toBe('POST');
  expect(sent!.url).toBe('/api/admin/charges');
  expect(jsonOf(sent!)).toEqual({
    playerId: PLAYER.id,
    description: 'Season fee 2026',
    amountKina: '150.00',
    dueOn: '2026-03-31',
  });
  expect(await screen.findByText('Charge added')).toBeTruthy();
});

it('waives a charge only with a reason, and sends it', async () => {
  const user = show();
  await user.click(await screen.findByRole('button', { name: 'Waive the charge "Season fee 2026" for Kila Morea' }));
  const dialog = screen.getByRole('dialog', { name: 'Waive the charge "Season fee 2026" for Kila Morea?' });
  await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
  expect(within(dialog).getByText(REASON_REQUIRED)).toBeTruthy();
  expect(server.writes()).toEqual([]);

  await user.type(within(dialog).getByLabelText('Reason'), 'Hardship: the committee agreed');
  await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
  await waitFor(() => expect(server.writes()).toHaveLength(1));
  expect(server.writes()[0]!.url).toBe('/api/admin/charges/charge-1/waive');
  expect(jsonOf(server.writes()[0]!)).toEqual({ reason: 'Hardship: the committee agreed' });
});

it('deletes a charge once confirmed, and Undo restores it', async () => {
  const user = show((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(charge())));
  await user.click(await screen.findByRole('button', { name: 'Delete the charge "Season fee 2026" for Kila Morea' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the charge "Season fee 2026" for Kila Morea?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  await waitFor(() =>
    expect(server.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/admin/charges/charge-1',
      'POST /api/admin/charges/charge-1/restore',
    ]),
  );
  expect(await screen.findByText('Charge restored')).toBeTruthy();
});
