// The enquiry form (docs/product.md "Validation messages"): one schema for the client form and the server route,
// with the product's messages.
// Written with zod's tree-shakable "mini" API: the browser loads about 7 kB of zod for it instead of about 30 kB.
import { z } from 'zod/v4/mini';
import { AGE_GROUP_VALUES, MESSAGE_MIN, NAME_MIN } from './constants';
import { mailbox } from './email';
import { optionalPhone, PHONE_EXAMPLE } from './phone';

const text = (message: string, min: number) => z.string({ error: message }).check(z.trim(), z.minLength(min, message));
const EMAIL_MESSAGE = 'Valid email is required';
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const contactSchema = z.object({
  firstName: text('First name is required', NAME_MIN),
  lastName: text('Last name is required', NAME_MIN),
  /** One mailbox (the shared check every typed address the site answers passes), in its normal form. */
  email: z.pipe(
    z.string({ error: EMAIL_MESSAGE }),
    z.transform((typed, ctx) => {
      const address = mailbox(typed);
      if (address) return address;
      ctx.issues.push({ code: 'custom', message: EMAIL_MESSAGE, input: typed });
      return z.NEVER;
    }),
  ),
  /** Optional; stored as '+675 7123 4567' (families answer the phone and WhatsApp sooner than email). */
  phone: z.pipe(
    z.optional(z.nullable(z.string({ error: PHONE_EXAMPLE }))),
    z.transform((typed, ctx) => {
      const result = optionalPhone(typed);
      if ('phone' in result) return result.phone ?? undefined;
      ctx.issues.push({ code: 'custom', message: result.problem, input: typed });
      return undefined;
    }),
  ),
  ageGroup: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(AGE_GROUP_VALUES))),
  message: text('Message must be at least 10 characters', MESSAGE_MIN),
});

/** What the form holds: every field is text, the age group '' until one is chosen. */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  ageGroup: string;
  message: string;
};
export type ContactPayload = z.output<typeof contactSchema>;

export type ContactErrors = Partial<Record<keyof ContactFormValues, string>>;

/** The form's values from anything sent (a FormData read, a url-encoded body): text only, '' when missing. */
export function contactFormValues(read: (name: keyof ContactFormValues) => unknown): ContactFormValues {
  const text = (name: keyof ContactFormValues) => {
    const value = read(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    ageGroup: text('ageGroup'),
    message: text('message'),
  };
}

/**
 * The payload to send, or the first message for each field that is not right (docs/product.md "Validation messages").
 * The browser's form and the server's answer to a form posted without JavaScript both use it, so they say the same
 * thing.
 */
export function validateContact(values: ContactFormValues): { payload: ContactPayload } | { errors: ContactErrors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { payload: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
