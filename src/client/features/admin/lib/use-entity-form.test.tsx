// The portal's one form system (useEntityForm, the bound fields, FormLayout) through real section forms: what staff
// see when a field is wrong, what create and edit send, and that a failed save keeps everything typed.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonOf } from '../../../../../tests/fixtures/fake-fetch';
import { signedInAdminClient } from '../../../../../tests/fixtures/signed-in-client';
import type { AboutFeature, InternationalFeature, Player, Sponsor, Team } from '../../../../shared/schema';
import { AboutForm } from '../sections/about/about-form';
import { InternationalForm } from '../sections/international/international-form';
import { PlayerForm } from '../sections/profiles/player-form';
import { SponsorForm } from '../sections/sponsors/sponsor-form';
import { TeamForm } from '../sections/teams/team-form';

const server = fakeServer();
const { serve, writes } = server;

const withProviders = (ui: ReactNode) =>
  render(<QueryClientProvider client={signedInAdminClient()}>{ui}</QueryClientProvider>);

/** A control's current value, found by its label as staff read it. */
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

const feature: AboutFeature = {
  id: '7d0c9a52-6a4b-4a39-9a55-0d6b3f1e2a10',
  icon: 'Trophy',
  title: 'Elite coaching',
  description: 'Certified coaches at every age group.',
  color: 'bg-blue-600',
  order: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const tour: InternationalFeature = {
  id: '0b7f5c1e-2d34-4e8a-9c61-5a2f3e4d1b20',
  title: 'Australia tour',
  description: 'Two weeks of games in Queensland.',
  order: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  server.reset();
  serve(() => Response.json([]));
});
afterEach(() => vi.unstubAllGlobals());

