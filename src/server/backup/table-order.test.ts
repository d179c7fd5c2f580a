// The order a restore inserts tables in: each after the tables it references, otherwise as given.
import { type AnyPgColumn, pgTable, uuid } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { referencesFirst } from './table-order';

const teams = pgTable('teams', { id: uuid('id').primaryKey() });
const players = pgTable('players', {
  id: uuid('id').primaryKey(),
  teamId: uuid('team_id').references(() => teams.id),
  // A row may name another of its own table: no reason to wait.
  mentorId: uuid('mentor_id').references((): AnyPgColumn => players.id),
});
const registrations = pgTable('registrations', {
  id: uuid('id').primaryKey(),
  playerId: uuid('player_id').references(() => players.id),
  teamId: uuid('team_id').references(() => teams.id),
});
const notes = pgTable('notes', { id: uuid('id').primaryKey() });

it('places each table after those it references, the others in the order given', () => {
  expect(referencesFirst([registrations, notes, players, teams])).toEqual([
    'teams',
    'players',
    'registrations',
    'notes',
  ]);
  expect(referencesFirst([notes, teams, players, registrations])).toEqual([
    'notes',
    'teams',
    'players',
    'registrations',
  ]);
});

it('refuses a table whose referenced table is not given: its backup could not be restored', () => {
  expect(() => referencesFirst([players])).toThrow('players references teams, which is not among the tables');
});

it('refuses tables that reference each other in a circle', () => {
  const eggs = pgTable('eggs', {
    id: uuid('id').primaryKey(),
    henId: uuid('hen_id').references((): AnyPgColumn => hens.id),
  });
  const hens = pgTable('hens', { id: uuid('id').primaryKey(), eggId: uuid('egg_id').references(() => eggs.id) });
  expect(() => referencesFirst([eggs, hens])).toThrow('Tables reference each other in a circle: eggs -> hens -> eggs');
});
