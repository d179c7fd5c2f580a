// The registration form's send button: it waits once tapped, and what is typed is kept in this browser (never the
// medical notes once sent, nothing once the confirmation is shown), coming back after a reload.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import ForgetRegistrationDraftIsland from './forget-draft-island';
import SendRegistrationIsland from './send-island';

const STORED = 'club-draft:v1:public:registration';

/** The server's plain form, as far as these fields go, with the island in it. */
function Form() {
  return (
    <form aria-label="Registration" onSubmit={(event) => event.preventDefault()}>
      <label>
        First name <input name="firstName" />
      </label>
      <label>
        Last name <input name="lastName" />
      </label>
      <label>
        Medical <textarea name="medical" />
      </label>
      <label>
        Code of conduct <input type="checkbox" name="consentCodeOfConduct" />
      </label>
      <SendRegistrationIsland />
    </form>
  );
}

afterEach(() => localStorage.clear());

it('keeps the typed names over a reload, and waits disabled once sent, without the medical notes kept', async () => {
  const user = userEvent.setup();
  const first = render(<Form />);
  await user.type(screen.getByLabelText('First name'), 'Kila');
  await user.type(screen.getByLabelText('Last name'), 'Vagi');
  await user.type(screen.getByLabelText('Medical'), 'Asthma');
  await user.click(screen.getByLabelText('Code of conduct'));
  first.unmount();

  // A reload: the page comes empty from the server, the island fills it back.
  const second = render(<Form />);
  expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Kila');
  expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Vagi');
  expect(screen.getByLabelText<HTMLTextAreaElement>('Medical').value).toBe('Asthma');
  expect(screen.getByLabelText<HTMLInputElement>('Code of conduct').checked).toBe(true);

  const send = screen.getByRole('button', { name: 'Send Registration' });
  expect(send).toHaveProperty('disabled', false);
  fireEvent.submit(send.closest('form')!);
  const waiting = await screen.findByRole('button', { name: 'Sending...' });
  expect(waiting).toHaveProperty('disabled', true);
  const kept = JSON.parse(localStorage.getItem(STORED)!).values;
  expect(kept).toMatchObject({ firstName: 'Kila', lastName: 'Vagi' });
  expect(kept).not.toHaveProperty('medical');
  expect(localStorage.getItem(STORED)).not.toContain('Asthma');
  second.unmount();

  // What the server answered with stays: only empty fields are filled.
  render(
    <form>
      <input aria-label="First name" name="firstName" defaultValue="Kilala" />
      <SendRegistrationIsland />
    </form>,
  );
  expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Kilala');
});

it('forgets the draft on the confirmation page', () => {
  localStorage.setItem(STORED, JSON.stringify({ savedAt: Date.now(), version: null, values: { firstName: 'Kila' } }));
  render(<ForgetRegistrationDraftIsland />);
  expect(localStorage.getItem(STORED)).toBeNull();
});
