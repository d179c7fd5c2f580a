import { expect, it } from 'vitest';
import { ENTITY_KEYS, entityAccess, sectionOf } from '../../../../shared/entities';
import { hasPermission, ROLES } from '../../../../shared/permissions';
import { canUse, sectionRefusal, teamChoices, usableSections } from './section-access';

it('offers each role the sections its permissions allow', () => {
  expect(usableSections({ role: 'coach' })).toEqual(['fixtures', 'profiles', 'registrations']);
  expect(usableSections({ role: 'editor' })).not.toContain('registrations');
  expect(usableSections({ role: 'editor' })).not.toContain('staff');
  expect(usableSections({ role: 'admin' })).toContain('staff');
  // The activity log is the Admins' alone.
  expect(usableSections({ role: 'admin' }).at(-1)).toBe('activity');
  expect(usableSections({ role: 'editor' })).not.toContain('activity');
  expect(usableSections({ role: 'coach' })).not.toContain('activity');
  // Followers' addresses: Admins and Editors, never a Coach.
  expect(usableSections({ role: 'editor' })).toContain('followers');
  expect(usableSections({ role: 'admin' })).toContain('followers');
  expect(sectionRefusal('followers')).toBe('You do not have permission to see the followers');
  // Visitor counts and sponsor reports: Admins and Editors, never a Coach.
  for (const section of ['visitors', 'sponsor-report'] as const) {
    expect(usableSections({ role: 'editor' })).toContain(section);
    expect(usableSections({ role: 'admin' })).toContain(section);
    expect(usableSections({ role: 'coach' })).not.toContain(section);
    expect(sectionRefusal(section)).toBe('You do not have permission to see the visitor counts');
  }
  // What families owe and pay: Admins and the Treasurer, who sees nothing else but their own password.
  expect(usableSections({ role: 'treasurer' })).toEqual(['payments']);
  expect(usableSections({ role: 'admin' })).toContain('payments');
  expect(usableSections({ role: 'editor' })).not.toContain('payments');
  expect(usableSections({ role: 'coach' })).not.toContain('payments');
  expect(sectionRefusal('payments')).toBe('You do not have permission to see or change what families owe and pay');
  expect(sectionRefusal('activity')).toBe('You do not have permission to read the activity log');
  expect(canUse(null, 'fixtures')).toBe(false);
  expect(sectionRefusal('staff')).toBe('You do not have permission to manage staff accounts');
});

it("limits a Coach's team choices to their own teams", () => {
  const teams = [{ id: 'a' }, { id: 'b' }];
  expect(teamChoices({ role: 'coach', teamIds: ['b'] }, teams)).toEqual([{ id: 'b' }]);
  expect(teamChoices({ role: 'editor', teamIds: [] }, teams)).toEqual(teams);
});

it('opens the section of every entity to whoever may write it (a section its definition names)', () => {
  const shut = ENTITY_KEYS.flatMap((key) =>
    ROLES.filter((role) => hasPermission(role, entityAccess(key).permission) && !canUse({ role }, sectionOf(key))).map(
      (role) => `${role} may write ${key} but not open ${sectionOf(key)}`,
    ),
  );
  expect(shut).toEqual([]);
});
