// Reminding families to say whether their child is coming. Staff remind the families of one event from 'Who's
// coming' (remindFamilies): those with an email get one, the others are listed with a WhatsApp link to send by
// hand. And every instance looks each minute for games starting within AVAILABILITY_REMINDER_HOURS whose families
// have not been reminded (sendDueReminders): a game is claimed once, by whichever instance gets there first, in the
// transaction that queues its emails, so each family gets one reminder per game however many instances run. Emails
// go through the outbox (MAIL_PER_MINUTE applies) and are made when they leave (availability-composers.ts).
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { familyLinkMessage, familyWhatsappLink, type RemindResult } from '../../shared/families';
import { availability, availabilityReminders, events, families, players } from '../../shared/schema';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { type QueuedEmail, queueEmail, withQueuedEmail } from '../mail/queue';
import { registerPeriodicTask } from '../periodic-task';
import { STARTED } from './availability';
import { contactsOf, familyLink } from './family';
import { findTeamEvent, hasStarted, type TeamEvent } from './team-event';

type App = Pick<FastifyInstance, 'db' | 'sealer' | 'env' | 'now' | 'mailSender'>;

/** How often each instance looks for games whose families are due a reminder. */
export const REMINDER_CHECK_MS = 60_000;

/** What a reminder's outbox row says: the event; the family is the row's familyId. */
export type ReminderPayload = { eventId: string };

export const reminderPayloadOf = (payload: unknown): ReminderPayload | null =>
  typeof payload === 'object' && payload !== null && typeof (payload as ReminderPayload).eventId === 'string'
    ? (payload as ReminderPayload)
    : null;

/** The players of the event's team who have not answered, with their family (null: none recorded), by name. */
export function unansweredPlayers(db: Db, event: Pick<TeamEvent, 'id' | 'teamId'>) {
  return db
    .select({
      id: players.id,
      name: players.name,
      familyId: families.id,
      familyPrivate: families.private,
      familyToken: families.token,
    })
    .from(players)
    .leftJoin(families, eq(families.id, players.familyId))
    .leftJoin(availability, and(eq(availability.playerId, players.id), eq(availability.eventId, event.id)))
    .where(and(eq(players.teamId, event.teamId), isNull(availability.playerId)))
    .orderBy(players.name, players.id);
}

type Unanswered = Awaited<ReturnType<typeof unansweredPlayers>>[number];

/**
 * Who can be emailed (each family once, however many of its children have not answered) and who must be
 * sent their link by hand. A player with no family recorded cannot be reached either way: they are left out of
 * `others` (which has nobody to send to) and counted in `withoutFamily`, for staff to add their family.
 */
function audienceOf(app: Pick<App, 'sealer' | 'env'>, rows: Unanswered[], emailing: boolean) {
  const emailed = new Set<string>();
  const others: RemindResult['others'] = [];
  let withoutFamily = 0;
  for (const row of rows) {
    if (row.familyId === null || row.familyPrivate === null || row.familyToken === null) {
      withoutFamily += 1;
      continue;
    }
    const contacts = contactsOf(app.sealer, { id: row.familyId, private: row.familyPrivate });
    if (emailing && contacts.email?.trim()) {
      emailed.add(row.familyId);
      continue;
    }
    const link = familyLink(app.env, row.familyToken);
    others.push({
      playerId: row.id,
      name: row.name,
      guardianName: contacts.guardianName,
      whatsappLink: familyWhatsappLink(contacts.phone, familyLinkMessage(contacts.guardianName, [row.name], link)),
    });
  }
  return { families: [...emailed], others, withoutFamily };
}

const reminderEmails = (familyIds: string[], eventId: string): QueuedEmail[] =>
  familyIds.map((familyId) => ({
    kind: 'availability-reminder',
    familyId,
    payload: { eventId } satisfies ReminderPayload,
  }));

/**
 * Staff's 'Remind': one email to each family with an address whose child has not answered, and the rest listed to
 * send on WhatsApp. While sending is off (no SMTP_URL) every family is listed. Until the event starts (409 after).
 */
export async function remindFamilies(app: App, event: TeamEvent): Promise<RemindResult> {
  if (hasStarted(event, app.now())) throw new AppError(409, STARTED);
  return withQueuedEmail(app, async (tx, queue) => {
    const audience = audienceOf(app, await unansweredPlayers(tx, event), app.mailSender.enabled);
    const emailed = await queue(reminderEmails(audience.families, event.id));
    return { emailed, others: audience.others, withoutFamily: audience.withoutFamily };
  });
}

/** Games starting after now and within AVAILABILITY_REMINDER_HOURS whose families have not been reminded. */
function dueGames(app: App) {
  const now = app.now();
  const until = new Date(now.getTime() + app.env.AVAILABILITY_REMINDER_HOURS * 60 * 60 * 1000);
  return app.db
    .select({ id: events.id })
    .from(events)
    .leftJoin(availabilityReminders, eq(availabilityReminders.eventId, events.id))
    .where(
      and(
        eq(events.kind, 'game'),
        gt(events.startsAt, now),
        lte(events.startsAt, until),
        isNull(availabilityReminders.eventId),
      ),
    )
    .orderBy(events.startsAt);
}

/**
 * Claims each due game and queues its reminders in one transaction: the claim's insert waits for another
 * instance's claim of the same game to commit and then inserts nothing, so only one instance queues them. A game
 * is claimed also while sending is off: turning it on later does not remind families of games already close.
 * Answers how many emails were queued.
 */
export async function sendDueReminders(app: App): Promise<number> {
  let queued = 0;
  for (const game of await dueGames(app)) {
    queued += await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(availabilityReminders)
        .values({ eventId: game.id, at: app.now() })
        .onConflictDoNothing()
        .returning({ eventId: availabilityReminders.eventId });
      const event = claimed ? await findTeamEvent(tx, game.id) : undefined;
      if (!event) return 0;
      return queueEmail(app, tx, async () => {
        const audience = audienceOf(app, await unansweredPlayers(tx, event), true);
        return reminderEmails(audience.families, event.id);
      });
    });
  }
  if (queued > 0) app.mailSender.wake();
  return queued;
}

export function registerAvailabilityReminders(app: FastifyInstance): void {
  registerPeriodicTask(app, REMINDER_CHECK_MS, async () => {
    try {
      await sendDueReminders(app);
    } catch (error) {
      // The database is away: the next run tries again; a game is claimed only with its emails queued.
      app.log.warn(
        { code: (error as { code?: string }).code },
        'Reminders to answer could not be queued; trying later',
      );
    }
  });
}
