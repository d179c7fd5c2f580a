// Every column of every table is classified public or private (docs/architecture.md: public views are allowlists), so a
// new column never reaches a visitor because nobody thought about it.
import { is, Table } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as appTables from '../../shared/schema';
import * as opsTables from '../db/ops-schema';
import { classificationProblems, type TableClasses } from './column-classes';

/** Every table either schema file declares, whether or not anything else lists it yet. */
const everyTable = ([...Object.values(appTables), ...Object.values(opsTables)] as unknown[]).filter(
  (value): value is Table => is(value, Table),
);

describe('the column classification', () => {
  it('classifies every column of every table, and nothing that does not exist', () => {
    expect(everyTable.length).toBeGreaterThan(20);
    expect(classificationProblems(everyTable)).toEqual([]);
  });

  const classes: TableClasses = { sponsors: { id: 'public', name: 'public' } };

  it('fails a table that gains a column nobody classified', () => {
    const grown = pgTable('sponsors', { id: uuid('id'), name: text('name'), bankAccount: text('bank_account') });
    expect(classificationProblems([grown], classes)).toEqual([
      'sponsors.bankAccount is classified neither public nor private ' +
        "(the entity's definition (src/shared/entities/) or src/server/services/column-classes.ts)",
    ]);
  });

  it('fails a new table nobody classified', () => {
    const sponsors = pgTable('sponsors', { id: uuid('id'), name: text('name') });
    const newTable = pgTable('donations', { id: uuid('id'), amount: integer('amount') });
    expect(classificationProblems([sponsors, newTable], classes)).toEqual([
      "table donations is not classified: say 'public' or 'private' for each of its columns in " +
        "the entity's definition (src/shared/entities/) or src/server/services/column-classes.ts",
    ]);
  });

  it('fails a classification of a column or a table that is gone', () => {
    const shrunk = pgTable('sponsors', { id: uuid('id') });
    const stale: TableClasses = { ...classes, donations: { id: 'private' } };
    expect(classificationProblems([shrunk], stale)).toEqual([
      'sponsors.name is classified but is no column of sponsors',
      'table donations is classified but does not exist',
    ]);
  });
});
