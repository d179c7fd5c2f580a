// What families owe and pay: charges (each with its payment reference), payments and how they are allocated to
// charges, and imported bank statements with each line's match. Amounts are whole toea. Payers' names, their
// references and statement descriptions are sealed with DATA_KEY; amounts, days and methods stay plain, for the
// reports. Never public: a family sees its own on its private page only.
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './entities/players/table';
import { tours } from './entities/tours/table';
import { families } from './family-table';
import type { PaymentMethod, StatementLineStatus } from './payments';
import { createdAt, id, updatedAt } from './table-columns';

/** An amount a family owes for one player, with the reference they quote when paying. */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    /** Kept when the player's profile is deleted: the money was still owed and paid. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** The family that owes it (the player's, when it was made): what their page and their credit go by. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    /** A tour's charge (a deposit): what is paid of it counts in the tour's 'raised' total. */
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    /** What it is for: '2027 season fee', 'Cairns tour deposit'. */
    description: text('description').notNull(),
    amountToea: integer('amount_toea').notNull(),
    /** 'YYYY-MM-DD'. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** 'PMBC-7KX2QA' (src/shared/payments.ts): unique, with a check character. */
    reference: text('reference').notNull(),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    /** Why it was waived: read by Admins and the Treasurer only. */
    waiveReason: text('waive_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charges_reference_unique').on(t.reference),
    index('charges_player_id_idx').on(t.playerId),
    index('charges_family_id_idx').on(t.familyId),
  ],
);

/** Money received: cash at training, a bank transfer, mobile money. A correction is an update with a reason. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    amountToea: integer('amount_toea').notNull(),
    /** 'YYYY-MM-DD': the day it was received. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The sealed PaymentPrivate: the payer's name and the reference they gave. */
    private: text('private').notNull(),
    /** The family it came from (from the charges it pays): what is left over is their credit. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_received_on_idx').on(t.receivedOn), index('payments_family_id_idx').on(t.familyId)],
);

/** How much of a payment went to a charge. A charge with an allocation cannot be deleted. */
export const allocations = pgTable(
  'allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    amountToea: integer('amount_toea').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.chargeId] }), index('allocations_charge_id_idx').on(t.chargeId)],
);

/** A bank statement imported as a CSV file: its lines wait to be matched and confirmed. */
export const statementImports = pgTable('statement_imports', {
  id: id(),
  createdAt: createdAt(),
});

/** One credit line of an imported statement, and what a person or its reference decided about it. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    importId: uuid('import_id')
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    /** The line of the file (the header is line 1). */
    lineNumber: integer('line_number').notNull(),
    /** 'YYYY-MM-DD'. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The sealed description or narrative: it names the payer. */
    description: text('description').notNull(),
    amountToea: integer('amount_toea').notNull(),
    reference: text('reference'),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    status: text('status').$type<StatementLineStatus>().notNull(),
    /**
     * What makes a line the same line in another import of the same or an overlapping statement (a keyed hash of
     * its day, amount, description and balance): a line already recorded is never recorded again.
     */
    fingerprint: text('fingerprint').notNull(),
    /** The payment confirming it recorded. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('statement_lines_import_id_idx').on(t.importId),
    index('statement_lines_fingerprint_idx').on(t.fingerprint),
  ],
);
