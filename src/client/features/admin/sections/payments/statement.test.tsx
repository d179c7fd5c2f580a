// A bank statement in the portal: the file sent as the form's `file`, its lines shown with their status, a charge
// chosen for a line sent at once, 'Confirm payments' saying how many were recorded, and a file the server cannot
// read refused in the server's words, naming the line.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { type Call, fakeServer, jsonOf } from '../../../../../../tests/fixtures/fake-fetch';
import type { StatementImport, StatementLine } from '../../../../../shared/payments-api';
import { charge, json, renderInPortal } from './money-fixtures';
import { StatementTab } from './statement-tab';

const server = fakeServer();
afterEach(() => {
  vi.unstubAllGlobals();
  server.reset();
});

const line = (id: string, changes: Partial<StatementLine>): StatementLine => ({
  id,
  date: '2026-03-02',
  description: 'TFR PMBC-7KX2QA MOREA',
  amountToea: 15000,
  reference: null,
  chargeId: null,
  status: 'to-match',
  paymentId: null,
  ...changes,
});

const imported: StatementImport = {
  id: 'import-1',
  lines: [
    line('line-1', { reference: 'PMBC-7KX2QA', chargeId: 'charge-1', status: 'matched' }),
    line('line-2', { description: 'DEP KAUPA SEASON', amountToea: 10000 }),
    line('line-3', { description: 'EFTPOS FUEL', amountToea: -4500, status: 'not-for-club' }),
    line('line-4', { description: 'TFR PMBC-ABCDE2', status: 'already-recorded' }),
  ],
};
const other = charge({
  id: 'charge-2',
  playerName: 'Ben Kaupa',
  reference: 'PMBC-ABCDE2',
  amountToea: 10000,
  balanceToea: 10000,
});

function show(write: (call: Call) => Response) {
  server.serve((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.url.startsWith('/api/admin/charges')) return json([charge(), other], 200);
    return json([], 200);
  });
  renderInPortal(<StatementTab />);
  return userEvent.setup();
}

const csv = () => new File(['Date,Description,Amount\n'], 'statement.csv', { type: 'text/csv' });

it('imports the file, shows its lines, sends a charge chosen for a line and says how many payments were recorded', async () => {
  const user = show((call) => {
    if (call.url === '/api/admin/payments/import') return json(imported);
    if (call.url.endsWith('/lines/line-2')) {
      const decided = { ...imported.lines[1]!, chargeId: 'charge-2', status: 'matched' as const };
      return json({ ...imported, lines: imported.lines.map((line) => (line.id === 'line-2' ? decided : line)) }, 200);
    }
    return json({ ...imported, recorded: 2 }, 200);
  });
  await user.upload(screen.getByLabelText('Bank statement (CSV)'), csv());
  await user.click(screen.getByRole('button', { name: 'Import' }));

  const table = await screen.findByRole('table', { name: 'Statement lines' });
  const [, matched, toMatch, notOurs, recorded] = within(table).getAllByRole('row');
  expect(within(matched!).getByText('Matched (PMBC-7KX2QA)')).toBeTruthy();
  expect(within(matched!).getByText('K150.00')).toBeTruthy();
  expect(within(toMatch!).getByText('To match')).toBeTruthy();
  expect(within(notOurs!).getByText('Not for the club')).toBeTruthy();
  expect(within(recorded!).getByText('Already recorded')).toBeTruthy();
  const upload = server.writes()[0]!;
  expect(upload.url).toBe('/api/admin/payments/import');
  expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

  await user.selectOptions(
    screen.getByLabelText('Charge for line 2'),
    'Ben Kaupa: Season fee 2026 (PMBC-ABCDE2, K100.00 left)',
  );
  await waitFor(() => expect(within(toMatch!).getByText('Matched (PMBC-ABCDE2)')).toBeTruthy());
  const decided = server.writes()[1]!;
  expect(`${decided.method} ${decided.url}`).toBe('PUT /api/admin/payments/import/import-1/lines/line-2');
  expect(jsonOf(decided)).toEqual({ chargeId: 'charge-2' });

  await user.click(screen.getByRole('button', { name: 'Line 2 is not for the club' }));
  await waitFor(() => expect(server.writes()).toHaveLength(3));
  expect(jsonOf(server.writes()[2]!)).toEqual({ notForClub: true });

  await user.click(screen.getByRole('button', { name: 'Confirm payments' }));
  expect(await screen.findByText('Recorded 2 payments')).toBeTruthy();
  expect(`${server.writes()[3]!.method} ${server.writes()[3]!.url}`).toBe(
    'POST /api/admin/payments/import/import-1/confirm',
  );
});

it("shows the server's refusal of a file plainly, naming the line", async () => {
  const message = 'Line 4 of the file: the amount "12,50" is not a number';
  const user = show(() => json({ message }, 400));
  await user.upload(screen.getByLabelText('Bank statement (CSV)'), csv());
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.queryByRole('table')).toBeNull();
});
