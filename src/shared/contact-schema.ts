// The enquiry form of spec section 5: one schema for the client form and the server route, with the spec's messages.
// Written with zod's tree-shakable "mini" API: the browser loads about 7 kB of zod for it instead of about 30 kB.
import { z } from 'zod/v4/mini';
import { AGE_GROUP_VALUES, MESSAGE_MIN, NAME_MIN } from './constants';

const text = (message: string, min: number) => z.string({ error: message }).check(z.trim(), z.minLength(min, message));
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const contactSchema = z.object({
  firstName: text('First name is required', NAME_MIN),
  lastName: text('Last name is required', NAME_MIN),
  email: z.email({ error: 'Valid email is required' }),
  ageGroup: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(AGE_GROUP_VALUES))),
  message: text('Message must be at least 10 characters', MESSAGE_MIN),
});

/** What the form holds: every field is text, the age group '' until one is chosen. */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  ageGroup: string;
  message: string;
};
export type ContactPayload = z.output<typeof contactSchema>;
