// The columns every table is made of (id, order, when created and saved), and a row's type as JSON carries it.
import { customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_DEFAULT } from './constants';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const order = () => integer('order').notNull().default(ORDER_DEFAULT);

/** Ordered lists sort by `order` then by creation, so every content row records when it was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * When the row was last saved: an update names the one it read, and a stale one is refused (ADR 045). Kept to the
 * millisecond, as JSON carries it, so the value a client read back compares equal.
 */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** A row as the API returns it: timestamps become ISO strings in JSON. */
export type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/**
 * An amount stored as whole toea (an integer column) and read and written as kina text, '150.00', as staff type it:
 * a form field and its API field stay text, while sums in the database stay exact.
 */
export const kinaAsToea = customType<{ data: string; driverData: number }>({
  dataType: () => 'integer',
  toDriver: (kina) => Math.round(Number(kina) * 100),
  fromDriver: (toea) => (Number(toea) / 100).toFixed(2),
});
