// The registration form's send button (an island, ADR 037): once tapped it waits, disabled and saying so, until the
// next page comes, so a second tap on a slow line sends nothing twice. It also keeps what is typed in this browser
// (registration-draft.ts) and puts it back after a reload or a Back. Without the script it is the plain submit
// button, and the server answers a registration sent twice as the first.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { keepRegistrationDraft, restoreRegistrationDraft } from './registration-draft';

export const SEND_LABEL = 'Send Registration';
export const SENDING_LABEL = 'Sending...';

export default function SendRegistrationIsland() {
  const button = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    restoreRegistrationDraft(form);
    const keep = () => keepRegistrationDraft(form);
    const sent = () => {
      keepRegistrationDraft(form, { sending: true });
      setSending(true);
    };
    // Back to a page the browser kept whole: the send it was waiting for is over.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    form.addEventListener('input', keep);
    form.addEventListener('change', keep);
    form.addEventListener('submit', sent);
    window.addEventListener('pageshow', shown);
    return () => {
      form.removeEventListener('input', keep);
      form.removeEventListener('change', keep);
      form.removeEventListener('submit', sent);
      window.removeEventListener('pageshow', shown);
    };
  }, []);

  return (
    <Button
      ref={button}
      type="submit"
      size="lg"
      busy={sending}
      disabled={sending}
      className="w-full sm:w-auto sm:justify-self-start"
    >
      {sending ? SENDING_LABEL : SEND_LABEL}
    </Button>
  );
}
