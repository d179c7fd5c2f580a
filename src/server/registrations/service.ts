// Season registrations: storing one from the public form or API (the window, the rules, one per player
// and season, its reference and its emails in one transaction), and the staff's side: the list and its filters,
// the detail, status and fee, Accept (the player's profile), deleting (and undoing it), and forgetting Waitlisted
// and Declined ones in time. Contacts and medical notes travel sealed (sealing/sealed.ts) and are opened only here.
import { and, count, desc, eq, inArray, lt, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, clubToday } from '../../shared/club-time';
import { kinaToToea } from '../../shared/contribution-form';
import { ageOn, toStoredDateOfBirth } from '../../shared/date-of-birth';
import { seasonFeeDescription } from '../../shared/payments';
import { noPermission, PERMISSIONS } from '../../shared/permissions';
import {
  duplicateMessage,
  type FeeMethod,
  type FeeStatus,
  formatReference,
  REGISTRATION_CLOSED,
  type RegistrationErrors,
  type RegistrationFormValues,
  type RegistrationPayload,
  type RegistrationPrivate,
  type RegistrationStatus,
  seasonYear,
  validateRegistration,
} from '../../shared/registration';
import { players, type RegistrationRow, registrations, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { codeOf } from '../db/unavailable';
import { AppError, forbidden, notFound } from '../errors';
import { familyForContacts } from '../families/family';
import type { AddressLimit } from '../limits/per-address';
import { withQueuedEmail } from '../mail/queue';
import { createCharge } from '../payments/ledger';
import { type Sealer, UNREADABLE } from '../sealing/sealed';
import { type Edit, isCurrent, nextVersion } from '../services/edit-version';
import { preparePlayer } from '../services/people';
import { getSettings } from '../services/settings';
import { moveToTrash, restoreFromTrash, type TrashKind } from '../services/trash';
import { takeFamilyMailSlot } from './family-limit';

/** Registrations per address: the same room as enquiries (a family, a school's shared connection). */
export const REGISTRATION_RATE_LIMIT: AddressLimit = {
  name: 'registration',
  max: 20,
  minutes: 10,
  message: (wait) => `Rate limit exceeded, retry in ${wait}`,
};

export const registrationNotFound = () => notFound('Registration not found');

/** A registration as staff see it in lists: everything but the medical notes. */
export type RegistrationSummary = Omit<RegistrationRow, 'private' | 'seasonNumber'> &
  Omit<RegistrationPrivate, 'medical'> & { age: number; teamName: string | null; hasMedicalNotes: boolean };
export type RegistrationDetail = RegistrationSummary & { medical: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A registration whose contacts cannot be opened is still listed, each of its contacts saying so. */
const UNREADABLE_CONTACTS: RegistrationPrivate = {
  playerPhone: UNREADABLE,
  guardianName: UNREADABLE,
  guardianRelationship: UNREADABLE,
  guardianPhone: UNREADABLE,
  email: null,
  emergencyName: UNREADABLE,
  emergencyPhone: UNREADABLE,
  medical: UNREADABLE,
};

function toDetail(row: RegistrationRow & { teamName: string | null }, sealer: Sealer, today: string) {
  const { private: sealed, seasonNumber: _number, ...rest } = row;
  const contacts = sealer.openOr<RegistrationPrivate>(
    sealed,
    { table: 'registrations', id: row.id },
    UNREADABLE_CONTACTS,
  );
  return {
    ...rest,
    ...contacts,
    age: ageOn(row.dateOfBirth, today),
    hasMedicalNotes: !!contacts.medical,
  } satisfies RegistrationDetail;
}

/** The summary of a detail: the medical notes left out, not blanked. */
export function toSummary(detail: RegistrationDetail): RegistrationSummary {
  const { medical: _medical, ...summary } = detail;
  return summary;
}

/** `teams`: only these teams' registrations (a Coach's, ADR 040). */
export type RegistrationFilters = { status?: RegistrationStatus; team?: string; season?: string; teams?: string[] };

const filtersWhere = ({ status, team, season, teams: teamIds }: RegistrationFilters): SQL | undefined =>
  and(
    status ? eq(registrations.status, status) : undefined,
    team ? eq(registrations.teamId, team) : undefined,
    season ? eq(registrations.season, season) : undefined,
    teamIds ? inArray(registrations.teamId, teamIds) : undefined,
  );

/** Newest first, with each one's team name; only those matching the filters given. */
export async function listRegistrations(
  db: Db,
  sealer: Sealer,
  filters: RegistrationFilters,
  /** The club's day the ages are counted on. */
  today: string,
): Promise<RegistrationDetail[]> {
  const rows = await db
    .select({ row: registrations, teamName: teams.name })
    .from(registrations)
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(filtersWhere(filters))
    .orderBy(desc(registrations.createdAt));
  return rows.map(({ row, teamName }) => toDetail({ ...row, teamName }, sealer, today));
}

export async function getRegistration(db: Db, sealer: Sealer, id: string, today: string): Promise<RegistrationDetail> {
  const [found] = await db
    .select({ row: registrations, teamName: teams.name })
    .from(registrations)
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(eq(registrations.id, id));
  if (!found) throw registrationNotFound();
  return toDetail({ ...found.row, teamName: found.teamName }, sealer, today);
}

/**
 * The New count (the menu's badge) and the seasons there are registrations for, newest first; of these teams only
 * when `teamIds` is given (a Coach's).
 */
export async function registrationSummary(db: Db, teamIds?: string[]): Promise<{ new: number; seasons: string[] }> {
  const ofTeams = teamIds ? inArray(registrations.teamId, teamIds) : undefined;
  const [news] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.status, 'new'), ofTeams));
  const seasons = await db
    .select({ season: registrations.season, latest: max(registrations.createdAt) })
    .from(registrations)
    .where(ofTeams)
    .groupBy(registrations.season)
    .orderBy(desc(max(registrations.createdAt)));
  return { new: news?.n ?? 0, seasons: seasons.map((row) => row.season) };
}

