// One reading of a price for the form, the server and the stored text (prices read 'PGK 85.00', docs/product.md
// "Constants and limits").
import { z } from 'zod/v4';
import { CURRENCY_PREFIX } from './constants';
import { requiredText } from './zod-messages';

export const PRICE_MESSAGE = 'Enter the price in kina as a number, e.g. 50 or 50.00';

/** Kina are written 'PGK 50', 'K50' or just '50'; thousands may carry commas; at most two decimals (toea). */
const PRICE = /^(?:pgk|k)?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/i;

/** 'PGK 50.00' from '50', '50.00', 'K50', 'PGK 50', 'pgk50.5' or '1,250'; null for anything else ('fifty', '-5'). */
export function normalisePrice(typed: string): string | null {
  const match = PRICE.exec(typed.trim());
  if (!match) return null;
  const kina = match[1]!.replaceAll(',', '');
  const toea = (match[2] ?? '').padEnd(2, '0');
  return `${CURRENCY_PREFIX} ${Number(kina)}.${toea}`;
}

const PREFIX = new RegExp(`^\\s*${CURRENCY_PREFIX}\\s*`, 'i');

/** A stored price without its currency prefix, for the form's amount field (which shows 'PGK' beside it). */
export const priceAmount = (price: string): string => price.replace(PREFIX, '').trim();

/** The price field of the merchandise schema: required, a number of kina, stored as 'PGK 50.00'. */
export const priceField = () =>
  requiredText('Price').transform((typed, ctx) => {
    const price = normalisePrice(typed);
    if (price === null) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE, input: typed });
      return z.NEVER;
    }
    return price;
  });
