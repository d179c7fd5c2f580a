// Money families owe and pay (docs/product.md "Who has paid"): charges with a payment reference, payments allocated
// to them, bank statements matched by reference. Amounts are whole toea (1 kina = 100 toea), never floating point.
// A reference is 'PMBC-' and six characters from an alphabet without look-alikes, the last a check character, so a
// mistyped reference is caught and never matches another charge.

export const PAYMENT_METHODS = ['cash', 'bank', 'mobile'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  mobile: 'Mobile money',
};

export const CHARGE_STATUSES = ['open', 'part-paid', 'paid', 'waived'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  open: 'Open',
  'part-paid': 'Part paid',
  paid: 'Paid',
  waived: 'Waived',
};

/** A charge's status from its amount, what is allocated to it and whether it was waived. */
export function chargeStatus(amountToea: number, paidToea: number, waived: boolean): ChargeStatus {
  if (waived) return 'waived';
  if (paidToea >= amountToea) return 'paid';
  return paidToea > 0 ? 'part-paid' : 'open';
}

export const STATEMENT_LINE_STATUSES = ['matched', 'to-match', 'not-for-club', 'already-recorded'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

export const REFERENCE_PREFIX = 'PMBC-';

/** No 0/O, 1/I/L: 31 characters, a prime count, so the check character catches every single mistyped character. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BODY_LENGTH = 5;

/**
 * The check character of a reference's first five characters: the sum of each character's value times its
 * position (1 to 5), taken from 31. One wrong character or two neighbours swapped always change it.
 */
function checkCharacter(body: string): string {
  let sum = 0;
  for (const [i, char] of [...body].entries()) sum += (i + 1) * REFERENCE_ALPHABET.indexOf(char);
  return REFERENCE_ALPHABET[
    (REFERENCE_ALPHABET.length - (sum % REFERENCE_ALPHABET.length)) % REFERENCE_ALPHABET.length
  ]!;
}

/** A new reference from five random numbers (each read modulo the alphabet's length). */
export function makeReference(random: (count: number) => Uint8Array): string {
  const body = [...random(BODY_LENGTH)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
  return `${REFERENCE_PREFIX}${body}${checkCharacter(body)}`;
}

/** 'PMBC-7KX2QA' as written or typed ('pmbc 7kx2qa', 'PMBC7KX2QA'), normalised; null when its check fails. */
export function normaliseReference(typed: string): string | null {
  const match = /^PMBC[\s-]?([0-9A-Z]{6})$/i.exec(typed.trim());
  if (!match) return null;
  const code = match[1]!.toUpperCase();
  if (![...code].every((char) => REFERENCE_ALPHABET.includes(char))) return null;
  return checkCharacter(code.slice(0, BODY_LENGTH)) === code[BODY_LENGTH] ? `${REFERENCE_PREFIX}${code}` : null;
}

/** The first valid reference in a bank statement's description ('TFR PMBC-7KX2QA MOREA'), if any. */
export function referenceIn(description: string): string | null {
  for (const match of description.matchAll(/PMBC[\s-]?[0-9A-Z]{6}(?![0-9A-Z])/gi)) {
    const reference = normaliseReference(match[0]);
    if (reference) return reference;
  }
  return null;
}

/** 'K1,250.00': how the club writes an amount of toea (whole numbers throughout, no floating point). */
export function kinaText(toea: number): string {
  const sign = toea < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(toea) / 100);
  const cents = String(Math.abs(toea) % 100).padStart(2, '0');
  return `${sign}K${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** What a season's fee charge is called: '2027 season fee'. A Coach's players list finds it by its ending. */
export const SEASON_FEE_ENDING = 'season fee';
export const seasonFeeDescription = (year: number) => `${year} ${SEASON_FEE_ENDING}`;