/** A unique index that refused a row: which one, so a race can be told from a duplicate. */
const violatedIndex = (error: unknown): string | undefined => {
  for (let e = error as { cause?: unknown; constraint?: string } | undefined; e; e = e.cause as typeof e) {
    if (codeOf(e) === '23505') return e.constraint ?? '';
  }
  return undefined;
};

async function findDuplicate(db: Db, season: string, payload: RegistrationPayload) {
  const [row] = await db
    .select({ id: registrations.id, private: registrations.private, createdAt: registrations.createdAt })
    .from(registrations)
    .where(
      and(
        eq(registrations.season, season),
        sql`lower(${registrations.firstName}) = lower(${payload.firstName})`,
        sql`lower(${registrations.lastName}) = lower(${payload.lastName})`,
        eq(registrations.dateOfBirth, payload.dateOfBirth),
      ),
    );
  return row ?? null;
}

/** How long the same registration sent again is answered as the first: a second tap, a resend on a slow line. */
export const RESENT_WITHIN_MS = 60 * 60 * 1000;

/** The phone the club calls about the player: the guardian's, or an adult's own. */
const callPhone = (contacts: Pick<RegistrationPrivate, 'guardianPhone' | 'playerPhone'>) =>
  contacts.guardianPhone ?? contacts.playerPhone;

/**
 * Whether the registration found for the player is this one sent again: from the same phone (a stranger knows a
 * child's name and birthday, rarely their family's phone too), within the hour. It is answered as the first was,
 * with its reference; anything else is refused as a duplicate.
 */
function isResent(
  found: { id: string; private: string; createdAt: Date },
  payload: RegistrationPayload,
  sealer: Sealer,
  now: Date,
): boolean {
  if (now.getTime() - found.createdAt.getTime() > RESENT_WITHIN_MS) return false;
  const phone = callPhone(payload.private);
  return (
    phone !== null &&
    phone === callPhone(sealer.openOr(found.private, { table: 'registrations', id: found.id }, UNREADABLE_CONTACTS))
  );
}

/**
 * Checks and stores a registration from the public form or API. Answers the messages for the fields that are not
 * right, or the stored registration; throws 409 while registration is closed or for the same player twice in a
 * season, unless it is the same registration sent again (isResent): then the one stored, and no second email. The emails (staff's alert, the family's confirmation) are written with it and sent afterwards.
 */
