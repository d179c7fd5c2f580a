import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  consentNeeded,
  consentState,
  photoIsPublic,
  photosAllowedUntil,
  publicPlayer,
  publishingDefaults,
  shortName,
} from './publishing';
import type { Player } from './schema';

const player = (overrides: Partial<Player> = {}): Player => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kila Morea',
  age: 14,
  dateOfBirth: '2012-03-15',
  location: 'Lae',
  position: 'Guard',
  teamId: null,
  jerseyNumber: 7,
  description: null,
  photoUrl: '/uploads/photo.webp',
  nameOnWebsite: 'full',
  showDateOfBirth: true,
  showPhoto: true,
  photoConsentDate: '2026-01-10',
  familyId: null,
  createdAt: '2026-01-10T00:00:00.000Z',
  updatedAt: '2026-01-10T00:00:00.000Z',
  ...overrides,
});

describe('12 calendar months of consent', () => {
  it('runs out on the same day a year later, the last day of a shorter month', () => {
    expect(addCalendarMonths('2025-06-15', 12)).toBe('2026-06-15');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addCalendarMonths('2023-02-28', 12)).toBe('2024-02-28');
    expect(addCalendarMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addCalendarMonths('2025-12-31', 2)).toBe('2026-02-28');
  });
  it('is valid up to the day before it runs out, and not on that day', () => {
    expect(consentState('2025-06-15', '2026-06-14').kind).toBe('runs-out-soon');
    expect(consentState('2025-06-15', '2026-06-15')).toEqual({ kind: 'ran-out', runsOutOn: '2026-06-15' });
    expect(consentState('2024-02-29', '2025-02-27').kind).toBe('runs-out-soon');
    expect(consentState('2024-02-29', '2025-02-28').kind).toBe('ran-out');
  });
  it('warns 30 days ahead, not 31', () => {
    expect(consentState('2025-06-15', '2026-05-15')).toEqual({ kind: 'valid', runsOutOn: '2026-06-15' });
    expect(consentState('2025-06-15', '2026-05-16')).toEqual({
      kind: 'runs-out-soon',
      runsOutOn: '2026-06-15',
      daysLeft: 30,
    });
  });
  it('is missing without a date', () => {
    expect(consentState(null, '2026-01-01')).toEqual({ kind: 'missing' });
  });
});

describe('the public view of a player', () => {
  it('shortens the name to first name and initial, a one-word name stays', () => {
    expect(shortName('Kila Morea')).toBe('Kila M.');
    expect(shortName('  John Paul   kaupa ')).toBe('John K.');
    expect(shortName('Kila')).toBe('Kila');
  });
  it('leaves hidden fields out, not null, and never carries the choices', () => {
    const shown = publicPlayer(
      player({ nameOnWebsite: 'first-initial', showDateOfBirth: false, showPhoto: false }),
      '2026-02-01',
    );
    expect(shown.name).toBe('Kila M.');
    expect(shown).not.toHaveProperty('dateOfBirth');
    expect(shown).not.toHaveProperty('photoUrl');
    for (const key of ['nameOnWebsite', 'showDateOfBirth', 'showPhoto', 'photoConsentDate'])
      expect(shown).not.toHaveProperty(key);
    expect(shown).toMatchObject({ location: 'Lae', jerseyNumber: 7 });
  });
  it('shows everything chosen while consent is valid, with the age from the date of birth', () => {
    expect(publicPlayer(player({ age: 30 }), '2026-03-15')).toMatchObject({
      name: 'Kila Morea',
      age: 14,
      dateOfBirth: '2012-03-15',
      photoUrl: '/uploads/photo.webp',
    });
    expect(publicPlayer(player({ dateOfBirth: 'around 2012' }), '2026-03-15').age).toBe(14);
  });
  it('never shows the exact date of birth beside a first name and initial, only the age', () => {
    const shown = publicPlayer(player({ nameOnWebsite: 'first-initial', showDateOfBirth: true }), '2026-03-14');
    expect(shown).not.toHaveProperty('dateOfBirth');
    expect(shown).toMatchObject({ name: 'Kila M.', age: 13 });
  });
  it("gives a child's defaults under 18 or when the age is unknown, an adult's from 18", () => {
    const child = { nameOnWebsite: 'first-initial', showDateOfBirth: false };
    const adult = { nameOnWebsite: 'full', showDateOfBirth: true };
    expect(publishingDefaults({ dateOfBirth: '03-16-2008' }, '2026-03-15')).toEqual(child);
    expect(publishingDefaults({ dateOfBirth: '03-15-2008' }, '2026-03-15')).toEqual(adult);
    expect(publishingDefaults({ age: 17 }, '2026-03-15')).toEqual(child);
    expect(publishingDefaults({ age: 18 }, '2026-03-15')).toEqual(adult);
    // The date of birth decides over a typed age.
    expect(publishingDefaults({ age: 25, dateOfBirth: '03-16-2008' }, '2026-03-15')).toEqual(child);
    expect(publishingDefaults({}, '2026-03-15')).toEqual(child);
  });
  it('shows no photo without consent or once consent ran out', () => {
    expect(photoIsPublic(player({ photoConsentDate: null }), '2026-02-01')).toBe(false);
    expect(photoIsPublic(player(), '2027-01-09')).toBe(true);
    expect(photoIsPublic(player(), '2027-01-10')).toBe(false);
  });
  it("tells a family until when their child's photos may be published, by the same rule, photo or none", () => {
    expect(photosAllowedUntil(player(), '2027-01-09')).toBe('2027-01-10');
    expect(photosAllowedUntil(player({ photoUrl: null }), '2026-02-01')).toBe('2027-01-10');
    expect(photosAllowedUntil(player(), '2027-01-10')).toBeNull();
    expect(photosAllowedUntil(player({ photoConsentDate: null }), '2026-02-01')).toBeNull();
    expect(photosAllowedUntil(player({ showPhoto: false }), '2026-02-01')).toBeNull();
  });
});

describe('consent needed', () => {
  it('lists a shown photo with consent missing, ran out or running out, with the date', () => {
    expect(consentNeeded(player({ photoConsentDate: null }), '2026-02-01')).toEqual({
      reason: 'No consent recorded',
      date: null,
    });
    expect(consentNeeded(player(), '2026-12-20')).toEqual({ reason: 'Consent runs out on', date: '2027-01-10' });
    expect(consentNeeded(player(), '2027-02-01')).toEqual({ reason: 'Consent ran out on', date: '2027-01-10' });
    expect(consentNeeded(player(), '2026-02-01')).toBeNull();
  });
  it('needs none without a photo or with the photo hidden', () => {
    expect(consentNeeded(player({ photoUrl: null, photoConsentDate: null }), '2026-02-01')).toBeNull();
    expect(consentNeeded(player({ showPhoto: false, photoConsentDate: null }), '2026-02-01')).toBeNull();
  });
});
