// Families and their private page: who a family is, what a family answers (who is coming, photo consent), what the
// coach records (attendance), and the words and shapes the server, the family page and the portal share. A family
// is the parent or guardian of one or more players (an adult player is their own); families have no account: each
// has one private link, /family/{token}. Answers, notes and attendance are never public.
import { CLUB } from './constants';
import type { PaymentMethod } from './payments';
import { whatsappHref } from './phone';

/** The days ahead the family page lists each child's games and training for. */
export const FAMILY_PAGE_DAYS = 21;

/** How long a photo consent lasts: a family renews it for as long again. */
export const PHOTO_CONSENT_MONTHS = 12;

export const AVAILABILITY_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];
export const AVAILABILITY_LABELS: Record<AvailabilityAnswer, string> = { yes: 'Yes', no: 'No', maybe: 'Maybe' };
export const NO_ANSWER_LABEL = 'No answer';

/** Who gave an answer: the family on their page, or staff who took it by phone. */
export const ANSWER_SOURCES = ['family', 'coach'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  excused: 'Excused',
};

/** The note a family may leave the coach with an answer ('No bus fare this week'). */
export const NOTE_MAX_LENGTH = 300;

/** The guardian's details a family is made of; sealed at rest with DATA_KEY like a registration's contacts. */
export type FamilyContacts = {
  guardianName: string;
  /** A PNG mobile number as stored ('+675 7123 4567'): families are found again by it. */
  phone: string;
  email: string | null;
};

/** The first word of a name: how the club greets a parent ('Mary') and names a child to their family ('Kila'). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name.trim();

/** Where families' private pages live (paths.family). */
export const FAMILY_PAGES = '/family';

/** The family's private page. */
export const familyPath = (token: string) => `${FAMILY_PAGES}/${token}`;

/** The message a 'Send on WhatsApp' link types in for staff, naming the family's children. */
export function familyLinkMessage(guardianName: string, childNames: readonly string[], link: string): string {
  const children = childNames.map(firstNameOf);
  const named =
    children.length <= 1
      ? (children[0] ?? 'your children')
      : `${children.slice(0, -1).join(', ')} and ${children.at(-1)}`;
  return `Hello ${firstNameOf(guardianName)}, this is ${CLUB.name}. Your family's page, for ${named}'s games and training: ${link}`;
}

/** The wa.me link that opens a chat with the family's phone, the message typed in. */
export const familyWhatsappLink = (phone: string, message: string) => whatsappHref(phone, message);

/** GET /api/admin/players/{id}/family: the player's family, for Admins and the Coaches of the player's team. */
export type FamilyForStaff = {
  id: string;
  guardianName: string;
  phone: string;
  email: string | null;
  /** The private page, as an absolute address. */
  link: string;
  whatsappLink: string;
};

/** One game or training on the family page, with the child's answer. */
export type FamilyEvent = {
  id: string;
  kind: 'game' | 'training' | 'tournament';
  title: string;
  teamName: string;
  startsAt: string;
  endsAt: string;
  venue: string;
  answer: AvailabilityAnswer | null;
  note: string | null;
  /** Whether the answer may still change: until the event starts. */
  open: boolean;
};

export type FamilyChild = {
  playerId: string;
  /** The child's first name, as the family calls them. */
  firstName: string;
  teamName: string | null;
  /** The day photos may be published until ('2027-03-04'), or null when none are. */
  photosUntil: string | null;
  events: FamilyEvent[];
};

/** A charge the family still has to pay (open or part paid), with the reference to quote when paying. */
export type FamilyCharge = {
  id: string;
  /** What it is for: '2027 season fee'. */
  description: string;
  /** The first name of the child it is for, when they are still the family's. */
  childName: string | null;
  amountToea: number;
  paidToea: number;
  leftToea: number;
  /** 'YYYY-MM-DD'. */
  dueOn: string;
  reference: string;
};

/** A payment received from the family, with its receipt at familyReceiptPath. */
export type FamilyPayment = { id: string; receivedOn: string; amountToea: number; method: PaymentMethod };

/** One way to pay and the club's details for it (Site Settings), only those the club has filled in. */
export type HowToPay = { method: PaymentMethod; details: string };

/** The family's money: what is left to pay, their credit, how to pay and the payments received, newest first. */
export type FamilyMoney = {
  owed: FamilyCharge[];
  /** What their payments brought beyond their charges: it pays their next charges. */
  creditToea: number;
  howToPay: HowToPay[];
  payments: FamilyPayment[];
};

/** GET /api/family/{token}: what the family page shows. */
export type FamilyPage = { guardianName: string; children: FamilyChild[]; money: FamilyMoney };

/** A payment's printable receipt, under the family's page. */
export const familyReceiptPath = (token: string, paymentId: string) => `${familyPath(token)}/receipts/${paymentId}`;

/** One player on the coach's 'Who's coming' list. */
export type PlayerAvailability = {
  playerId: string;
  name: string;
  jerseyNumber: number | null;
  answer: AvailabilityAnswer | null;
  /** Counted as coming without an answer: a training of a team that counts players as coming unless they say no. */
  assumed: boolean;
  note: string | null;
  answeredAt: string | null;
  givenBy: AnswerSource | null;
  attendance: AttendanceStatus | null;
};

/** GET /api/admin/events/{id}/availability. */
export type EventAvailability = {
  eventId: string;
  counts: { yes: number; no: number; maybe: number; none: number };
  players: PlayerAvailability[];
  /** Whether attendance may be recorded: from the event's start. */
  started: boolean;
};

/** POST /api/admin/events/{id}/remind: who was emailed, and who must be sent their link on WhatsApp. */
export type RemindResult = {
  emailed: number;
  others: { playerId: string; name: string; guardianName: string; whatsappLink: string }[];
  /** Players without an answer and without a family recorded: nobody to remind until staff add their family. */
  withoutFamily: number;
};

/** The attendance a status counts as: Excused is not counted against a player. */
export function attendanceRate(counts: Record<AttendanceStatus, number>): number | null {
  const counted = counts.present + counts.late + counts.absent;
  return counted === 0 ? null : (counts.present + counts.late) / counted;
}

/** GET /api/admin/teams/{id}/attendance: each player's counts over the events with attendance recorded. */
export type TeamAttendance = {
  teamId: string;
  from: string;
  to: string;
  players: {
    playerId: string;
    name: string;
    games: number;
    trainings: number;
    counts: Record<AttendanceStatus, number>;
    /** (Present + Late) / (Present + Late + Absent); null when none of those was recorded. */
    rate: number | null;
  }[];
};
