// Registrations: medical notes never on a card, only in the detail; the filters pick from the list and go into the
// CSV link (with the medical notes only when ticked); Waitlist sends the family's message; a paid fee needs a method;
// a save of the fee and notes names the version it was made on.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import { createQueryClient } from '../../../../lib/query-client';
import type { RegistrationDetail } from './api';
import { FeeAndNotesForm } from './fee-and-notes-form';
import { RegistrationsSection } from './registrations-section';

const MEDICAL = 'Asthma: inhaler in her bag';

const registration = (id: string, changes: Partial<RegistrationDetail>): RegistrationDetail => ({
  id,
  reference: `R-2027-000${id}`,
  season: '2027 Season',
  status: 'new',
  firstName: 'Kila',
  lastName: 'Mori',
  dateOfBirth: '2014-03-15',
  age: 12,
  gender: 'female',
  teamId: 'team-u14',
  teamName: 'U14 Girls',
  school: null,
  experience: null,
  adult: false,
  photoConsent: false,
  notes: null,
  feeStatus: 'unpaid',
  feeMethod: null,
  feeReference: null,
  playerId: null,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-20T08:30:00.000Z',
  guardianName: 'Grace Mori',
  guardianRelationship: 'Mother',
  guardianPhone: '+675 7123 4567',
  playerPhone: null,
  email: null,
  emergencyName: 'John Mori',
  emergencyPhone: '+675 7234 5678',
  hasMedicalNotes: false,
  medical: null,
  familyMessage: null,
  familyMessageSentAt: null,
  ...changes,
});

const CHANGED_AT = '2026-11-27T00:40:00.000Z';
const kila = registration('1', { hasMedicalNotes: true, medical: MEDICAL });
const tau = registration('2', {
  firstName: 'Tau',
  lastName: 'Vele',
  teamId: 'team-u16',
  teamName: 'U16 Boys',
  season: '2026 Season',
  status: 'waitlisted',
  email: 'vele@example.org',
  familyMessage: 'The U16 team is full until March.',
  familyMessageSentAt: CHANGED_AT,
});

afterEach(() => vi.unstubAllGlobals());

function serve(client = createQueryClient()) {
  const patches: { url: string; body: unknown }[] = [];
  const { medical: _kila, ...kilaSummary } = kila;
  const { medical: _tau, ...tauSummary } = tau;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push({ url, body });
        // As the server does, a change makes a new version.
        return Response.json({ ...(url.endsWith('/1') ? kila : tau), ...body, updatedAt: CHANGED_AT });
      }
      if (url === '/api/admin/registrations') return Response.json([kilaSummary, tauSummary]);
      if (url === '/api/admin/registrations/summary')
        return Response.json({ new: 1, seasons: ['2027 Season', '2026 Season'] });
      if (url === '/api/admin/registrations/1') return Response.json(kila);
      if (url === '/api/admin/registrations/2') return Response.json(tau);
      if (url === '/api/teams')
        return Response.json([
          { id: 'team-u14', name: 'U14 Girls' },
          { id: 'team-u16', name: 'U16 Boys' },
        ]);
      return new Response('{"message":"Not found"}', { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={client}>
      <Tooltip.Provider>
        <RegistrationsSection title="Player Registrations" />
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
  return patches;
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

it('shows no medical notes on cards, filters, and builds the CSV link from the filters', async () => {
  serve();
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 3, name: 'Kila Mori' });
  const card = within(cardOf('Kila Mori'));
  expect(card.getByText('R-2027-0001')).toBeTruthy();
  expect(card.getByText('Medical notes: see details')).toBeTruthy();
  expect(card.getByRole('link', { name: '+675 7123 4567' }).getAttribute('href')).toBe('tel:+67571234567');
  expect(document.body.textContent).not.toContain(MEDICAL);
  expect(within(cardOf('Tau Vele')).queryByText('Medical notes: see details')).toBeNull();

  const csv = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(csv()).toBe('/api/admin/registrations/export.csv');
  await user.click(screen.getByRole('button', { name: 'New' }));
  expect(screen.queryByRole('heading', { name: 'Tau Vele' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'All' }));
  await user.selectOptions(await screen.findByLabelText('Team'), 'team-u16');
  await user.selectOptions(screen.getByLabelText('Season'), '2026 Season');
  expect(screen.queryByRole('heading', { name: 'Kila Mori' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Tau Vele' })).toBeTruthy();
  await user.click(screen.getByLabelText('Include medical notes'));
  expect(csv()).toBe('/api/admin/registrations/export.csv?team=team-u16&season=2026+Season&medical=1');
});

it("offers a Coach their own teams only in the team filter, where another team's would show none", async () => {
  serve(signedInAdminClient({ role: 'coach', teamIds: ['team-u14'] }));
  const filter = await screen.findByLabelText('Team');
  await screen.findByRole('option', { name: 'U14 Girls' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All teams', 'U14 Girls']);
});

it('shows every field in the detail, waitlists with a message and asks how a paid fee was paid', async () => {
  const patches = serve(signedInAdminClient());
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Details of the registration of Kila Mori' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Kila Mori' }));
  expect(await dialog.findByText(MEDICAL)).toBeTruthy();
  expect(dialog.getByText('John Mori')).toBeTruthy();
  expect(dialog.getByText('Mother')).toBeTruthy();
  // No address: the message is not emailed, and staff are told so.
  expect(dialog.getByText(/gave no email address, so nothing is emailed/)).toBeTruthy();

  await user.type(dialog.getByLabelText('Message to the family (optional)'), 'The U14 team is full until March.');
  await user.click(dialog.getByRole('button', { name: 'Waitlist' }));
  await waitFor(() =>
    expect(patches).toEqual([
      {
        url: '/api/admin/registrations/1',
        body: { updatedAt: kila.updatedAt, status: 'waitlisted', message: 'The U14 team is full until March.' },
      },
    ]),
  );

  await user.selectOptions(dialog.getByLabelText('Fee'), 'paid');
  await user.click(dialog.getByRole('button', { name: 'Save fee and notes' }));
  expect(await dialog.findByText('Choose how the fee was paid')).toBeTruthy();
  expect(patches).toHaveLength(1);
  await user.selectOptions(dialog.getByLabelText('Paid by'), 'mobile-money');
  await user.type(dialog.getByLabelText('Payment reference (optional)'), 'MM-88812');
  await user.click(dialog.getByRole('button', { name: 'Save fee and notes' }));
  await waitFor(() => expect(patches).toHaveLength(2));
  // The decision left the fee and notes as the form has them: its save is made on the version the decision made.
  expect(patches[1]!.body).toEqual({
    updatedAt: CHANGED_AT,
    notes: '',
    feeStatus: 'paid',
    feeMethod: 'mobile-money',
    feeReference: 'MM-88812',
  });
});

it("shows a Coach the fee without letting them change it: it is the Treasurer's", async () => {
  serve(signedInAdminClient({ role: 'coach', teamIds: ['team-u14', 'team-u16'] }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Details of the registration of Kila Mori' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Kila Mori' }));
  expect(await dialog.findByLabelText('Staff notes')).toBeTruthy();
  expect(dialog.queryByLabelText('Fee')).toBeNull();
  expect(dialog.getAllByText(/^Fee:/).length).toBeGreaterThan(0);
});

it('shows the message the family was sent with Waitlist or Decline, and when', async () => {
  serve();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Details of the registration of Tau Vele' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Tau Vele' }));
  const told = within(dialog.getByRole('region', { name: 'Message to the family' }));
  expect(told.getByText('Message sent to the family on Fri 27 Nov 2026, 10:40 am')).toBeTruthy();
  expect(told.getByText('The U16 team is full until March.')).toBeTruthy();
  // None sent: nothing said.
  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Details of the registration of Kila Mori' }));
  await screen.findByRole('dialog', { name: 'Kila Mori' });
  expect(screen.queryByRole('region', { name: 'Message to the family' })).toBeNull();
});

