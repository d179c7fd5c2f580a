// The one address check for every address a visitor types that the site sends to (a follower's address, a
// registration's contact, an enquiry's reply address): exactly one mailbox, written as `local@domain.tld` (RFC 5322's
// addr-spec in its dot-atom form). No display name ('Kila <k@example.org>'), no list ('a@x.org, b@y.org'), no
// comments or quoted local part: each of those reads as an address to a loose check but names a different or extra
// mailbox to a mail server, which let one mailbox be asked for again and again under new spellings. Plain
// TypeScript, no zod, so the public pages' forms carry no validation library.

/** Local-part characters (RFC 5322 atext): letters, digits and these signs; dots only between them. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters, digits and inner hyphens. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const MAILBOX = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** The longest address a mail server has to accept (RFC 5321), and the longest local part. */
export const ADDRESS_MAX = 254;
const LOCAL_MAX = 64;

/** The one form an address is kept and compared in: trimmed, in lower case (mail services ignore case). */
export const normalAddress = (text: string): string => text.trim().toLowerCase();

/** The address in its normal form when `text` is one mailbox (spaces around it ignored), else null. */
export function mailbox(text: string): string | null {
  const address = normalAddress(text);
  if (address.length > ADDRESS_MAX || !MAILBOX.test(address)) return null;
  return address.indexOf('@') > LOCAL_MAX ? null : address;
}

export const looksLikeEmail = (text: string): boolean => mailbox(text) !== null;
