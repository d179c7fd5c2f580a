// Times of fixtures in the club's time zone (CLUB_TIMEZONE, an IANA name such as 'Pacific/Port_Moresby'), for the
// server's pages and the portal's forms alike. Stored times are UTC instants; staff type and visitors read wall-clock
// times where the club plays. Intl does the zone arithmetic, so daylight saving (should a club have it) is right too.

/** A `<input type="datetime-local">` value: 'YYYY-MM-DDTHH:mm'. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** True when Intl knows the zone (an env check: a typo must stop the start, not shift every time). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far `timeZone` is ahead of UTC at `date`, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const w = wallClock(date, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * Where every 'now' and 'today' comes from (ADR 058): a clock and the club's zone. The server passes its app's
 * clock (app.now) and CLUB_TIMEZONE, so a test that moves the clock moves every date check; the portal passes the
 * device's clock and the zone the server wrote into its shell.
 */
export type ClubClock = { now: () => Date; timeZone: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DDTHH:mm' in the club's zone for an instant (what a datetime-local input shows). */
export function toClubInput(iso: string | Date, timeZone: string): string {
  const w = wallClock(new Date(iso), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The club's calendar day at `now`, as 'YYYY-MM-DD': the day every day-based rule counts in. */
export const clubToday = (now: Date, timeZone: string) => toClubInput(now, timeZone).slice(0, 10);

/** 'YYYY-MM-DD HH:mm' in the club's zone: a date and time spreadsheets read as one (the enquiries CSV). */
export const formatClubStamp = (iso: string | Date, timeZone: string) => toClubInput(iso, timeZone).replace('T', ' ');

/**
 * The instant a wall-clock time in the club's zone names, or null when the text is not one. A time that a
 * daylight-saving change skips resolves to the later offset's reading, as calendars do.
 */
export function fromClubInput(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls over ('2026-13-01' would be 1 January 2027, '02-30' a day in March): the parts must come back.
  const read = new Date(guess);
  if (Number.isNaN(guess) || read.getUTCMonth() !== mo - 1 || read.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset, also next to a change of offset.
  let instant = guess - offsetAt(new Date(guess), timeZone);
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The next midnight in the club's zone after `now`: when a day-based answer may change. */
export function nextClubMidnight(now: Date, timeZone: string): Date {
  const [y, m, d] = clubToday(now, timeZone).split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return fromClubInput(`${tomorrow}T00:00`, timeZone)!;
}

// How a person reads a date, on the public site and in the portal alike: one style, day first.
// - A moment something happens or happened (a fixture, an enquiry received, a sign-in) reads with its weekday,
//   in the club's zone: 'Sat 28 Nov 2026' (formatClubDay), with the time where it matters
//   ('Sat 28 Nov 2026, 6:30 pm', formatClubDayTime).
// - A calendar day with no time of its own (a date of birth, an article's publish date, the day consent was given
//   or runs out) reads with the month in words: '5 March 2025' (formatDayInWords).
// Machine formats stay ISO: API bodies, CSV, ICS, sitemap, JSON-LD and <time datetime>.
// Names come from these lists, not Intl, so the server's render and the browser's hydration print the same text
// whatever their ICU version ('Sept' or 'Sep').
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Sat 28 Nov 2026': the club's calendar day of an instant, with its weekday. */
export function formatClubDay(iso: string | Date, timeZone: string): string {
  const w = wallClock(new Date(iso), timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()];
  return `${weekday} ${w.day} ${MONTHS[w.month - 1]!.slice(0, 3)} ${w.year}`;
}

/** 'Sat 28 Nov 2026, 6:30 pm' in the club's zone. */
export const formatClubDayTime = (iso: string | Date, timeZone: string) =>
  `${formatClubDay(iso, timeZone)}, ${formatClubTime(iso, timeZone)}`;

/**
 * '5 March 2025' for a calendar day: 'YYYY-MM-DD', or a stored instant whose UTC date is the day (a publish date
 * is kept as that day's UTC midnight, so it never moves with a time zone). Unreadable text is shown as it came.
 */
export function formatDayInWords(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** '31 Dec 2027' for a calendar day 'YYYY-MM-DD', the month shortened where a sentence is short. */
export const formatShortDayInWords = (day: string) =>
  formatDayInWords(day).replace(/^(\d+ \w{3})\w* (\d{4})$/, '$1 $2');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` days after `day`, 'YYYY-MM-DD' (before, when negative). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** 'March 2026' for a month, 'YYYY-MM'. Unreadable text is shown as it came. */
export function formatMonthInWords(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const cached = (map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) => {
  let format = map.get(timeZone);
  if (!format) {
    format = make();
    map.set(timeZone, format);
  }
  return format;
};

/** '6:30 pm' in the club's zone. */
export const formatClubTime = (iso: string | Date, timeZone: string) =>
  cached(
    timeFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
  ).format(new Date(iso));

/**
 * When a form's text was typed or its item last saved, for a sentence (ADR 045): 'at 10:40', on the 24-hour clock
 * as the draft's offer words it ('Restore what you typed at 10:42?'), on the club's day of `now`; 'on Sat 28 Nov 2026
 * at 10:40' on another day, so a stale form or draft never reads as today's.
 */
export function atClubMoment(iso: string | Date, now: Date, timeZone: string): string {
  const clock = toClubInput(iso, timeZone).slice(11);
  const sameDay = toClubInput(iso, timeZone).slice(0, 10) === toClubInput(now, timeZone).slice(0, 10);
  return sameDay ? `at ${clock}` : `on ${formatClubDay(iso, timeZone)} at ${clock}`;
}

/** 'Pacific/Port_Moresby' -> 'Port Moresby': how the club names its time ('Times are Port Moresby time'). */
export const zonePlace = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
