// The spec (section 5) names the form library's default messages: 'Required', 'Invalid input' and
// 'String must contain at least N character(s)'. Zod 4 words its defaults differently, so we restore these.
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
