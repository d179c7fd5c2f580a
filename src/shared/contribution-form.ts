// What staff type to record money given to a tour: one schema for the server's routes and the portal's
// form, so both refuse the same input with the same words. The amount is typed in kina ('250', '250.50') and leaves
// the schema in toea, so every sum is exact; the day is checked against the club's today, which the caller gives
// (the server its clock in CLUB_TIMEZONE, the portal the device's).
import { z } from 'zod/v4';
import { CONTRIBUTION_METHODS, formatKina, MAX_KINA, TOEA_PER_KINA } from './tours';
import { whenMissing } from './zod-messages';

export const METHOD_MESSAGE = 'Choose Cash, Bank transfer, Mobile money or Sponsor';
export const SPONSOR_MESSAGE = 'Choose the sponsor';
export const AMOUNT_MESSAGE = 'Enter the amount in kina, such as 250 or 250.50';
const MAX_AMOUNT_MESSAGE = `The amount can be at most ${formatKina(MAX_KINA * TOEA_PER_KINA)}`;
const MAX_TEXT = 200;

/** Kina as typed ('250', '1,250.50', 'K 250'): the whole kina and at most two digits of toea. */
const KINA = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '250.5' → 25050 toea; null when it is not an amount of kina. */
export function kinaToToea(typed: string): number | null {
  const match = KINA.exec(typed.replace(/^(PGK|K)\s*/i, '').replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * TOEA_PER_KINA + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 25050 toea → '250.50', as the form shows a stored amount for editing. */
export const toeaToKinaText = (toea: number) =>
  toea % TOEA_PER_KINA === 0 ? String(toea / TOEA_PER_KINA) : (toea / TOEA_PER_KINA).toFixed(2);

/** An amount typed in kina (250, 250.50), out in toea: more than 0, at most MAX_KINA, at most 2 decimals. */
export const amountField = z
  .union([z.string(), z.number()], { error: (issue) => whenMissing('Amount')(issue) ?? AMOUNT_MESSAGE })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'Amount is required' });
      return z.NEVER;
    }
    if (/\.\d{3,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Use at most 2 decimal places (toea)' });
      return z.NEVER;
    }
    const toea = kinaToToea(text);
    if (toea === null) ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    else if (toea <= 0) ctx.addIssue({ code: 'custom', message: 'The amount must be more than 0' });
    else if (toea > MAX_KINA * TOEA_PER_KINA) ctx.addIssue({ code: 'custom', message: MAX_AMOUNT_MESSAGE });
    else return toea;
    return z.NEVER;
  });

const optionalText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_TEXT, `${label} must be at most ${MAX_TEXT} characters`)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));

/**
 * The contribution form on the club's `today` ('YYYY-MM-DD'). A Sponsor contribution may leave the supporter's name
 * empty: the server writes the sponsor's name in.
 */
export const contributionSchemaOn = (today: () => string) =>
  z
    .object({
      amount: amountField,
      receivedOn: z.iso
        .date({ error: (issue) => whenMissing('Date')(issue) ?? 'Enter the date as a day' })
        .refine((day) => day <= today(), { message: 'The date cannot be after today' }),
      supporterName: optionalText("Supporter's name"),
      showName: z.boolean({ error: 'Show my name must be true or false' }).default(false),
      showAmount: z.boolean({ error: 'Show the amount must be true or false' }).default(false),
      method: z.enum(CONTRIBUTION_METHODS, { message: METHOD_MESSAGE }),
      sponsorId: z.preprocess((v) => (v === '' ? null : v), z.uuid({ message: SPONSOR_MESSAGE }).nullable().optional()),
      reference: optionalText('Reference'),
    })
    .superRefine((input, ctx) => {
      if (input.method === 'sponsor' && !input.sponsorId) {
        ctx.addIssue({ code: 'custom', path: ['sponsorId'], message: SPONSOR_MESSAGE });
      }
      if (input.method !== undefined && input.method !== 'sponsor' && input.sponsorId) {
        ctx.addIssue({
          code: 'custom',
          path: ['sponsorId'],
          message: 'Leave the sponsor empty unless paid as Sponsor',
        });
      }
      if (input.method !== 'sponsor' && !input.supporterName) {
        ctx.addIssue({ code: 'custom', path: ['supporterName'], message: "Supporter's name is required" });
      }
    });

export type ContributionValues = z.output<ReturnType<typeof contributionSchemaOn>>;

/** A contribution as staff read it: the sealed name and reference opened. */
export type ContributionForStaff = {
  id: string;
  tourId: string;
  amountToea: number;
  receivedOn: string;
  supporterName: string;
  reference: string | null;
  showName: boolean;
  showAmount: boolean;
  method: (typeof CONTRIBUTION_METHODS)[number];
  sponsorId: string | null;
  /** The sponsor's name, when the sponsor still exists. */
  sponsorName: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/admin/tours/{id}/contributions: the rows and what they add up to. */
export type TourContributions = {
  contributions: ContributionForStaff[];
  totals: { raisedToea: number; count: number };
};
