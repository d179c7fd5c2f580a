// What staff type to set a family's contacts (PUT /api/admin/players/{id}/family): one schema for the server's
// route and the portal's form, so both refuse the same input with the same words. The mobile number leaves the
// schema as stored ('+675 7123 4567'): families are found again by it.
import { z } from 'zod/v4';
import { ADDRESS_MAX, mailbox } from './email';
import type { FamilyContacts } from './families';
import { MOBILE_EXAMPLE, normaliseMobile } from './phone';
import { whenMissing } from './zod-messages';

export const GUARDIAN_NAME_MAX = 200;
export const FAMILY_EMAIL_MESSAGE = 'Enter a valid email address, or leave it blank';

export const familyContactsSchema = z.object({
  guardianName: z
    .string({ error: (issue) => whenMissing('Name')(issue) ?? 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(GUARDIAN_NAME_MAX, `Name must be at most ${GUARDIAN_NAME_MAX} characters`),
  phone: z.string({ error: MOBILE_EXAMPLE }).transform((typed, ctx) => {
    const phone = normaliseMobile(typed);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: MOBILE_EXAMPLE });
    return z.NEVER;
  }),
  /** Optional: blank (or left out) is none; anything else must be one mailbox, kept in its normal form. */
  email: z
    .string({ error: FAMILY_EMAIL_MESSAGE })
    .max(ADDRESS_MAX, FAMILY_EMAIL_MESSAGE)
    .nullable()
    .optional()
    .transform((typed, ctx) => {
      if (!typed || typed.trim() === '') return null;
      const address = mailbox(typed);
      if (address) return address;
      ctx.addIssue({ code: 'custom', message: FAMILY_EMAIL_MESSAGE });
      return z.NEVER;
    }),
}) satisfies z.ZodType<FamilyContacts, unknown>;

/** What the portal's form holds: every field is text. */
export type FamilyFormValues = { guardianName: string; phone: string; email: string };
