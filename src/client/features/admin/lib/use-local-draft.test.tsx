// Nothing typed is lost (ADR 045), through real section forms: what is typed is kept in this browser and
// offered back when the form opens again ('Restore what you typed at 10:42?'), until a save succeeds; a save
// refused because someone else saved first keeps the form and says so; every update names the version it edits.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonOf } from '../../../../../tests/fixtures/fake-fetch';
import { signedInAdminClient } from '../../../../../tests/fixtures/signed-in-client';
import { api } from '../../../../shared/paths';
import type { AboutFeature, ContactInquiry, InternationalFeature, MerchandiseItem } from '../../../../shared/schema';
import { AuthProvider, useAuth } from '../../../lib/auth';
import { DRAFT_KEEP_MS, draftKey, readDraft, storableValues, writeDraft } from '../../../lib/local-drafts';
import { AboutForm } from '../sections/about/about-form';
import { InquiryCard } from '../sections/inquiries/inquiry-card';
import { InternationalForm } from '../sections/international/international-form';
import { MerchandiseForm } from '../sections/merchandise/merchandise-form';
import { AddStaffForm } from '../sections/staff/add-staff-form';

const server = fakeServer();
const { serve, writes } = server;

/** 00:42 UTC is 10:42 in Port Moresby, the portal's default club time zone. */
const TYPED_AT = new Date('2026-11-27T00:42:00.000Z');
const STALE = 'Someone else changed this at 10:40. Copy your text, reload, and apply your changes again.';

const feature: AboutFeature = {
  id: '7d0c9a52-6a4b-4a39-9a55-0d6b3f1e2a10',
  icon: 'Trophy',
  title: 'Elite coaching',
  description: 'Certified coaches at every age group.',
  color: 'bg-blue-600',
  order: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-26T22:15:00.123Z',
};

const jersey: MerchandiseItem = {
  id: '4c2e8a10-5b7d-4f3e-9a61-2d8c0e6f1b33',
  collection: 'Jerseys',
  name: 'Home jersey',
  description: 'Red and gold',
  price: 'PGK 85.00',
  imageUrl: null,
  order: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-26T22:15:00.456Z',
};

const tour: InternationalFeature = {
  id: '0b7f5c1e-2d34-4e8a-9c61-5a2f3e4d1b20',
  title: 'Australia tour',
  description: 'Two weeks of games in Queensland.',
  order: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-26T22:15:00.789Z',
};

function SignOut() {
  const { logoutMutation } = useAuth();
  return (
    <button type="button" onClick={() => logoutMutation.mutate()}>
      Logout
    </button>
  );
}

const withProviders = (ui: ReactNode, client = signedInAdminClient()) =>
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('club-draft:'));
const offer = () => screen.queryByText(/^Restore what you typed/);

