// Players' profiles: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { clubToday } from '../../club-time';
import { NAME_ON_WEBSITE, type NameOnWebsite } from '../../constants';
import { families } from '../../family-table';
import {
  ageField,
  type Clock,
  dateOfBirthField,
  formBoolean,
  noServerFields,
  optionalFormBoolean,
  optionalImageUrl,
  optionalText,
  required,
} from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';
import { teams } from '../teams/table';

export const players = pgTable('players', {
  id: id(),
  name: text('name').notNull(),
  age: integer('age'),
  dateOfBirth: text('date_of_birth'),
  location: text('location'),
  position: text('position').notNull(),
  teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
  /** The number on the player's shirt, shown on their profile card. */
  jerseyNumber: integer('jersey_number'),
  description: text('description'),
  photoUrl: text('photo_url'),
  // What the public site shows of this child (ADR 027); the defaults show everything, as the profile cards always did.
  nameOnWebsite: text('name_on_website').$type<NameOnWebsite>().notNull().default('full'),
  showDateOfBirth: boolean('show_date_of_birth').notNull().default(true),
  showPhoto: boolean('show_photo').notNull().default(true),
  /** The day a parent or guardian consented to the photo being published (YYYY-MM-DD); valid for 12 months. */
  photoConsentDate: date('photo_consent_date', { mode: 'string' }),
  /** The parent or guardian who answers for the player (src/shared/families.ts); set by registration or staff. */
  familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A shirt number: 0 to 99 as basketball allows; empty means none. */
export const JERSEY_NUMBER_MESSAGE = 'Enter a whole number from 0 to 99';

export const jerseyNumberField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: JERSEY_NUMBER_MESSAGE })
      .int(JERSEY_NUMBER_MESSAGE)
      .min(0, JERSEY_NUMBER_MESSAGE)
      .max(99, JERSEY_NUMBER_MESSAGE)
      .optional(),
  );

/** A player as staff create and update one; the date checks read `clock`. */
export const playerSchemaOn = (clock: Clock) =>
  createInsertSchema(players, {
    name: required('Name'),
    position: required('Position'),
    age: ageField,
    dateOfBirth: dateOfBirthField(clock),
    location: optionalText,
    teamId: () => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid().optional()),
    jerseyNumber: jerseyNumberField,
    description: optionalText,
    photoUrl: optionalImageUrl,
    // Left out, a new player gets the defaults for their age and an update keeps the saved choice (ADR 032).
    nameOnWebsite: () => z.enum(NAME_ON_WEBSITE, { message: 'Choose how the name shows' }).optional(),
    showDateOfBirth: optionalFormBoolean,
    showPhoto: () => formBoolean(true),
    photoConsentDate: () =>
      z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.iso
          .date({ message: 'Enter the date consent was given' })
          // A date ahead would stretch the 12 months (ADR 027); the club's day, as the rule counts it.
          .refine((day) => day <= clubToday(clock.now(), clock.timeZone), {
            message: 'The consent date cannot be in the future',
          })
          .optional(),
      ),
  })
    // The family is set through its own calls, never by the profile's form.
    .omit({ ...noServerFields, familyId: true });

export type Player = Json<typeof players.$inferSelect>;

export type InsertPlayer = z.input<ReturnType<typeof playerSchemaOn>>;
