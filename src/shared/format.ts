// Links shared by the server render and the browser. Dates are printed by src/shared/club-time.ts (ADR 032).

/** A mailto: link with a prefilled subject and body, each part encoded. */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A phone number as shown: its spaces do not break, so the number is never split over two lines. */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');

/** A tel: link; spaces and punctuation people type are dropped, a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
