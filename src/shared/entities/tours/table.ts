// International tours: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { noServerFields, optionalImageUrl, required } from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';
import { formatKina, MAX_KINA, TOEA_PER_KINA, TOUR_STATUSES, type TourDay, type TourStatus } from '../../tours';
import { requiredText, whenMissing } from '../../zod-messages';

/**
 * International tours: /tours and /tours/{slug}. The squad names profiles by id and is shown by their
 * publishing choices; a profile deleted since is left out. The money raised is never typed: it is the sum of the
 * tour's contributions.
 */
export const tours = pgTable('tours', {
  id: id(),
  title: text('title').notNull(),
  /** The tour's address, /tours/{slug}: made from the title when it is created, kept when the title changes. */
  slug: text('slug').notNull().unique(),
  destination: text('destination').notNull(),
  /** 'YYYY-MM-DD', the club's days. */
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  status: text('status').$type<TourStatus>().notNull().default('planned'),
  /** The cover picture, an upload. */
  imageUrl: text('image_url'),
  /** Markdown, rendered as an article's body is (ADR 046). */
  description: text('description').notNull().default(''),
  itinerary: jsonb('itinerary').$type<TourDay[]>().notNull().default([]),
  playerIds: jsonb('player_ids').$type<string[]>().notNull().default([]),
  coachIds: jsonb('coach_ids').$type<string[]>().notNull().default([]),
  /** The fundraising target in whole kina; 0 when the tour raises nothing. */
  targetKina: integer('target_kina').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A day as a date input gives it ('2027-07-01'). */
export const dayField = (label: string) => () =>
  z.iso.date({ error: (issue) => whenMissing(label)(issue) ?? `Enter the ${label.toLowerCase()} as a day` });

export const TARGET_MESSAGE = `Enter the target in whole kina, from 0 to ${formatKina(MAX_KINA * TOEA_PER_KINA).slice(4)}`;

export const MAX_SQUAD = 60;

export const MAX_ITINERARY_DAYS = 90;

export const insertTourSchema = createInsertSchema(tours, {
  title: required('Title'),
  destination: required('Destination'),
  startDate: dayField('Start date'),
  endDate: dayField('End date'),
  status: () => z.enum(TOUR_STATUSES, { message: 'Choose Planned, Fundraising, On tour or Completed' }),
  imageUrl: optionalImageUrl,
  description: (s) => s.trim().max(20_000, 'Description must be at most 20000 characters'),
  itinerary: () =>
    z
      .array(
        z.object({
          date: z.iso.date({ message: 'Enter the day' }),
          text: requiredText('What happens that day').pipe(z.string().max(300, 'Keep it to one line (300 characters)')),
        }),
      )
      .max(MAX_ITINERARY_DAYS, `An itinerary has at most ${MAX_ITINERARY_DAYS} days`),
  playerIds: () =>
    z.array(z.uuid({ message: 'Not the id of a player' })).max(MAX_SQUAD, `A squad has at most ${MAX_SQUAD} players`),
  coachIds: () =>
    z.array(z.uuid({ message: 'Not the id of a coach' })).max(MAX_SQUAD, `A squad has at most ${MAX_SQUAD} coaches`),
  targetKina: () =>
    z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
      z.number({ message: TARGET_MESSAGE }).int(TARGET_MESSAGE).min(0, TARGET_MESSAGE).max(MAX_KINA, TARGET_MESSAGE),
    ),
  // The server makes the slug from the title; staff never type it.
})
  .omit({ ...noServerFields, slug: true })
  .superRefine((tour, ctx) => {
    if (tour.startDate && tour.endDate && tour.endDate < tour.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The tour cannot end before it starts' });
    }
  });

export type Tour = Json<typeof tours.$inferSelect>;

export type InsertTour = z.input<typeof insertTourSchema>;
