// Which portal sections the signed-in person may use (ADR 040): each section needs one permission of
// src/shared/permissions.ts, the table the server's guard reads, so the menu never offers what the server refuses.
import { ADMIN_SECTIONS, type AdminSection } from '../../../../shared/admin-sections';
import type { SiteSection } from '../../../../shared/constants';
import { ENTITY_SECTIONS, entitySectionPermission } from '../../../../shared/entities';
import { hasPermission, noPermission, PERMISSIONS, type Permission } from '../../../../shared/permissions';
import type { User } from '../../../../shared/schema';

const SITE_SECTION_PERMISSION: Record<SiteSection, Permission> = {
  inquiries: 'inquiries',
  registrations: 'registrations',
  followers: 'followers',
  visitors: 'visitors',
  'sponsor-report': 'visitors',
  payments: 'money',
  settings: 'settings',
  staff: 'staff',
  activity: 'activity',
};

/** A content entity's section needs what writing the entity that declares it needs (its definition's `access`). */
export const SECTION_PERMISSION = {
  ...Object.fromEntries(ENTITY_SECTIONS.map((section) => [section, entitySectionPermission(section)])),
  ...SITE_SECTION_PERMISSION,
} as Record<AdminSection, Permission>;

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
