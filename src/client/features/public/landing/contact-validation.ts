// Loaded on demand (when a visitor starts on the form), so zod never weighs on the landing page's first load.
import { type ContactFormValues, type ContactPayload, contactSchema } from '../../../../shared/contact-schema';

export type ContactErrors = Partial<Record<keyof ContactFormValues, string>>;

/** The payload to send, or the first message for each field that is not right (spec section 5). */
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
