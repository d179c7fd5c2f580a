// Every public list answers its entity's public columns, picked by name (docs/architecture.md: public views are
// allowlists): a column the classification does not call public never leaves, even one added to the row that nobody
// listed.
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import { columnsIn, SETTINGS_COLUMNS } from '../../shared/public-columns';
import { PUBLIC_VIEWS } from '../entities/content-catalogue';
import { publicReads } from '../entities/public-reads';
import { componentName, rowSchema } from '../response-schemas';
import { createTestApp, type TestApp } from '../test-app';
import { publicList } from './public-view';

const NOW = new Date('2026-06-01T02:00:00Z');
/** NOW and its day in Port Moresby. */
const AT = { now: NOW, today: '2026-06-01' };

/** A value for each column, by the column's type: every field filled, so none is left out for being empty. */
function fullRow(key: EntityKey): Record<string, unknown> {
  const sample = { string: 'text', number: 7, boolean: true, date: NOW, array: ['text'], json: {} };
  const columns = Object.entries(getTableColumns(ENTITY_TABLES[key]));
  const row = Object.fromEntries(columns.map(([name, c]) => [name, sample[c.dataType as keyof typeof sample]]));
  // A player whose staff show everything, with consent recorded last month (ADR 027).
  if (key === 'players') {
    Object.assign(row, { nameOnWebsite: 'full', dateOfBirth: '2012-03-15', photoConsentDate: '2026-05-01' });
  }
  // An article public now (ADR 047); a draft is not in the public list at all.
  if (key === 'news') row.status = 'published';
  // A column the table gained and nobody classified yet.
  return { ...row, newColumn: 'not classified' };
}

const keys = (value: unknown) => Object.keys(value as object).sort();
const visible = (key: EntityKey) => columnsIn(ENTITIES[key].columns, 'public', 'when-allowed').sort();

describe('the public views', () => {
  it.each(ENTITY_KEYS)('%s: answers exactly the public columns, and nothing new', (key) => {
    const [row] = publicList(PUBLIC_VIEWS[key], [fullRow(key)], AT);
    expect(keys(row)).toEqual(visible(key));
  });

  it.each(ENTITY_KEYS)('%s: declares exactly the public columns', (key) => {
    const table = ENTITY_TABLES[key];
    const row = rowSchema(table, componentName(ENTITIES[key].label));
    const schema = PUBLIC_VIEWS[key].schema(row) as unknown as { shape: object };
    expect(keys(schema.shape)).toEqual(visible(key));
  });

  it('leaves out what a player shows only when allowed, when it is not', () => {
    const hidden = { ...fullRow('players'), showDateOfBirth: false, showPhoto: false };
    const [row] = PUBLIC_VIEWS.players.rows([hidden], AT);
    expect(keys(row)).toEqual(columnsIn(ENTITIES.players.columns, 'public').sort());
  });

  it('hides columns only where the classification has a column that is not always public', () => {
    const hiding = ENTITY_KEYS.filter((key) => PUBLIC_VIEWS[key].hidesColumns);
    expect(hiding.sort()).toEqual(['news', 'players']);
  });
});

describe('the public settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
  });
  afterAll(() => t.close());

  const publicColumns = columnsIn(SETTINGS_COLUMNS, 'public').sort();

  it('answers the public columns to GET /api/settings and to the pages', async () => {
    const res = await t.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(keys(res.json())).toEqual(publicColumns);
    expect(keys((await publicReads['/api/settings']!(t.app.db, AT, t.app.sealer)).data)).toEqual(publicColumns);
  });
});
