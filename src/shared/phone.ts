// Papua New Guinea phone numbers, as families type them and as the club stores them: mobiles are 8 digits starting
// with 7 ('7123 4567' is stored '+675 7123 4567'), landlines 7 digits ('+675 321 1234'). One function for the
// enquiry form in the browser, the server, the no-JavaScript form and Site Settings' WhatsApp number, so all agree.

export const PHONE_EXAMPLE = "Enter a PNG phone number, such as '7123 4567' or '+675 321 1234'";

const COUNTRY = '675';

/** The number as stored ('+675 7123 4567'), or null when the text is not a PNG mobile or landline number. */
export function normalisePhone(typed: string): string | null {
  const text = typed.trim();
  // Digits with the separators people use; a + only in front.
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    if (!digits.startsWith(COUNTRY)) return null;
    digits = digits.slice(COUNTRY.length);
  } else if (digits.startsWith(`00${COUNTRY}`)) {
    digits = digits.slice(2 + COUNTRY.length);
  } else if (digits.startsWith(COUNTRY) && digits.length > 8) {
    // '675 7123 4567' without the +; no national number is longer than 8 digits, so this cannot be one.
    digits = digits.slice(COUNTRY.length);
  }
  if (/^7\d{7}$/.test(digits)) return `+${COUNTRY} ${digits.slice(0, 4)} ${digits.slice(4)}`;
  if (/^[1-9]\d{6}$/.test(digits)) return `+${COUNTRY} ${digits.slice(0, 3)} ${digits.slice(3)}`;
  return null;
}

/** An optional number as a form sends it: blank is none, anything else must be a number. */
export function optionalPhone(typed: unknown): { phone: string | null } | { problem: string } {
  if (typed === undefined || typed === null || (typeof typed === 'string' && typed.trim() === '')) {
    return { phone: null };
  }
  const phone = typeof typed === 'string' ? normalisePhone(typed) : null;
  return phone ? { phone } : { problem: PHONE_EXAMPLE };
}

/**
 * The chat link of a stored number: 'https://wa.me/67571234567' (wa.me takes the digits with the country code),
 * with a first message typed in for the visitor when `text` is given.
 */
export const whatsappHref = (stored: string, text?: string): string =>
  `https://wa.me/${stored.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export const MOBILE_EXAMPLE = "Enter a PNG mobile number, such as '7123 4567' or '+675 7123 4567'";

/** A PNG mobile number as stored ('+675 7123 4567'), or null for anything else (a landline included). */
export function normaliseMobile(typed: string): string | null {
  const phone = normalisePhone(typed);
  return phone?.startsWith(`+${COUNTRY} 7`) ? phone : null;
}