async function retitle(title: string) {
  const user = userEvent.setup();
  await user.clear(field('Title'));
  await user.type(field('Title'), title);
  return user;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TYPED_AT);
  server.reset();
  serve(() => Response.json([]));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a draft of what is typed', () => {
  it("is offered when the form opens again, 'Restore what you typed at 10:42?', and Restore puts it back", async () => {
    const first = withProviders(<AboutForm item={feature} onDone={() => {}} />);
    await retitle('Elite coaching for all');
    await userEvent.setup().type(field('Description'), ' Every week.');
    first.unmount();

    withProviders(<AboutForm item={feature} onDone={() => {}} />);
    expect(field('Title').value).toBe('Elite coaching');
    expect(offer()?.textContent).toBe('Restore what you typed at 10:42?');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Title').value).toBe('Elite coaching for all');
    expect(field('Description').value).toBe('Certified coaches at every age group. Every week.');
    expect(offer()).toBeNull();
    // Restored is not saved: leaving the page still asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('is written when the page is hidden, without waiting for a pause in typing', async () => {
    withProviders(<AboutForm item={null} onDone={() => {}} />);
    await userEvent.setup().type(field('Title'), 'Tours');
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(draftKey(1, 'about', 'new'))?.values).toMatchObject({ title: 'Tours' });
  });

  it('is gone after Discard', async () => {
    const first = withProviders(<AboutForm item={feature} onDone={() => {}} />);
    await retitle('Something else');
    first.unmount();
    const second = withProviders(<AboutForm item={feature} onDone={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(offer()).toBeNull();
    expect(field('Title').value).toBe('Elite coaching');
    expect(drafts()).toEqual([]);
    second.unmount();
    withProviders(<AboutForm item={feature} onDone={() => {}} />);
    expect(offer()).toBeNull();
  });

  it('is removed by a successful save, and the update names the version it edits', async () => {
    const onDone = vi.fn();
    serve((call) => (call.method === 'PUT' ? Response.json(feature) : Response.json([])));
    withProviders(<AboutForm item={feature} onDone={onDone} />);
    const user = await retitle('Elite coaching for all');
    window.dispatchEvent(new Event('pagehide'));
    expect(drafts()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(jsonOf(writes()[0]!)).toMatchObject({ title: 'Elite coaching for all', updatedAt: feature.updatedAt });
    expect(drafts()).toEqual([]);
  });

  it('is kept by a failed save (the line dropped)', async () => {
    serve((call) => {
      if (call.method === 'PUT') throw new TypeError('Failed to fetch');
      return Response.json([]);
    });
    const first = withProviders(<AboutForm item={feature} onDone={() => {}} />);
    const user = await retitle('Elite coaching for all');
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    first.unmount();
    withProviders(<AboutForm item={feature} onDone={() => {}} />);
    expect(offer()).not.toBeNull();
  });

  it('is not kept once the form holds what it opened with again', async () => {
    // The international form: text only (happy-dom shows a select's saved value as its first option).
    const first = withProviders(<InternationalForm item={tour} onDone={() => {}} />);
    const user = await retitle('Australia tour!');
    window.dispatchEvent(new Event('pagehide'));
    expect(drafts()).toHaveLength(1);
    await user.type(field('Title'), '{Backspace}');
    first.unmount();
    expect(drafts()).toEqual([]);
    withProviders(<InternationalForm item={tour} onDone={() => {}} />);
    expect(offer()).toBeNull();
  });

  it("is one person's: another signed in on the same browser is not offered it, and signing out removes it", async () => {
    const first = withProviders(<AboutForm item={feature} onDone={() => {}} />);
    await retitle('Mine');
    first.unmount();
    const someoneElse = signedInAdminClient({ id: 2, username: 'grace' });
    const theirs = withProviders(<AboutForm item={feature} onDone={() => {}} />, someoneElse);
    expect(offer()).toBeNull();
    await retitle('Theirs');
    theirs.unmount();
    expect(drafts()).toHaveLength(2);

    // Grace signs out: her draft goes, the first person's stays for them.
    serve((call) =>
      call.url === api.user ? Response.json({ id: 2, username: 'grace' }) : new Response(null, { status: 204 }),
    );
    withProviders(
      <AuthProvider>
        <SignOut />
      </AuthProvider>,
      someoneElse,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(drafts()).toEqual([draftKey(1, 'about', feature.id)]));
  });

  it('says when the item has been saved since the draft was typed', async () => {
    const first = withProviders(<AboutForm item={feature} onDone={() => {}} />);
    await retitle('Mine');
    first.unmount();
    const savedSince = { ...feature, updatedAt: '2026-11-27T00:50:00.000Z' };
    withProviders(<AboutForm item={savedSince} onDone={() => {}} />);
    expect(offer()?.textContent).toBe(
      'Restore what you typed at 10:42? This item has been saved since (at 10:50): what you restore replaces that save.',
    );
  });

  it('is dropped after a week', async () => {
    const key = draftKey(1, 'about', feature.id);
    const values = { ...storableValues({ ...feature }), title: 'Old' };
    writeDraft(key, { savedAt: TYPED_AT.getTime() - DRAFT_KEEP_MS, version: feature.updatedAt, values });
    withProviders(<AboutForm item={feature} onDone={() => {}} />);
    expect(offer()).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('never holds a file: a multipart form keeps its text, and sends the version with the fields', async () => {
    serve((call) => (call.method === 'PUT' ? Response.json(jersey) : Response.json([])));
    const first = withProviders(<MerchandiseForm item={jersey} onDone={() => {}} />);
    const user = userEvent.setup();
    await user.clear(field('Price'));
    await user.type(field('Price'), '80.00');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'jersey.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Image/), photo);
    first.unmount();
    const [key] = drafts();
    expect(Object.values(JSON.parse(localStorage.getItem(key!)!).values)).not.toContainEqual(expect.any(Object));

    const onDone = vi.fn();
    withProviders(<MerchandiseForm item={jersey} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Price').value).toBe('80.00');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const body = writes()[0]!.body as FormData;
    expect(body.get('price')).toBe('PGK 80.00');
    expect(body.get('updatedAt')).toBe(jersey.updatedAt);
  });

  it("never holds a password: a new colleague's username is kept, the password typed for them is not", async () => {
    const first = withProviders(<AddStaffForm onDone={() => {}} />);
    const user = userEvent.setup();
    await user.type(field('Username'), 'grace');
    await user.type(field('Password'), 'Secret-password-1');
    await user.type(field('Confirm password'), 'Secret-password-1');
    first.unmount();
    const stored = drafts()
      .map((key) => localStorage.getItem(key))
      .join();
    expect(stored).toContain('grace');
    expect(stored).not.toContain('Secret-password-1');
    withProviders(<AddStaffForm onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Username').value).toBe('grace');
    expect(field('Password').value).toBe('');
  });

  it("follows a form that holds its text in state: an enquiry's staff notes", async () => {
    const inquiry: ContactInquiry = {
      id: '8e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
      firstName: 'Mary',
      lastName: 'Kila',
      email: 'mary@example.org',
      phone: null,
      ageGroup: null,
      message: 'When is training?',
      createdAt: '2026-11-26T22:00:00.000Z',
      status: 'new',
      notes: null,
      statusChangedAt: '2026-11-26T22:00:00.000Z',
    };
    const card = () => (
      <Tooltip.Provider>
        <ul>
          <InquiryCard inquiry={inquiry} onDelete={() => {}} deleting={false} />
        </ul>
      </Tooltip.Provider>
    );
    const first = withProviders(card());
    const user = userEvent.setup();
    await user.type(field('Staff notes'), 'Called back, comes Saturday');
    first.unmount();
    withProviders(card());
    expect(field('Staff notes').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Staff notes').value).toBe('Called back, comes Saturday');
  });

  it('leaves the form working where the browser keeps nothing (storage full or blocked)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const onDone = vi.fn();
    serve((call) => (call.method === 'PUT' ? Response.json(feature) : Response.json([])));
    withProviders(<AboutForm item={feature} onDone={onDone} />);
    const user = await retitle('Still saved');
    window.dispatchEvent(new Event('pagehide'));
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    vi.restoreAllMocks();
  });
});

describe('a save over someone else’s (409)', () => {
  it('keeps the form and every value typed, and says why above the buttons', async () => {
    const onDone = vi.fn();
    serve((call) => (call.method === 'PUT' ? Response.json({ message: STALE }, { status: 409 }) : Response.json([])));
    const first = withProviders(<AboutForm item={feature} onDone={onDone} />);
    const user = await retitle('Elite coaching for all');
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STALE);
    expect(onDone).not.toHaveBeenCalled();
    expect(field('Title').value).toBe('Elite coaching for all');
    expect(jsonOf(writes()[0]!).updatedAt).toBe(feature.updatedAt);
    // The draft stays for after the reload the message asks for.
    first.unmount();
    withProviders(<AboutForm item={feature} onDone={() => {}} />);
    expect(offer()).not.toBeNull();
  });
});
