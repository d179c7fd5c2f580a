// Dates are chosen as calendar days and stored as that day's UTC midnight, so a day never shifts by time zone.

/** A stored publishDate as a date input's value (YYYY-MM-DD). */
export const toDateInput = (iso: string): string => iso.slice(0, 10);

/** Today as a date input's value, in the user's own calendar. */
export function todayDateInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
