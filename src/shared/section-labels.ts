// Each portal section's name in the menu, apart from its screen (client section-registry.tsx), so a screen can name
// another section (the activity log's filter and links) without importing every screen, and the server's activity
// CSV names sections as the menu does. A content entity's section is labelled by its definition (`section`).
import type { AdminSection } from './admin-sections';
import type { SiteSection } from './constants';
import { ENTITY_SECTIONS, entitySectionLabel } from './entities';

const SITE_SECTION_LABELS: Record<SiteSection, string> = {
  inquiries: 'Inquiries',
  registrations: 'Registrations',
  followers: 'Followers',
  visitors: 'Visitors',
  'sponsor-report': 'Sponsor Report',
  payments: 'Payments',
  settings: 'Settings',
  staff: 'Staff Accounts',
  activity: 'Activity',
};

export const SECTION_LABELS = {
  ...Object.fromEntries(ENTITY_SECTIONS.map((section) => [section, entitySectionLabel(section)])),
  ...SITE_SECTION_LABELS,
} as Record<AdminSection, string>;
