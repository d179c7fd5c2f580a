// docs/product.md "Validation messages" names the form library's default messages: 'Required', 'Invalid input' and
// 'String must contain at least N character(s)'. Zod 4 words its defaults differently, so we restore these for
// whatever a field does not word itself. Required text fields word themselves with `requiredText` (ADR 025).
import { z } from 'zod/v4';

z.config({
  customError: (issue) => {
    // A missing value is 'Required' whatever type was expected (a string, an enum, a number).
    if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
      return 'Required';
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return `String must contain at least ${issue.minimum} character(s)`;
    }
    if (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') {
      return 'Invalid input';
    }
    return undefined;
  },
});

/**
 * A text field that must not be empty, refused as '<Label> is required' (with the label the form shows), whether the
 * value is missing or blank: volunteers read 'Title is required', not the library's 'String must contain...'.
 */
export function requiredText(label: string) {
  return z
    .string({ error: whenMissing(label) })
    .trim()
    .min(1, `${label} is required`);
}

/** For a schema's `error`: '<Label> is required' when nothing was sent; other faults keep their own messages. */
export const whenMissing =
  (label: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? `${label} is required` : undefined;
