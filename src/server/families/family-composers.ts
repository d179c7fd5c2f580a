// The email staff send a family with 'Email the link': their private page's address, greeting the guardian by first
// name. Made from the family as it is when it goes: nothing once the family is gone or has no address, and the link
// of the day it is sent (a new link made since it was queued is the one that goes).
import { eq } from 'drizzle-orm';
import { CLUB } from '../../shared/constants';
import { firstNameOf } from '../../shared/families';
import { families } from '../../shared/schema';
import type { Composer, MailComposers } from '../mail/compose';
import { clubPhone, familyMessage, safeName } from '../mail/family-message';
import { childrenOf, contactsOf, familyLink } from './family';

/** 'Kila', 'Kila and Vavine': the children's first names as the email may show them (safeName), else none. */
function childrenInWords(names: string[]): string | null {
  const shown = names.map((name) => safeName(firstNameOf(name))).filter((name): name is string => name !== null);
  if (shown.length === 0) return null;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const familyLinkEmail: Composer = async (mail, { app, addresses, settings }) => {
  if (!mail.familyId) return null;
  const [family] = await app.db.select().from(families).where(eq(families.id, mail.familyId));
  if (!family) return null;
  const contacts = contactsOf(app.sealer, family);
  if (!contacts.email) return null;
  const children = childrenInWords((await childrenOf(app.db, [family.id])).map((child) => child.name));
  const whose = children ? `${children}'s` : "your children's";
  return familyMessage(
    contacts.email,
    `Your family's page at ${CLUB.name}`,
    [
      { lines: [`Dear ${safeName(firstNameOf(contacts.guardianName)) ?? 'family'},`] },
      {
        lines: [
          `This is your family's own page for ${whose} games and training at ${CLUB.name}.`,
          'Open it to see what is coming up and to tell the coach who is coming.',
        ],
        link: { label: "Your family's page", url: familyLink(app.env, family.token) },
      },
      { lines: ['Keep this link to your family: anyone who has it can open the page.'] },
    ],
    addresses,
    clubPhone(settings),
  );
};

export const familyComposers = {
  'family-link': familyLinkEmail,
} satisfies Partial<MailComposers>;
