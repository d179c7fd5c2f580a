// Which portal sections the signed-in person may use (ADR 040): each section needs one permission of
// src/shared/permissions.ts, the table the server's guard reads, so the menu never offers what the server refuses.
import { ADMIN_SECTIONS, type AdminSection } from '../../../../shared/constants';
import type { EntityKey } from '../../../../shared/entities';
import { hasPermission, noPermission, PERMISSIONS, type Permission } from '../../../../shared/permissions';
import type { User } from '../../../../shared/schema';

export const SECTION_PERMISSION: Record<AdminSection, Permission> = {
  about: 'content',
  'club-management': 'content',
  teams: 'content',
  fixtures: 'fixtures',
  profiles: 'players',
  pathway: 'content',
  international: 'content',
  tours: 'content',
  news: 'content',
  gallery: 'content',
  sponsors: 'content',
  merchandise: 'content',
  inquiries: 'inquiries',
  registrations: 'registrations',
  followers: 'followers',
  visitors: 'visitors',
  'sponsor-report': 'visitors',
  settings: 'settings',
  staff: 'staff',
  activity: 'activity',
};

type Person = Pick<User, 'role'> | null | undefined;

/** Whether the person holds a permission; nobody signed in holds none. */
export const may = (user: Person, permission: Permission) => !!user && hasPermission(user.role, permission);

/** Whether the person may use a section of the portal. */
export const canUse = (user: Person, section: AdminSection) => may(user, SECTION_PERMISSION[section]);

/** The sections the person may use, in menu order. */
export const usableSections = (user: Person) => ADMIN_SECTIONS.filter((section) => canUse(user, section));

/** The notice shown instead of a section the person may not use: the server's own words. */
export const sectionRefusal = (section: AdminSection) => noPermission(PERMISSIONS[SECTION_PERMISSION[section]].words);

/** The teams a person may pick in a form: a Coach their own, everyone else all of them. */
export function teamChoices<T extends { id: string }>(user: Pick<User, 'role' | 'teamIds'> | null, teams: T[]): T[] {
  if (user?.role !== 'coach') return teams;
  return teams.filter((team) => user.teamIds.includes(team.id));
}

/** What changing and deleting an entity's items needs (as the server's content routes declare it). */
export function entityAccess(entity: EntityKey): { write: Permission; remove: Permission } {
  if (entity === 'events') return { write: 'fixtures', remove: 'fixtures' };
  if (entity === 'players') return { write: 'players', remove: 'players.delete' };
  return { write: 'content', remove: 'content' };
}
