// Site Settings keeps what staff type while a save is on its way: the form used to reset itself to the values it
// had sent once the save (and the refetch after it) came back, wiping a field typed in the meantime. Each save names
// the version it replaces, and what is typed survives a refused save and a reload.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonOf } from '../../../../../../tests/fixtures/fake-fetch';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { SiteSettings } from '../../../../../shared/schema';
import { useSettings } from '../../../../lib/entity-queries';
import { createQueryClient } from '../../../../lib/query-client';
import { SettingsForm } from './settings-form';

const settings: SiteSettings = {
  id: '5b1d3c7e-9a2f-4e61-8c40-2f7a9d3e1b55',
  contactAddress: 'PO Box 1, Port Moresby',
  contactPhone: '+675 000 0000',
  contactEmail: 'info@example.com',
  socialFacebook: null,
  socialInstagram: null,
  socialYoutube: null,
  whatsappNumber: null,
  registrationOpen: false,
  season: '',
  feeInformation: '',
  codeOfConduct: '',
  supportBankAccount: '',
  supportMobileMoney: '',
  supportCash: '',
  supportSwift: '',
  supportBankAddress: '',
  alertEmail: null,
  seasonCutoffDate: null,
  seasonFeeKina: null,
  updatedAt: new Date('2026-01-01T00:00:00.000Z'),
};

afterEach(() => vi.unstubAllGlobals());

/** As the Settings section shows it: the form fed by the settings query, which the save's refetch answers. */
function FromQuery() {
  const { data } = useSettings();
  return data ? <SettingsForm settings={data} /> : null;
}

it('keeps a field typed while the previous save was still being sent', async () => {
  let answerSave: (response: Response) => void = () => {};
  const saves: unknown[] = [];
  const reads: string[] = [];
  let stored = settings;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') {
        reads.push(url);
        return Response.json(stored);
      }
      saves.push(JSON.parse(String(init.body)));
      return new Promise<Response>((resolve) => {
        answerSave = resolve;
      });
    }),
  );
  const user = userEvent.setup();
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <FromQuery />
    </QueryClientProvider>,
  );
  const phone = (await screen.findByLabelText('Phone')) as HTMLInputElement;
  const email = screen.getByLabelText('Email') as HTMLInputElement;
  await user.clear(phone);
  await user.type(phone, '+675 321 4567');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect(saves).toHaveLength(1));

  await user.clear(email);
  await user.type(email, 'hello@pmbc.org.pg');
  const readsBefore = reads.length;
  stored = { ...settings, contactPhone: '+675 321 4567' };
  answerSave(Response.json(stored));
  await screen.findByRole('button', { name: 'Save Settings' });
  // The refetch after the save asked for, and its answer (the old values) taken in: it must not overwrite the form.
  await waitFor(() => expect(reads.length).toBeGreaterThan(readsBefore));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  expect(email.value).toBe('hello@pmbc.org.pg');
  expect(phone.value).toBe('+675 321 4567');
});

describe('two people, and a reload (ADR 045)', () => {
  const STALE = 'Someone else changed this at 10:40. Copy your text, reload, and apply your changes again.';
  const server = fakeServer();
  const renderForm = () =>
    render(
      <QueryClientProvider client={signedInAdminClient()}>
        <SettingsForm settings={settings} />
      </QueryClientProvider>,
    );
  const season = () => screen.getByLabelText('Season') as HTMLInputElement;

  it('each save names the version it replaces: the one read, then the one the last save made', async () => {
    const saved = { ...settings, season: '2027 Season', updatedAt: '2026-11-27T00:40:00.000Z' };
    server.serve((call) => (call.method === 'PUT' ? Response.json(saved) : Response.json(settings)));
    const user = userEvent.setup();
    renderForm();
    await user.type(season(), '2027 Season');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(jsonOf(server.writes()[0]!)).toMatchObject({ season: '2027 Season', updatedAt: '2026-01-01T00:00:00.000Z' });
    await screen.findByRole('button', { name: 'Save Settings' });
    await user.type(season(), '!');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(jsonOf(server.writes()[1]!).updatedAt).toBe(saved.updatedAt);
  });

  it('a save over someone else’s keeps what is typed and says why; what is typed is offered after a reload', async () => {
    server.serve((call) =>
      call.method === 'PUT' ? Response.json({ message: STALE }, { status: 409 }) : Response.json(settings),
    );
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(season(), '2027 Season');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STALE);
    expect(season().value).toBe('2027 Season');
    first.unmount();

    renderForm();
    expect(season().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(season().value).toBe('2027 Season');
  });
});

