// A player's family in the portal: the contacts and the link's actions (WhatsApp in a new tab, Copy, Email only with
// an address, New link only once confirmed), the form that adds a family or sets its contacts (the server's reasons
// under the fields, what was typed kept), and nothing of it for an Editor.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeServer, jsonOf } from '../../../../../../tests/fixtures/fake-fetch';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { FamilyForStaff } from '../../../../../shared/families';
import { MOBILE_EXAMPLE } from '../../../../../shared/phone';
import { Toaster } from '../../../../components/ui/toaster';
import { ClubTimeZoneContext } from '../../../../lib/club-time-zone';
import { FamilyPanel, NEW_LINK_WARNING } from './family-panel';
import { PlayersTab } from './players-tab';

const PLAYER = 'player-1';
const URL = `/api/admin/players/${PLAYER}/family`;
const LINK = 'https://club.example/family/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const family = (changes: Partial<FamilyForStaff> = {}): FamilyForStaff => ({
  id: 'family-1',
  guardianName: 'Mary Morea',
  phone: '+675 7123 4567',
  email: null,
  link: LINK,
  whatsappLink: 'https://wa.me/67571234567?text=Hello%20Mary',
  ...changes,
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
const server = fakeServer();
afterEach(() => {
  vi.unstubAllGlobals();
  server.reset();
});

function show(answer: (call: Call) => Response) {
  server.serve(answer);
  render(
    <QueryClientProvider client={signedInAdminClient()}>
      <FamilyPanel playerId={PLAYER} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('a player with a family', () => {
  it('shows the contacts, and Send on WhatsApp and Copy link; Email the link only with an address', async () => {
    show(() => json(family()));
    const user = userEvent.setup();
    expect(await screen.findByText('Mary Morea')).toBeTruthy();
    expect(screen.getByText('+675 7123 4567')).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: /Send on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/67571234567?text=Hello%20Mary');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Email the link' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    // The form starts with the family's contacts.
    expect((screen.getByLabelText('Parent or guardian name') as HTMLInputElement).value).toBe('Mary Morea');
    expect(screen.getByRole('button', { name: 'Save family' })).toBeTruthy();
  });

  it('emails the link when the family has an address, and says it is on its way', async () => {
    show((call) => (call.method === 'POST' ? new Response(null, { status: 204 }) : json(family({ email: 'm@x.org' }))));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Email the link' }));
    expect(await screen.findByText('Link emailed to the family')).toBeTruthy();
    expect(server.writes().map((call) => [call.method, call.url])).toEqual([['POST', `${URL}/email`]]);
  });

  it('makes a new link only once confirmed, and shows it', async () => {
    const renewed = family({ link: `${LINK.slice(0, -1)}B` });
    show((call) => json(call.method === 'POST' ? renewed : family()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(NEW_LINK_WARNING)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(server.writes().map((call) => call.url)).toEqual([`${URL}/new-link`]));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(renewed.link));
  });

  it("shows the server's reasons under the fields and keeps what was typed", async () => {
    show((call) =>
      call.method === 'PUT'
        ? json({ message: 'Invalid input', issues: [{ path: 'email', message: 'Not this one' }] }, 400)
        : json(family()),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email (optional)');
    await user.type(email, 'mary@example.org');
    await user.click(screen.getByRole('button', { name: 'Save family' }));
    expect(await screen.findByText('Not this one')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('mary@example.org');
    expect(jsonOf(server.writes()[0]!)).toEqual({
      guardianName: 'Mary Morea',
      phone: '+675 7123 4567',
      email: 'mary@example.org',
    });
  });
});

describe('a player with no family', () => {
  it("says so, checks the form's fields, and adds the family with the form", async () => {
    show((call) =>
      call.method === 'PUT'
        ? json(family({ phone: '+675 7222 3333', email: 'gari@example.org', guardianName: 'Gari Gima' }))
        : json({ message: 'This player has no family yet' }, 404),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No family yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Send on WhatsApp/ })).toBeNull();
    await user.type(screen.getByLabelText('Mobile number'), '321 1234');
    await user.click(screen.getByRole('button', { name: 'Add family' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText(MOBILE_EXAMPLE)).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await user.type(screen.getByLabelText('Parent or guardian name'), 'Gari Gima');
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '7222 3333');
    await user.type(screen.getByLabelText('Email (optional)'), 'gari@example.org');
    await user.click(screen.getByRole('button', { name: 'Add family' }));
    expect(await screen.findByRole('link', { name: /Send on WhatsApp/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email the link' })).toBeTruthy();
    expect(jsonOf(server.writes()[0]!)).toEqual({
      guardianName: 'Gari Gima',
      phone: '+675 7222 3333',
      email: 'gari@example.org',
    });
  });
});

describe("the player's edit panel", () => {
  const player = { id: PLAYER, name: 'Kila Morea', position: 'Guard', teamId: null, familyId: null };
  const open = async (role: 'admin' | 'editor') => {
    server.serve((call) => {
      if (call.url.startsWith('/api/admin/players')) return json(call.url === URL ? family() : [player]);
      return json([]);
    });
    render(
      <QueryClientProvider client={signedInAdminClient({ role })}>
        <Tooltip.Provider>
          <ClubTimeZoneContext.Provider value="Pacific/Port_Moresby">
            <PlayersTab teams={[]} />
          </ClubTimeZoneContext.Provider>
        </Tooltip.Provider>
      </QueryClientProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit Kila Morea' }));
  };

  it('has the Family part for an Admin', async () => {
    await open('admin');
    expect(await screen.findByRole('heading', { name: 'Family' })).toBeTruthy();
  });

  it('shows no family to an Editor', async () => {
    await open('editor');
    expect(await screen.findByRole('heading', { name: 'Edit Player' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Family' })).toBeNull();
    expect(server.calls.some((call) => call.url === URL)).toBe(false);
  });
});
