// What the public site shows of each player (ADR 027): one rule for the API, the server-rendered
// /profiles page and the portal's previews, so none of them can drift from the others.
// Days are calendar days in the club's time zone: the caller gives 'today' (clubToday, club-time.ts).
import { formatDayInWords } from './club-time';
import { PHOTO_CONSENT_VALID_MONTHS, PHOTO_CONSENT_WARNING_DAYS } from './constants';
import { ageOf, isKnownAdult } from './date-of-birth';
import { playersEntity } from './entities/players/definition';
import { type PublicColumn, pickPublic } from './public-columns';
import type { Player } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const formatDay = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The first day consent given on `day` no longer covers: the same day `months` calendar months later, or the
 * last day of that month when it is shorter (consent of 29 February 2024 runs out on 28 February 2025; of
 * 31 March, on 30 April with one month). Consent is valid on every day before it, and not on it.
 */
export function addCalendarMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDay(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export type ConsentState =
  | { kind: 'missing' }
  | { kind: 'valid'; runsOutOn: string }
  | { kind: 'runs-out-soon'; runsOutOn: string; daysLeft: number }
  | { kind: 'ran-out'; runsOutOn: string };

/** Where a player's photo consent stands on the club's `today`. */
export function consentState(consentDate: string | null | undefined, today: string): ConsentState {
  if (!consentDate) return { kind: 'missing' };
  const runsOutOn = addCalendarMonths(consentDate, PHOTO_CONSENT_VALID_MONTHS);
  const daysLeft = daysBetween(today, runsOutOn);
  if (daysLeft <= 0) return { kind: 'ran-out', runsOutOn };
  if (daysLeft <= PHOTO_CONSENT_WARNING_DAYS) return { kind: 'runs-out-soon', runsOutOn, daysLeft };
  return { kind: 'valid', runsOutOn };
}

/** The publishing choices and the fields they govern. */
export type PublishedFields = Pick<
  Player,
  'name' | 'dateOfBirth' | 'photoUrl' | 'nameOnWebsite' | 'showDateOfBirth' | 'showPhoto' | 'photoConsentDate'
>;

/** 'Kila Morea' -> 'Kila M.'; a one-word name stays as it is. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  return `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.`;
}

export const nameAsShown = (player: Pick<Player, 'name' | 'nameOnWebsite'>) =>
  player.nameOnWebsite === 'first-initial' ? shortName(player.name) : player.name;

/**
 * Whether the exact date of birth may be published: chosen, and never beside a name shown as first name and
 * initial: such a player is shown with their age only, whatever was saved before this rule.
 */
export const dateOfBirthIsPublic = (player: Pick<Player, 'nameOnWebsite' | 'showDateOfBirth'>) =>
  player.showDateOfBirth && player.nameOnWebsite !== 'first-initial';

/**
 * The publishing choices a new player starts with: a child's (anyone not known to be 18 or over) name shows as
 * first name and initial and the date of birth is hidden; an adult's show in full. Saved choices are never changed.
 */
export function publishingDefaults(
  player: { age?: number | null; dateOfBirth?: string | null },
  today: string,
): Pick<Player, 'nameOnWebsite' | 'showDateOfBirth'> {
  return isKnownAdult(player, today)
    ? { nameOnWebsite: 'full', showDateOfBirth: true }
    : { nameOnWebsite: 'first-initial', showDateOfBirth: false };
}

/**
 * The first day a player's photos may no longer be published ('2027-03-04'), or null when none may be today: shown
 * by choice, consent recorded and under 12 months old. What a family's page says of their child's photos.
 */
export function photosAllowedUntil(player: Pick<Player, 'showPhoto' | 'photoConsentDate'>, today: string) {
  if (!player.showPhoto) return null;
  const consent = consentState(player.photoConsentDate, today);
  return consent.kind === 'valid' || consent.kind === 'runs-out-soon' ? consent.runsOutOn : null;
}

/** Whether the player's photo may be published today: there is one, and photosAllowedUntil says photos may be. */
export function photoIsPublic(player: Pick<Player, 'photoUrl' | 'showPhoto' | 'photoConsentDate'>, today: string) {
  return Boolean(player.photoUrl) && photosAllowedUntil(player, today) !== null;
}

/**
 * A player as the public sees it: the public columns (src/shared/public-columns.ts), and the date of birth and photo
 * only when allowed; hidden ones are absent, not null, and the choices themselves stay private.
 */
export type PublicPlayer = Pick<Player, PublicColumn<(typeof playersEntity)['columns']> & keyof Player> & {
  dateOfBirth?: string | null;
  photoUrl?: string | null;
};

export function publicPlayer(player: Player, today: string): PublicPlayer {
  return {
    ...pickPublic(playersEntity.columns, player),
    name: nameAsShown(player),
    // The age on the club's today, from the date of birth when it names a day: never a stale typed age beside it.
    age: ageOf(player, today),
    ...(dateOfBirthIsPublic(player) ? { dateOfBirth: player.dateOfBirth } : {}),
    ...(photoIsPublic(player, today) ? { photoUrl: player.photoUrl } : {}),
  };
}

/** Why a player's photo does not show, for the portal: null when it shows (or there is none). */
export function photoHiddenReason(player: PublishedFields, today: string): string | null {
  if (!player.photoUrl) return null;
  if (!player.showPhoto) return 'Photo hidden';
  const consent = consentState(player.photoConsentDate, today);
  if (consent.kind === 'missing') return 'Photo hidden: no consent';
  if (consent.kind === 'ran-out') return `Photo hidden: consent ran out on ${formatDayInWords(consent.runsOutOn)}`;
  return null;
}

export type ConsentNeeded = { reason: string; date: string | null };

/**
 * For the portal's 'Consent needed' list: a player whose photo would show but whose consent is missing, ran out
 * or runs out within PHOTO_CONSENT_WARNING_DAYS. Players without a photo, or whose photo staff hide, need none.
 */
export function consentNeeded(player: PublishedFields, today: string): ConsentNeeded | null {
  if (!player.photoUrl || !player.showPhoto) return null;
  const consent = consentState(player.photoConsentDate, today);
  if (consent.kind === 'missing') return { reason: 'No consent recorded', date: null };
  if (consent.kind === 'ran-out') return { reason: 'Consent ran out on', date: consent.runsOutOn };
  if (consent.kind === 'runs-out-soon') return { reason: 'Consent runs out on', date: consent.runsOutOn };
  return null;
}
