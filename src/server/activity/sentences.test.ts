// The activity log's sentences in plain words (ADR 043): the person first, items named as staff know them, field
// names joined as in speech, and a child only by first name and last initial.
import { describe, expect, it } from 'vitest';
import { ENTITY_ACTIVITY } from '../entities';
import {
  added,
  addedAccount,
  broughtBack,
  changed,
  changedFields,
  changedOwnPassword,
  changedRole,
  deleted,
  familyActor,
  listInWords,
  marked,
  opponentOf,
  photoConsent,
  quotedItem,
  reordered,
  result,
  roleInWords,
} from './sentences';

const article = quotedItem('news article', 'Tour to Cairns');
const sponsor = quotedItem('sponsor', 'Digicel');
const naming = { teamName: 'U16 Competitive', timeZone: 'Pacific/Port_Moresby' };

describe('sentences', () => {
  it('joins words as in speech', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['title'])).toBe('title');
    expect(listInWords(['title', 'content'])).toBe('title and content');
    expect(listInWords(['title', 'excerpt', 'content'])).toBe('title, excerpt and content');
  });

  it('says what was done to an item, person first', () => {
    expect(added('Mary', article)).toBe('Mary added the news article "Tour to Cairns"');
    expect(changed('Mary', ['title', 'content'], article)).toBe(
      'Mary changed the title and content of the news article "Tour to Cairns"',
    );
    expect(changed('Mary', [], article)).toBe('Mary saved the news article "Tour to Cairns" without changes');
    expect(deleted('Mary', sponsor)).toBe('Mary deleted the sponsor "Digicel"');
    expect(broughtBack('Mary', sponsor)).toBe('Mary brought back the sponsor "Digicel"');
    expect(reordered('Mary', ENTITY_ACTIVITY.sponsors.plural)).toBe('Mary reordered the sponsors');
  });

  it('names a player by first name and last initial only', () => {
    const kila = ENTITY_ACTIVITY.players.item({ name: 'Kila Morea Tau' }, naming);
    expect(added('Anna', kila)).toBe('Anna added the player Kila T.');
    expect(changed('Anna', ['photo consent'], kila)).toBe('Anna changed the photo consent of Kila T.');
  });

  it("names a family by the guardian's first name, marked as a family, and their child as staff name a player", () => {
    const kila = ENTITY_ACTIVITY.players.item({ name: 'Kila Morea' }, naming);
    expect(photoConsent(familyActor('Mary'), false, kila)).toBe('Mary (family) withdrew photo consent for Kila M.');
    expect(photoConsent(familyActor('Mary'), true, kila)).toBe('Mary (family) renewed photo consent for Kila M.');
  });

  it("names an event by its kind, title, team and the club's day", () => {
    const game = ENTITY_ACTIVITY.events.item(
      { kind: 'game', title: 'vs Lae Eagles', startsAt: new Date('2026-11-28T08:30:00Z') },
      naming,
    );
    expect(game.the).toBe('the game "vs Lae Eagles" of U16 Competitive on Sat 28 Nov 2026');
  });

  it('says a result as the club reads it: team, our score-their score, opponent', () => {
    const words = { team: 'U16 Competitive', scoreFor: 54, scoreAgainst: 48, opponent: opponentOf('vs Lae Eagles') };
    expect(result('John', true, words)).toBe('John entered the result U16 Competitive 54-48 Lae Eagles');
    expect(result('John', false, { ...words, scoreFor: 55 })).toBe(
      'John changed the result U16 Competitive 55-48 Lae Eagles',
    );
    expect(opponentOf('v. Port Moresby Kings')).toBe('Port Moresby Kings');
    expect(opponentOf('Lae Eagles')).toBe('Lae Eagles');
  });

  it('marks a status, with any other fields changed', () => {
    const item = { the: 'the registration R-2027-0042' };
    expect(marked('Mary', item, 'Accepted', [])).toBe('Mary marked the registration R-2027-0042 as Accepted');
    expect(marked('Mary', item, 'Accepted', ['fee', 'paid by'])).toBe(
      'Mary marked the registration R-2027-0042 as Accepted and changed its fee and paid by',
    );
  });

  it('speaks of staff accounts by username and role', () => {
    expect(addedAccount('Mary', 'john', roleInWords('Coach', ['U14 Development', 'U16 Competitive']))).toBe(
      'Mary added the staff account "john" as Coach of U14 Development and U16 Competitive',
    );
    expect(changedRole('Mary', 'john', roleInWords('Editor', []))).toBe('Mary made the staff account "john" Editor');
    expect(changedOwnPassword('John')).toBe('John changed their own password');
  });
});

describe('changedFields', () => {
  const labels = ENTITY_ACTIVITY.news.fields;

  it('names only the fields whose values changed, in the form order, by their labels', () => {
    const before = { title: 'A', excerpt: 'B', content: 'C', publishDate: new Date('2026-01-01'), featured: false };
    const after = { ...before, content: 'D', title: 'Z', publishDate: new Date('2026-01-01'), slug: 'other' };
    expect(changedFields(before, after, labels)).toEqual(['title', 'content']);
  });

  it('reads a cleared optional field (undefined or null) as the same', () => {
    expect(changedFields({ imageUrl: null }, {}, labels)).toEqual([]);
    expect(changedFields({ imageUrl: null }, { imageUrl: '/uploads/a.webp' }, labels)).toEqual(['article image']);
  });

  it('compares lists by their contents', () => {
    const team = ENTITY_ACTIVITY.teams.fields;
    expect(changedFields({ features: ['a', 'b'] }, { features: ['a', 'b'] }, team)).toEqual([]);
    expect(changedFields({ features: ['a', 'b'] }, { features: ['a'] }, team)).toEqual(['features']);
  });
});
