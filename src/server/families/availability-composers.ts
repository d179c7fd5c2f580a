// The reminder a family gets to say whether their child is coming, made when it leaves the outbox from the family
// and the event as they are then: nothing once the event has started or is gone, to a family without an email, or
// when every child it was about has answered since.
import { eq } from 'drizzle-orm';
import { formatClubDayTime } from '../../shared/club-time';
import { firstNameOf } from '../../shared/families';
import { families } from '../../shared/schema';
import type { Composer, MailComposers } from '../mail/compose';
import { clubPhone, familyMessage, safeName } from '../mail/family-message';
import { contactsOf, familyLink } from './family';
import { reminderPayloadOf, unansweredPlayers } from './reminders';
import { eventName, findTeamEvent, hasStarted } from './team-event';

/** 'Kila', 'Kila and Ana', 'Kila, Ana and Tom'; a name that does not read as one is 'your child'. */
function childrenInWords(names: string[]): string {
  const firsts = names.map((name) => safeName(firstNameOf(name)) ?? 'your child');
  return firsts.length <= 1 ? (firsts[0] ?? 'your child') : `${firsts.slice(0, -1).join(', ')} and ${firsts.at(-1)}`;
}

const reminder: Composer = async (mail, { app, addresses, settings }) => {
  const payload = reminderPayloadOf(mail.payload);
  if (!mail.familyId || !payload) return null;
  const [family] = await app.db.select().from(families).where(eq(families.id, mail.familyId));
  if (!family) return null;
  const contacts = contactsOf(app.sealer, family);
  const email = contacts.email?.trim();
  if (!email) return null;
  const event = await findTeamEvent(app.db, payload.eventId);
  if (!event || hasStarted(event, app.now())) return null;
  const children = (await unansweredPlayers(app.db, event)).filter((child) => child.familyId === family.id);
  if (children.length === 0) return null;

  const who = childrenInWords(children.map((child) => child.name));
  const [is, coming] = children.length === 1 ? ['Is', 'is coming'] : ['Are', 'are coming'];
  const when = formatClubDayTime(event.startsAt, app.env.CLUB_TIMEZONE);
  const name = eventName(event);
  return familyMessage(
    email,
    `${is} ${who} coming? ${name}, ${when}`,
    [
      { lines: [`Dear ${safeName(firstNameOf(contacts.guardianName)) ?? 'family'},`] },
      { lines: [`Please tell the coach whether ${who} ${coming} to ${name}, ${when} at ${event.venue}.`] },
      {
        lines: ['Answer Yes, No or Maybe on your family page; you can leave the coach a note there too.'],
        link: { label: 'Your family page', url: familyLink(app.env, family.token) },
      },
    ],
    addresses,
    clubPhone(settings),
  );
};

export const availabilityComposers = {
  'availability-reminder': reminder,
} satisfies Partial<MailComposers>;
