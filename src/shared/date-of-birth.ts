// Dates of birth (ADR 032). They are stored as month-day-year text, the field's form from the start ('03-15-2010'); the
// portal picks them with a date input and everyone reads them day first with the month in words ('15 March 2010'). Text
// saved before the picker that cannot be read as one day stays as it was typed, shown as it is.
import { formatDayInWords } from './club-time';

/** Under this age a player's name and date of birth are not shown in full by default (ADR 032). */
export const ADULT_AGE = 18;

const NUMERIC_DATE = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})$/;

const isRealDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Whether the text is written as a numeric date at all (and so must be a real day to be accepted). */
export const looksLikeNumericDate = (text: string) => NUMERIC_DATE.test(text.trim());

/**
 * The day numeric text names, as 'YYYY-MM-DD', or null when it does not name exactly one: 'YYYY-MM-DD', or two
 * numbers and a four-digit year in the order `first` says ('month' or 'day' first). The other order is read only
 * when the number that should be the month cannot be one (over 12). '-', '/' or '.' between the numbers.
 */
function readNumericDay(text: string | null | undefined, first: 'month' | 'day'): string | null {
  const match = NUMERIC_DATE.exec(text?.trim() ?? '');
  if (!match) return null;
  const [a, b, c] = match.slice(1).map(Number) as [number, number, number];
  if (match[1]!.length === 4) return isRealDay(a, b, c) ? iso(a, b, c) : null;
  if (match[3]!.length !== 4) return null;
  const [month, day] = first === 'month' ? [a, b] : [b, a];
  if (isRealDay(c, month, day)) return iso(c, month, day);
  if (month > 12 && isRealDay(c, day, month)) return iso(c, day, month);
  return null;
}

/**
 * The day a date of birth names, as 'YYYY-MM-DD', or null when it does not name exactly one. Read: the stored
 * month-day-year ('03-15-2010'), a date input's 'YYYY-MM-DD', and a day-first date whose first number cannot be
 * a month ('15-03-2013'); '04-12-2007' stays the stored form's 12 April.
 */
export const readDateOfBirth = (text: string | null | undefined): string | null => readNumericDay(text, 'month');

/**
 * A date of birth as a family types it on the registration form, whose example is '15/03/2014': a date input's
 * 'YYYY-MM-DD', or day first, so '03/04/2014' is 3 April. Only a second number over 12 is read as the month-first
 * date it can only be ('03/15/2014'). As 'YYYY-MM-DD', or null when it names no one day.
 */
export const readTypedBirthDate = (text: string | null | undefined): string | null => readNumericDay(text, 'day');

/** 'YYYY-MM-DD' as a date of birth is stored: 'MM-DD-YYYY'. */
export const toStoredDateOfBirth = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/** A date of birth as a person reads it: '15 March 2013', or the saved text when it names no one day. */
export function formatDateOfBirth(text: string): string {
  const day = readDateOfBirth(text);
  return day ? formatDayInWords(day) : text;
}

/** Whole years from `born` to `today` (both 'YYYY-MM-DD'); a 29 February birthday comes on 1 March. */
export function ageOn(born: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(born.slice(0, 4));
  return today.slice(5) >= born.slice(5) ? years : years - 1;
}

/** A person's age on the club's `today`: worked out from the date of birth when it names a day, else as typed. */
export function ageOf(person: { age: number | null; dateOfBirth: string | null }, today: string): number | null {
  const born = readDateOfBirth(person.dateOfBirth);
  return born ? ageOn(born, today) : person.age;
}

/**
 * Whether a person is known to be 18 or over: by the date of birth, or by the typed age when there is none. A
 * player of unknown age gets a child's defaults: this is a youth club, and a name shown in full cannot
 * be taken back.
 */
export function isKnownAdult(person: { age?: number | null; dateOfBirth?: string | null }, today: string): boolean {
  const age = ageOf({ age: person.age ?? null, dateOfBirth: person.dateOfBirth ?? null }, today);
  return age !== null && age >= ADULT_AGE;
}
