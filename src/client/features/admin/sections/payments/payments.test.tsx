// Recording a payment: the amounts go as typed in kina, each allocation prefilled with what is left of its charge,
// the family's credit shown as it changes; more on the charges than was paid is refused before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeServer, jsonOf } from '../../../../../../tests/fixtures/fake-fetch';
import { charge, json, renderInPortal } from './money-fixtures';
import { OVER_ALLOCATED } from './payment-form-schema';
import { PaymentsTab } from './payments-tab';

const server = fakeServer();
afterEach(() => {
  vi.unstubAllGlobals();
  server.reset();
});

const CHARGE_LABEL = 'Kila Morea: Season fee 2026 (PMBC-7KX2QA, K150.00 left)';

it('records a payment allocated to an open charge, with the credit left for the family', async () => {
  server.serve((call) => {
    if (call.method !== 'GET') return json({});
    if (call.url.startsWith('/api/admin/charges'))
      return json([charge(), charge({ id: 'paid-1', status: 'paid' })], 200);
    return json([], 200);
  });
  renderInPortal(<PaymentsTab />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const panel = screen.getByRole('region', { name: 'Record payment' });
  await user.type(within(panel).getByLabelText('Amount (PGK)'), '200');
  await user.clear(within(panel).getByLabelText('Day received'));
  await user.type(within(panel).getByLabelText('Day received'), '2026-03-02');
  await user.selectOptions(within(panel).getByLabelText('Method'), 'Mobile money');
  await user.type(within(panel).getByLabelText("Payer's name"), 'Mary Morea');
  await user.type(within(panel).getByLabelText('Reference (optional)'), 'MM 55120');
  await user.click(within(panel).getByRole('button', { name: 'Pay a charge' }));
  const select = within(panel).getByLabelText('Charge 1');
  // Only charges still owed are offered.
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose the charge...', CHARGE_LABEL]);
  await user.selectOptions(select, CHARGE_LABEL);
  expect((within(panel).getByLabelText('Amount for charge 1 (PGK)') as HTMLInputElement).value).toBe('150');
  expect(within(panel).getByText('Credit left for the family: K50.00')).toBeTruthy();

  await user.click(within(panel).getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(server.writes()).toHaveLength(1));
  const [sent] = server.writes();
  expect(`${sent!.method} ${sent!.url}`).toBe('POST /api/admin/payments');
  expect(jsonOf(sent!)).toEqual({
    amountKina: '200',
    receivedOn: '2026-03-02',
    method: 'mobile',
    payerName: 'Mary Morea',
    reference: 'MM 55120',
    allocations: [{ chargeId: 'charge-1', amountKina: '150' }],
  });
});

it('refuses allocations that add up to more than the payment', async () => {
  server.serve((call) => json(call.url.startsWith('/api/admin/charges') ? [charge()] : [], 200));
  renderInPortal(<PaymentsTab />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const panel = screen.getByRole('region', { name: 'Record payment' });
  await user.type(within(panel).getByLabelText('Amount (PGK)'), '100');
  await user.selectOptions(within(panel).getByLabelText('Method'), 'Cash');
  await user.type(within(panel).getByLabelText("Payer's name"), 'Mary Morea');
  await user.click(within(panel).getByRole('button', { name: 'Pay a charge' }));
  await user.selectOptions(within(panel).getByLabelText('Charge 1'), CHARGE_LABEL);
  await user.click(within(panel).getByRole('button', { name: 'Record payment' }));
  expect(await within(panel).findByText(OVER_ALLOCATED)).toBeTruthy();
  expect(server.writes()).toEqual([]);
});

it('deletes a payment only with a reason', async () => {
  const payment = {
    id: 'payment-1',
    amountToea: 20000,
    receivedOn: '2026-03-02',
    method: 'cash',
    payerName: 'Mary Morea',
    reference: '',
    familyId: 'family-1',
    allocations: [
      { chargeId: 'charge-1', reference: 'PMBC-7KX2QA', description: 'Season fee 2026', amountToea: 15000 },
    ],
    unallocatedToea: 5000,
    updatedAt: '2026-03-02T00:00:00.000Z',
  };
  server.serve((call) => {
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return json(call.url.startsWith('/api/admin/payments') ? [payment] : [], 200);
  });
  renderInPortal(<PaymentsTab />);
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Payments' });
  expect(within(table).getByText('Season fee 2026 (PMBC-7KX2QA): K150.00')).toBeTruthy();
  expect(within(table).getByText('K50.00')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Delete the payment of K200.00 from Mary Morea' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the payment of K200.00 from Mary Morea?' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Recorded twice');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(server.writes()).toHaveLength(1));
  expect(`${server.writes()[0]!.method} ${server.writes()[0]!.url}`).toBe('DELETE /api/admin/payments/payment-1');
  expect(jsonOf(server.writes()[0]!)).toEqual({ reason: 'Recorded twice' });
});
