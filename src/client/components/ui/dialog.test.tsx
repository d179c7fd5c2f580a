// The modal on the browser's own <dialog>. happy-dom keeps showModal()'s state but not the browser's part of it
// (focus trap, Escape, the backdrop), so these tests check our side: the dialog's name and description, when its
// content exists, and that every way a visitor closes it reaches onClose. Escape is the browser closing the
// <dialog> (a `close` event), which the test does the same way.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogDescription, DialogTitle } from './dialog';

function Enquiry({
  open,
  onClose = () => {},
  onKeyDown,
}: {
  open: boolean;
  onClose?: () => void;
  onKeyDown?: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} titleId="enquiry-title" descriptionId="enquiry-text" onKeyDown={onKeyDown}>
      <DialogTitle id="enquiry-title">Join the club</DialogTitle>
      <DialogDescription id="enquiry-text">Tell us about your child.</DialogDescription>
      <button type="button">Send</button>
    </Dialog>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its text', () => {
    render(<Enquiry open />);
    const dialog = screen.getByRole('dialog', { name: 'Join the club' });
    expect(dialog).toBe(dialogElement());
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Tell us about your child.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Join the club' })).toBeTruthy();
  });

  it('renders no content while closed, and closes the <dialog> when open turns false', () => {
    const { rerender } = render(<Enquiry open={false} />);
    expect(dialogElement().hasAttribute('open')).toBe(false);
    expect(screen.queryByText('Join the club')).toBeNull();
    rerender(<Enquiry open />);
    expect(dialogElement().hasAttribute('open')).toBe(true);
    rerender(<Enquiry open={false} />);
    expect(dialogElement().hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('has a named close button that a keyboard reaches and presses', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Enquiry open onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose when the browser closes it, as it does on Escape', () => {
    const onClose = vi.fn();
    render(<Enquiry open onClose={onClose} />);
    dialogElement().close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on one inside the panel', async () => {
    const onClose = vi.fn();
    render(<Enquiry open onClose={onClose} />);
    const dialog = dialogElement();
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 300, height: 200 });
    fireEvent.click(dialog, { clientX: 200, clientY: 150 }); // on the panel's own padding
    await userEvent.click(screen.getByText('Tell us about your child.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { clientX: 20, clientY: 20 }); // outside the box: the backdrop
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('passes keys pressed inside to onKeyDown (the gallery pages with the arrow keys)', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    render(<Enquiry open onKeyDown={onKeyDown} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{ArrowRight}');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'ArrowRight' }));
  });
});