describe('how to support a tour', () => {
  const server = fakeServer();

  it('takes the SWIFT/BIC and bank address for transfers from overseas, beside the bank account', async () => {
    server.serve((call) => (call.method === 'PUT' ? Response.json(settings) : Response.json(settings)));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={signedInAdminClient()}>
        <SettingsForm settings={{ ...settings, supportSwift: 'BOSPPGPM' }} />
      </QueryClientProvider>,
    );
    const group = screen.getByRole('group', { name: 'How to support a tour' });
    const swift = within(group).getByLabelText('SWIFT/BIC') as HTMLInputElement;
    expect(swift.value).toBe('BOSPPGPM');
    await user.type(within(group).getByLabelText('Bank address'), 'Douglas Street, Port Moresby');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(jsonOf(server.writes()[0]!)).toMatchObject({
      supportSwift: 'BOSPPGPM',
      supportBankAddress: 'Douglas Street, Port Moresby',
    });
  });
});

it("saves the age cut-off day, typed as a day; left empty it is sent empty (31 December of the season's year)", async () => {
  const saves: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return Response.json(settings);
      saves.push(JSON.parse(String(init.body)));
      return Response.json({ ...settings, seasonCutoffDate: saves.at(-1)!.seasonCutoffDate || null });
    }),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SettingsForm settings={settings} />
    </QueryClientProvider>,
  );
  const cutoff = screen.getByLabelText('Age cut-off day') as HTMLInputElement;
  expect(cutoff.type).toBe('date');
  expect(cutoff.value).toBe('');
  await user.type(cutoff, '2027-03-01');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]!.seasonCutoffDate).toBe('2027-03-01');
});

describe('the staff alerts email', () => {
  const server = fakeServer();
  const renderForm = (staffAlerts: { fromEnvironment: boolean } | null, alertEmail: string | null = null) =>
    render(
      <QueryClientProvider client={signedInAdminClient()}>
        <SettingsForm settings={{ ...settings, alertEmail }} staffAlerts={staffAlerts} />
      </QueryClientProvider>,
    );

  it('is shown to an Admin, with what it is for, and saved as typed or cleared', async () => {
    server.serve(() => Response.json(settings));
    const before = server.writes().length;
    const user = userEvent.setup();
    renderForm({ fromEnvironment: false }, 'office@club.example');
    const field = screen.getByLabelText('Staff alerts email') as HTMLInputElement;
    expect(field.value).toBe('office@club.example');
    expect(screen.getByText(/Where the website emails new registrations and enquiries/)).toBeTruthy();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.writes()).toHaveLength(before + 1));
    expect(jsonOf(server.writes().at(-1)!)).toMatchObject({ alertEmail: null });
  });

  it('is neither shown to nor sent by anyone else', async () => {
    server.serve(() => Response.json(settings));
    const before = server.writes().length;
    const user = userEvent.setup();
    renderForm(null);
    expect(screen.queryByLabelText('Staff alerts email')).toBeNull();
    await user.type(screen.getByLabelText('Season') as HTMLInputElement, '2027 Season');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.writes()).toHaveLength(before + 1));
    expect(jsonOf(server.writes().at(-1)!)).not.toHaveProperty('alertEmail');
  });
});
