// The portal's one confirmation, on the shared <dialog> (ADR 042): an alert dialog named by its question, which
// only Cancel, Escape or the confirming button answer. happy-dom keeps showModal()'s state, not the browser's focus
// trap; the e2e specs check that part (admin-a11y, admin-profiles).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Asking({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title={'Delete the player "Kila Mori"?'}
      description="You can undo this for 10 seconds afterwards."
      confirmLabel="Delete"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
      onOpenChange={setOpen}
    />
  );
}

const question = () => screen.queryByRole('alertdialog', { name: 'Delete the player "Kila Mori"?' });

describe('ConfirmDialog', () => {
  it('asks as an alert dialog named by its question and described by what follows', () => {
    render(<Asking />);
    const dialog = question()!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You can undo this for 10 seconds afterwards.',
    );
    // Cancel and the action only: no second way out named 'Close'.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Delete']);
  });

  it('runs the action once on its button and closes', async () => {
    const onConfirm = vi.fn();
    render(<Asking onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('closes without the action on Cancel and on Escape (the browser closing the <dialog>)', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(<Asking onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(question()).toBeNull();
    unmount();

    render(<Asking onConfirm={onConfirm} />);
    document.querySelector('dialog')!.close();
    await vi.waitFor(() => expect(question()).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
