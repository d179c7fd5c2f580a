// The rules form fields are checked with, shared by the entities' insert schemas (src/shared/entities/<entity>/
// table.ts) and the site settings': each says its message as staff read it.
import { z } from 'zod/v4';
import { type ClubClock, clubToday } from './club-time';
import { looksLikeNumericDate, readDateOfBirth, toStoredDateOfBirth } from './date-of-birth';
import { requiredText } from './zod-messages';

/** A required text field; drizzle-zod takes a function, so `required('Title')` returns one. */
export const required = (label: string) => () => requiredText(label);

/** A blank or empty value means "not set" (stored as null), whatever `schema` then checks of a typed one. */
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    schema,
  );

/** Optional text: an empty or blank value means "not set" and is stored as null. */
export const optionalText = () => blankAsUnset(z.string().trim().optional());

/** Integers may arrive as text from multipart forms; left out or empty, a new item goes to the end (ADR 026). */
export const orderField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    // The column is a 4-byte integer; a larger number would fail in the database instead of here.
    z.number().int().min(-2_147_483_648).max(2_147_483_647).optional(),
  );

/** Player and coach age: a whole number; empty or zero means unset. */
export const ageField = () =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined || v === null || v === 0 || v === '0'
        ? undefined
        : typeof v === 'string'
          ? Number(v)
          : v,
    z.number().int().positive().max(120).optional(),
  );

/**
 * The clock a date check reads (the club's today, whether a game has started), with the club's zone: the server
 * passes its app's clock and CLUB_TIMEZONE, so tests can move it; the portal, the device's clock (ADR 058).
 */
export type Clock = ClubClock;

/**
 * A date of birth (ADR 032): a date the server can read is stored as month-day-year text whatever way
 * it came ('2010-03-15' from a date input becomes '03-15-2010'); numbers that name no real day, or a day after
 * the club's today, are refused. Other text (saved before the portal had a picker) is kept as it was typed.
 */
export const dateOfBirthField = (clock: Clock) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine((text) => !looksLikeNumericDate(text) || readDateOfBirth(text) !== null, {
        message: 'Enter a real date of birth',
      })
      .refine((text) => (readDateOfBirth(text) ?? '') <= clubToday(clock.now(), clock.timeZone), {
        message: 'The date of birth cannot be in the future',
      })
      .transform((text) => {
        const day = readDateOfBirth(text);
        return day ? toStoredDateOfBirth(day) : text;
      })
      .optional(),
  );

/** An uploaded image on this site, as the upload endpoint answers it. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[a-z0-9-]+\.(webp|gif)$/;

export const imageUrlField = () => z.string().regex(UPLOAD_URL_PATTERN, 'Upload the image first');

export const optionalImageUrl = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), imageUrlField().optional());

export const websiteUrl = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.url({ protocol: /^https?$/, message: 'Enter a full web address starting with https://' }).optional(),
  );

/** A yes/no field: a JSON boolean, or 'true'/'false' as a multipart form sends a checkbox's value. */
export const formBoolean = (fallback: boolean) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(fallback));

/** The same, left out when not sent: the server then decides (a new player's defaults depend on the age). */
export const optionalFormBoolean = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/** Set by the server; an update's `updatedAt` is read as the version it edits (ADR 045), never stored as sent. */
export const noServerFields = { id: true, createdAt: true, updatedAt: true } as const;