export async function receiveRegistration(
  app: FastifyInstance,
  values: RegistrationFormValues,
): Promise<{ errors: RegistrationErrors } | { registration: RegistrationDetail }> {
  const settings = await getSettings(app.db);
  const season = settings.season.trim();
  if (!settings.registrationOpen || season === '') throw new AppError(409, REGISTRATION_CLOSED);
  const teamIds = (await app.db.select({ id: teams.id }).from(teams)).map((team) => team.id);
  const now = app.now();
  const today = clubToday(now, app.env.CLUB_TIMEZONE);
  const checked = validateRegistration(values, { today, teamIds });
  if ('errors' in checked) return checked;
  const { payload } = checked;
  const year = seasonYear(season, today);

  // Two registrations at once may take the same number: the loser tries the next one.
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await withQueuedEmail(app, async (tx, queue) => {
        const existing = await findDuplicate(tx, season, payload);
        if (existing && isResent(existing, payload, app.sealer, now)) return existing.id;
        if (existing) throw new AppError(409, duplicateMessage(season));
        const [last] = await tx
          .select({ n: max(registrations.seasonNumber) })
          .from(registrations)
          .where(eq(registrations.season, season));
        const seasonNumber = (last?.n ?? 0) + 1;
        const { private: contacts, ...fields } = payload;
        const [created] = await tx
          .insert(registrations)
          .values({
            ...fields,
            season,
            seasonNumber,
            reference: formatReference(year, seasonNumber),
            private: app.sealer.seal(contacts),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: registrations.id });
        await queue(async () => {
          // The family's confirmation only while its address has room this hour (family-limit.ts).
          const confirm = contacts.email && (await takeFamilyMailSlot(tx, app.env, contacts.email, now));
          const registrationId = created!.id;
          return [
            { kind: 'registration-alert', registrationId },
            ...(confirm ? [{ kind: 'registration-confirmation' as const, registrationId }] : []),
          ];
        });
        return created!.id;
      });
      return { registration: await getRegistration(app.db, app.sealer, id, today) };
    } catch (error) {
      const index = violatedIndex(error);
      if (index === undefined || attempt >= 5) throw error;
      if (index === 'registrations_one_per_player') {
        // The same registration sent twice at once: the second is answered as the first once that one is stored.
        const existing = await findDuplicate(app.db, season, payload);
        if (existing && isResent(existing, payload, app.sealer, now)) {
          return { registration: await getRegistration(app.db, app.sealer, existing.id, today) };
        }
        throw new AppError(409, duplicateMessage(season));
      }
    }
  }
}

export type RegistrationChanges = {
  status?: RegistrationStatus;
  notes?: string | null;
  feeStatus?: FeeStatus;
  feeMethod?: FeeMethod | null;
  feeReference?: string | null;
  /** For the family, with Waitlisted or Declined. */
  message?: string | null;
};

/**
 * Staff's changes. Accepting creates the player's profile (once) with publishing choices from the registration:
 * the photo shown only with photo consent, dated the day the family gave it; a child's name as first name and
 * initial and the date of birth hidden. Waitlisting or declining with a message emails it to the family, and the
 * registration keeps it with the time it was sent (the latest one).
 */
export async function updateRegistration(
  app: FastifyInstance,
  id: string,
  changes: RegistrationChanges,
  /** The version the change was made on (ADR 045); the app's time. */
  edit: Edit,
  /** Throws when the caller may not change a registration of this team (a Coach and another team's). */
  assertTeam: (teamId: string | null) => void = () => {},
  /** Whether the caller holds 'money': the fee is the Treasurer's and the Admins' (a Coach's form sends it unchanged). */
  mayChangeFee = true,
): Promise<RegistrationDetail> {
  const now = edit.now;
  const timeZone = app.env.CLUB_TIMEZONE;
  const { message, ...fields } = changes;
  await withQueuedEmail(app, async (tx, queue) => {
    // Locked: the version compared is the one the change replaces. Kept to the microsecond here, the version is
    // compared as JSON carried it, to the millisecond (a Date holds no more).
    const [before] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
    if (!before) throw registrationNotFound();
    assertTeam(before.teamId);
    if (!isCurrent(before.updatedAt, edit.version)) throw edit.stale(before.updatedAt);
    const feeStatus = fields.feeStatus ?? before.feeStatus;
    // Method and reference belong to a paid fee: anything else clears them.
    const fee =
      feeStatus === 'paid'
        ? {
            // Sent as null (or blank): cleared; left out: kept.
            feeMethod: fields.feeMethod === undefined ? before.feeMethod : fields.feeMethod,
            feeReference: fields.feeReference === undefined ? before.feeReference : fields.feeReference,
          }
        : { feeMethod: null, feeReference: null };
    const feeChanged =
      feeStatus !== before.feeStatus ||
      fee.feeMethod !== before.feeMethod ||
      (fee.feeReference ?? null) !== (before.feeReference ?? null);
    if (feeChanged && !mayChangeFee) throw forbidden(noPermission(PERMISSIONS.money.words));
    let playerId = before.playerId;
    if (fields.status === 'accepted' && !playerId) {
      playerId = await createPlayer(tx, before, await familyOf(app, tx, before), now, timeZone);
      await chargeSeasonFee(tx, before, playerId, clubToday(now, timeZone));
    }
    const decided = fields.status === 'waitlisted' || fields.status === 'declined';
    // Only to a family that gave an address (opened only while sending is on).
    const queued =
      decided && message
        ? await queue(async () =>
            app.sealer.openOr<RegistrationPrivate>(before.private, { table: 'registrations', id }, UNREADABLE_CONTACTS)
              .email
              ? [{ kind: 'registration-decision', registrationId: id, message }]
              : [],
          )
        : 0;
    // What the family was told stays on the registration, for whoever calls them next: only a message that goes.
    const told = queued > 0 ? { familyMessage: message, familyMessageSentAt: now } : {};
    await tx
      .update(registrations)
      .set({ ...fields, ...fee, ...told, playerId, updatedAt: nextVersion(registrations, now) })
      .where(eq(registrations.id, id));
  });
  return getRegistration(app.db, app.sealer, id, clubToday(now, timeZone));
}

