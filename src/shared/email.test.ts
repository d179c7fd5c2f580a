// The one address check: one mailbox as local@domain.tld, in one normal form; a display name, a list or a comment
// names another or a second mailbox to a mail server and is refused, by every form that sends to a typed address.
import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema';
import { mailbox } from './email';
import { validateFollow } from './follow';

const NOT_ONE_MAILBOX = [
  'a<x@example.org>',
  'Kila <x@example.org>',
  'c,x@example.org',
  'x@example.org, y@example.org',
  'x@example.org;y@example.org',
  'x@example.org (home)',
  '"x y"@example.org',
  'x@[127.0.0.1]',
  'x..y@example.org',
  '.x@example.org',
  'x.@example.org',
  'x@example',
  'x@-example.org',
  'x@example.org.',
  'x@@example.org',
  'x y@example.org',
  `${'a'.repeat(65)}@example.org`,
  `x@${'a'.repeat(250)}.org`,
  '',
];

describe('mailbox', () => {
  it('answers one address in one normal form: trimmed, in lower case', () => {
    expect(mailbox('  Mary.Kila+u14@Example.ORG ')).toBe('mary.kila+u14@example.org');
    expect(mailbox("o'neil_j-2@mail.club-site.com.pg")).toBe("o'neil_j-2@mail.club-site.com.pg");
  });

  it.each(NOT_ONE_MAILBOX)('refuses %j', (text) => {
    expect(mailbox(text)).toBeNull();
  });

  it('is the check of the follow form and the enquiry form', () => {
    for (const email of ['a<x@example.org>', 'c,x@example.org']) {
      expect(validateFollow({ email, news: true, teamIds: [] }, [])).toEqual({
        errors: { email: 'Enter a valid email address' },
      });
      const enquiry = { firstName: 'Ana', lastName: 'Kei', email, message: 'My daughter would like to try out.' };
      expect(contactSchema.safeParse(enquiry).success).toBe(false);
    }
    expect(validateFollow({ email: ' X@Example.org', news: true, teamIds: [] }, [])).toEqual({
      follow: { email: 'x@example.org', news: true, teamIds: [] },
    });
  });
});
