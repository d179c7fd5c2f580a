// Toasts as docs/product.md "Constants and limits" sets them: one at a time, gone after 5 seconds unless pointed at or
// focused, F8 to reach them, announced politely. The toast store (lib/toast.ts) is shared module state: each test
// dismisses what it showed.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../../../shared/constants';
import { dismissToast, type ToastInput, toast, UNDO_MS } from '../../lib/toast';
import { Toaster } from './toaster';

const shown: number[] = [];
const show = (input: ToastInput) =>
  act(() => {
    shown.push(toast(input));
  });

afterEach(() => {
  act(() => {
    for (const id of shown.splice(0)) dismissToast(id);
  });
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const statuses = () => within(region()).queryAllByRole('status');
// The timing tests run on a fake clock. Testing Library's async helpers wait on a real timer that a fake clock
// never fires, so those tests fire their events synchronously (fireEvent) instead of through user-event.
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toaster', () => {
  it('announces a toast politely in a named region, with its title and description', () => {
    render(<Toaster />);
    show({ title: 'Message Sent!', description: "We'll get back to you soon." });
    const [status] = statuses();
    expect(status!.textContent).toContain('Message Sent!');
    expect(status!.textContent).toContain("We'll get back to you soon.");
    expect(status!.getAttribute('aria-atomic')).toBe('true');
    expect(status!.closest('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
  });

  it('shows one toast at a time: the newest replaces the one showing', () => {
    render(<Toaster />);
    show({ title: 'Saved' });
    show({ title: 'Error', variant: 'destructive' });
    expect(statuses().map((s) => s.querySelector('p')!.textContent)).toEqual(['Error']);
    expect(TOAST.limit).toBe(1);
  });

  it('goes after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show({ title: 'Saved' });
    wait(TOAST.durationMs - 1);
    expect(statuses()).toHaveLength(1);
    wait(1);
    expect(statuses()).toHaveLength(0);
  });

  it('stays while pointed at or focused, then gets its full 5 seconds again', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show({ title: 'Saved' });
    fireEvent.mouseEnter(statuses()[0]!);
    wait(TOAST.durationMs * 3);
    expect(statuses()).toHaveLength(1);
    fireEvent.mouseLeave(statuses()[0]!);
    wait(TOAST.durationMs - 100);
    expect(statuses()).toHaveLength(1);

    act(() => within(statuses()[0]!).getByRole('button', { name: 'Close' }).focus());
    wait(TOAST.durationMs * 3);
    expect(statuses()).toHaveLength(1);
    act(() => within(statuses()[0]!).getByRole('button', { name: 'Close' }).blur());
    wait(TOAST.durationMs);
    expect(statuses()).toHaveLength(0);
  });

  it("offers an action (a delete's Undo) for as long as it asks: choosing it runs it and closes the toast", async () => {
    const undo = vi.fn();
    vi.useFakeTimers();
    render(<Toaster />);
    show({ title: 'Article deleted successfully', action: { label: 'Undo', onClick: undo }, durationMs: UNDO_MS });
    wait(TOAST.durationMs);
    expect(statuses()).toHaveLength(1);
    fireEvent.click(within(statuses()[0]!).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(statuses()).toHaveLength(0);

    show({ title: 'Article deleted successfully', action: { label: 'Undo', onClick: undo }, durationMs: UNDO_MS });
    wait(UNDO_MS);
    expect(statuses()).toHaveLength(0);
    expect(undo).toHaveBeenCalledOnce();
  });

  it('closes with its named Close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    show({ title: 'Saved' });
    await user.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(statuses()).toHaveLength(0);
  });

  it('moves focus to the notifications on F8, from anywhere on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Name" />
        <Toaster />
      </>,
    );
    show({ title: 'Saved' });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region());
    // Then Tab reaches the toast's button.
    await user.tab();
    expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Close' }));
  });
});