/**
 * The family an accepted registration's player joins: its guardian's (an adult is their own family), found by the
 * mobile number so that siblings share one; none when the contacts cannot be opened.
 */
async function familyOf(app: FastifyInstance, tx: Db, registration: RegistrationRow): Promise<string | null> {
  const contacts = app.sealer.openOr<RegistrationPrivate | null>(
    registration.private,
    { table: 'registrations', id: registration.id },
    null,
  );
  const phone = registration.adult ? contacts?.playerPhone : contacts?.guardianPhone;
  if (!contacts || !phone) return null;
  const guardianName = registration.adult
    ? `${registration.firstName} ${registration.lastName}`
    : (contacts.guardianName ?? `${registration.firstName} ${registration.lastName}`);
  return familyForContacts(tx, app.sealer, app.env, { guardianName, phone, email: contacts.email });
}

/** Days a new player's season fee is due in. */
const SEASON_FEE_DUE_DAYS = 30;

/**
 * With a Season fee in Site Settings, the new player's family owes it: '2027 season fee', due in 30 days, in the
 * accept's transaction (their credit pays what it can).
 */
async function chargeSeasonFee(tx: Db, registration: RegistrationRow, playerId: string, today: string) {
  const { seasonFeeKina } = await getSettings(tx);
  const amountToea = seasonFeeKina ? kinaToToea(seasonFeeKina) : null;
  if (!amountToea) return;
  await createCharge(tx, {
    playerId,
    description: seasonFeeDescription(seasonYear(registration.season, today)),
    amountToea,
    dueOn: addDays(today, SEASON_FEE_DUE_DAYS),
  });
}

async function createPlayer(
  tx: Db,
  registration: RegistrationRow,
  familyId: string | null,
  now: Date,
  timeZone: string,
): Promise<string> {
  const today = clubToday(now, timeZone);
  const values = preparePlayer(
    {
      name: `${registration.firstName} ${registration.lastName}`,
      dateOfBirth: toStoredDateOfBirth(registration.dateOfBirth),
      teamId: registration.teamId,
      position: 'Player',
      showPhoto: registration.photoConsent,
      photoConsentDate: registration.photoConsent ? clubToday(registration.createdAt, timeZone) : null,
    },
    'create',
    today,
  );
  const [player] = await tx
    .insert(players)
    .values({ ...(values as typeof players.$inferInsert), familyId, updatedAt: now })
    .returning({ id: players.id });
  return player!.id;
}

/** What the trash calls a registration (ADR 031): its unsent emails go and come back with it. */
export const REGISTRATION_TRASH: TrashKind = { entity: 'registrations', table: registrations, noun: 'registration' };

export async function deleteRegistration(db: Db, id: string, deletedBy: number | null): Promise<void> {
  const found = await db.transaction((tx) => moveToTrash(tx, REGISTRATION_TRASH, id, deletedBy));
  if (!found) throw registrationNotFound();
}

export async function restoreRegistration(
  db: Db,
  sealer: Sealer,
  id: string,
  today: string,
): Promise<RegistrationDetail> {
  await db.transaction((tx) => restoreFromTrash(tx, REGISTRATION_TRASH, id));
  return getRegistration(db, sealer, id, today);
}

/**
 * Deletes Waitlisted and Declined registrations last changed more than `days` ago; answers how many. One
 * statement, so instances sweeping together need no lock.
 */
export async function deleteStaleRegistrations(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db
    .delete(registrations)
    .where(and(inArray(registrations.status, ['waitlisted', 'declined']), lt(registrations.updatedAt, cutoff)))
    .returning({ id: registrations.id });
  return deleted.length;
}