it("opens the registration an address names (the activity log's link)", async () => {
  window.history.pushState(null, '', '/admin/registrations#item-2');
  try {
    serve();
    const dialog = await screen.findByRole('dialog', { name: 'Tau Vele' });
    expect(within(dialog).getByText('vele@example.org')).toBeTruthy();
    expect(cardOf('Tau Vele').id).toBe('item-2');
  } finally {
    window.history.pushState(null, '', '/');
  }
});

describe('fee and notes while someone else changes the registration (ADR 045)', () => {
  const STALE = 'Someone else changed this at 10:40. Copy your text, reload, and apply your changes again.';
  const patches: unknown[] = [];
  const renderForm = (shown: RegistrationDetail) => (
    <QueryClientProvider client={signedInAdminClient()}>
      <FeeAndNotesForm registration={shown} />
    </QueryClientProvider>
  );
  function answer(status: number, body: object) {
    patches.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method !== 'PATCH') return Response.json([]);
        patches.push(JSON.parse(String(init.body)));
        return Response.json(body, { status });
      }),
    );
  }

  it('a change that left them as the form has them is no conflict: the save names the new version', async () => {
    answer(200, { ...kila, notes: 'Paid K50', updatedAt: CHANGED_AT });
    const user = userEvent.setup();
    const { rerender } = render(renderForm(kila));
    await user.type(screen.getByLabelText('Staff notes'), 'Paid K50');
    rerender(renderForm({ ...kila, status: 'accepted', updatedAt: CHANGED_AT }));
    await user.click(screen.getByRole('button', { name: 'Save fee and notes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ notes: 'Paid K50', updatedAt: CHANGED_AT });
  });

  it('notes changed by someone else: the save names the version it was typed on, and its refusal keeps the text', async () => {
    answer(409, { message: STALE });
    const user = userEvent.setup();
    const { rerender } = render(renderForm(kila));
    await user.type(screen.getByLabelText('Staff notes'), 'Owes K50');
    rerender(renderForm({ ...kila, notes: 'Paid in cash', updatedAt: CHANGED_AT }));
    await user.click(screen.getByRole('button', { name: 'Save fee and notes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STALE);
    expect(patches[0]).toMatchObject({ notes: 'Owes K50', updatedAt: kila.updatedAt });
    expect((screen.getByLabelText('Staff notes') as HTMLTextAreaElement).value).toBe('Owes K50');
  });
});
