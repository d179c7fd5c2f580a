import { CURRENCY_PREFIX } from '../../../../../shared/constants';

const PREFIX = new RegExp(`^\\s*${CURRENCY_PREFIX}\\s*`, 'i');

/** A stored price without its currency prefix, for the form's amount field. */
export const priceAmount = (price: string): string => price.replace(PREFIX, '').trim();

/** The stored price text: 'PGK 85.00' from '85', '85.5' or 'PGK 85.00'; other text is kept as typed. */
export function priceText(amount: string): string {
  const bare = priceAmount(amount);
  const formatted = /^\d+(\.\d+)?$/.test(bare) ? Number(bare).toFixed(2) : bare;
  return `${CURRENCY_PREFIX} ${formatted}`;
}
