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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DDTHH:mm' in the club's zone for an instant (what a datetime-local input shows). */
export function toClubInput(iso: string | Date, timeZone: string): string {
  const w = wallClock(new Date(iso), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

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
  if (Number.isNaN(guess) || new Date(guess).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset, also next to a change of offset.
  let instant = guess - offsetAt(new Date(guess), timeZone);
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const cached = (map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) => {
  let format = map.get(timeZone);
  if (!format) {
    format = make();
    map.set(timeZone, format);
  }
  return format;
};

/** 'Sat, 28 Nov 2026' in the club's zone. */
export const formatClubDay = (iso: string | Date, timeZone: string) =>
  cached(
    dayFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(new Date(iso));

/** '6:30 pm' in the club's zone. */
export const formatClubTime = (iso: string | Date, timeZone: string) =>
  cached(
    timeFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
  ).format(new Date(iso));

/** 'Pacific/Port_Moresby' -> 'Port Moresby': how the club names its time ('Times are Port Moresby time'). */
export const zonePlace = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
