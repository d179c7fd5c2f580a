// Links shared by the server render and the browser. Dates are printed by src/shared/club-time.ts (ADR 032).

/** A mailto: link with a prefilled subject and body, each part encoded. */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A tel: link; spaces and punctuation people type are dropped, a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