describe('validation', () => {
  it('shows each wrong field its message under it, linked to the control, and sends nothing', async () => {
    const user = userEvent.setup();
    withProviders(<AboutForm item={null} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Feature' }));

    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Title is required');
    expect(writes()).toEqual([]);
  });

  it('a player jersey number over 99 is refused with its message', async () => {
    const user = userEvent.setup();
    withProviders(<PlayerForm item={null} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Ana Kei');
    await user.type(screen.getByLabelText('Position'), 'Centre');
    await user.type(screen.getByLabelText('Jersey number (optional)'), '100');
    await user.click(screen.getByRole('button', { name: 'Create Player' }));
    expect(await screen.findByText('Enter a whole number from 0 to 99')).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});

describe('create and edit', () => {
  it('creates with POST to the entity path, then closes', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    serve((call) => (call.method === 'POST' ? Response.json({ ...feature }, { status: 201 }) : Response.json([])));
    withProviders(<AboutForm item={null} onDone={onDone} />);
    await user.type(screen.getByLabelText('Title'), 'Elite coaching');
    await user.type(screen.getByLabelText('Description'), 'Certified coaches.');
    await user.click(screen.getByRole('button', { name: 'Create Feature' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [post] = writes();
    expect(post).toMatchObject({ method: 'POST', url: '/api/admin/about' });
    expect(jsonOf(post!)).toEqual({
      icon: 'Zap',
      title: 'Elite coaching',
      description: 'Certified coaches.',
      color: 'bg-club-red',
    });
  });

  it("a Coach's new player is in one of their teams: no 'No team', the first of theirs chosen", async () => {
    const user = userEvent.setup();
    const team = (id: string, name: string) => ({ id, name }) as Team;
    const [u14, u16] = [
      team('3f1c2a10-1111-4a39-9a55-0d6b3f1e2a10', 'U14 Development'),
      team('3f1c2a10-2222-4a39-9a55-0d6b3f1e2a10', 'U16 Competitive'),
    ];
    serve((call) => {
      if (call.method === 'POST') return Response.json({} as Player, { status: 201 });
      return Response.json(call.url.includes('teams') ? [u16, u14] : []);
    });
    const coach = signedInAdminClient({ username: 'coach', role: 'coach', teamIds: [u14.id] });
    render(
      <QueryClientProvider client={coach}>
        <PlayerForm item={null} onDone={() => {}} />
      </QueryClientProvider>,
    );
    const teamSelect = await screen.findByLabelText('Team');
    await waitFor(() => expect((teamSelect as HTMLSelectElement).value).toBe(u14.id));
    expect([...(teamSelect as HTMLSelectElement).options].map((option) => option.text)).toEqual(['U14 Development']);
    await user.type(screen.getByLabelText('Name'), 'Ana Kei');
    await user.type(screen.getByLabelText('Position'), 'Centre');
    await user.click(screen.getByRole('button', { name: 'Create Player' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [post] = writes();
    expect((post?.body as FormData | undefined)?.get('teamId')).toBe(u14.id);
  });

  it('edits with the item filled in and PUT to its id', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    serve((call) => (call.method === 'PUT' ? Response.json(tour) : Response.json([])));
    withProviders(<InternationalForm item={tour} onDone={onDone} />);
    expect(fieldValue('Title')).toBe('Australia tour');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Australia and New Zealand tour');
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [put] = writes();
    expect(put).toMatchObject({ method: 'PUT', url: `/api/admin/international/${tour.id}` });
    // With the version it edits (ADR 045): a save over someone else's is refused.
    expect(jsonOf(put!)).toEqual({
      title: 'Australia and New Zealand tour',
      description: 'Two weeks of games in Queensland.',
      updatedAt: tour.updatedAt,
    });
  });
});

describe('a failed save', () => {
  it('keeps every value typed and the form open', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    serve((call) =>
      call.method === 'POST' ? Response.json({ message: 'Database unavailable' }, { status: 503 }) : Response.json([]),
    );
    withProviders(<AboutForm item={null} onDone={onDone} />);
    await user.type(screen.getByLabelText('Title'), 'Elite coaching');
    await user.type(screen.getByLabelText('Description'), 'Certified coaches.');
    await user.selectOptions(screen.getByLabelText('Icon'), 'Star');
    await user.click(screen.getByRole('button', { name: 'Create Feature' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    await waitFor(() => expect(button('Create Feature').disabled).toBe(false));
    expect(onDone).not.toHaveBeenCalled();
    expect(fieldValue('Title')).toBe('Elite coaching');
    expect(fieldValue('Description')).toBe('Certified coaches.');
    expect(fieldValue('Icon')).toBe('Star');
  });
});

describe('the three image modes', () => {
  const photo = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'photo.png', { type: 'image/png' });

  it('file: the chosen file travels with the fields in one multipart request', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'POST' ? Response.json({} as Player, { status: 201 }) : Response.json([])));
    withProviders(<PlayerForm item={null} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Ana Kei');
    await user.type(screen.getByLabelText('Position'), 'Centre');
    await user.type(screen.getByLabelText('Jersey number (optional)'), '23');
    await user.upload(screen.getByLabelText('Photo (optional)'), photo());
    await user.click(screen.getByRole('button', { name: 'Create Player' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [post] = writes();
    expect(post?.url).toBe('/api/admin/players');
    const body = post?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Ana Kei');
    expect(body.get('jerseyNumber')).toBe('23');
    expect((body.get('photo') as File).name).toBe('photo.png');
    expect(body.has('age')).toBe(false);
  });

  it("file: a player's website choices show as saved and travel as 'true'/'false' and a date (ADR 027)", async () => {
    const user = userEvent.setup();
    const saved: Player = {
      id: '1b6f8f4e-2c1d-4d0a-9f57-3f1b2a0c9d11',
      name: 'Kila Morea',
      age: null,
      dateOfBirth: '03-15-2012',
      location: null,
      position: 'Guard',
      teamId: null,
      jerseyNumber: null,
      description: null,
      photoUrl: null,
      nameOnWebsite: 'full',
      showDateOfBirth: false,
      showPhoto: true,
      photoConsentDate: null,
      familyId: null,
      createdAt: '2026-01-10T00:00:00.000Z',
      updatedAt: '2026-01-10T00:00:00.000Z',
    };
    serve((call) => (call.method === 'PUT' ? Response.json(saved) : Response.json([])));
    withProviders(<PlayerForm item={saved} onDone={() => {}} />);
    // The select's shown value is checked in a real browser (admin-safeguarding.spec.ts): jsdom shows none.
    expect((screen.getByLabelText('Show date of birth') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Show photo') as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('The photo shows on the website only while consent is less than 12 months old.'),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Name on the website'), 'First name and initial');
    await user.click(screen.getByLabelText('Show photo'));
    await user.type(screen.getByLabelText('Photo consent given on (optional)'), '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Update Player' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = writes()[0]?.body as FormData;
    expect(body.get('nameOnWebsite')).toBe('first-initial');
    expect(body.get('showDateOfBirth')).toBe('false');
    expect(body.get('showPhoto')).toBe('false');
    expect(body.get('photoConsentDate')).toBe('2026-01-05');
    expect(body.get('updatedAt')).toBe(saved.updatedAt);
  });

  it('file: a date of birth is picked and sent as month-day-year text; unreadable text is kept (ADR 032)', async () => {
    const user = userEvent.setup();
    const player = (dateOfBirth: string): Player => ({
      id: '1b6f8f4e-2c1d-4d0a-9f57-3f1b2a0c9d12',
      name: 'Kila Morea',
      age: 14,
      dateOfBirth,
      location: null,
      position: 'Guard',
      teamId: null,
      jerseyNumber: null,
      description: null,
      photoUrl: null,
      nameOnWebsite: 'full',
      showDateOfBirth: true,
      showPhoto: true,
      photoConsentDate: null,
      familyId: null,
      createdAt: '2026-01-10T00:00:00.000Z',
      updatedAt: '2026-01-10T00:00:00.000Z',
    });
    serve((call) => (call.method === 'PUT' ? Response.json(player('')) : Response.json([])));
    const readable = withProviders(<PlayerForm item={player('03-15-2012')} onDone={() => {}} />);
    expect(fieldValue('Date of birth (optional)')).toBe('2012-03-15');
    expect((screen.getByLabelText('Age (optional)') as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Update Player' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]!.body as FormData).get('dateOfBirth')).toBe('03-15-2012');
    readable.unmount();

    const kept = withProviders(<PlayerForm item={player('around 2012')} onDone={() => {}} />);
    expect(screen.getByText(/Saved as 'around 2012', which is not one date/)).toBeTruthy();
    expect(fieldValue('Age (optional)')).toBe('14');
    await user.click(screen.getByRole('button', { name: 'Update Player' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect((writes()[1]!.body as FormData).get('dateOfBirth')).toBe('around 2012');
    kept.unmount();

    withProviders(<PlayerForm item={player('around 2012')} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Remove saved text' }));
    await user.click(screen.getByRole('button', { name: 'Update Player' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect((writes()[2]!.body as FormData).has('dateOfBirth')).toBe(false);
  });

  it('url: the file is uploaded first, then the item names the stored image', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.url === '/api/admin/upload') return Response.json({ imageUrl: '/uploads/abc-a.webp' }, { status: 201 });
      if (call.method === 'POST') return Response.json({} as Team, { status: 201 });
      return Response.json([]);
    });
    withProviders(<TeamForm item={null} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Team name'), 'U16 Boys');
    await user.type(screen.getByLabelText('Age group'), 'U16');
    await user.type(screen.getByLabelText('Description'), 'Competitive squad');
    await user.type(screen.getByLabelText('Features'), 'Skills, Games');
    await user.upload(screen.getByLabelText('Team photo (optional)'), photo());
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    await waitFor(() => expect(writes()).toHaveLength(2));
    const [upload, post] = writes();
    expect(upload?.url).toBe('/api/admin/upload');
    expect(post?.url).toBe('/api/admin/teams');
    expect(jsonOf(post!)).toMatchObject({
      name: 'U16 Boys',
      features: ['Skills', 'Games'],
      imageUrl: '/uploads/abc-a.webp',
    });
  });

  it('a required file: a new sponsor cannot be created until a logo is chosen', async () => {
    withProviders(<SponsorForm item={null} onDone={() => {}} />);
    expect(button('Create Sponsor').disabled).toBe(true);

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Logo (required)'), photo());
    expect(button('Create Sponsor').disabled).toBe(false);
  });

  it('no image: the fields go as JSON', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'PUT' ? Response.json({} as Sponsor) : Response.json([])));
    withProviders(<AboutForm item={feature} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(typeof writes()[0]?.body).toBe('string');
  });
});
