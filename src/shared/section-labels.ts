// Each portal section's name in the menu, apart from its screen (client section-registry.tsx), so a screen can name
// another section (the activity log's filter and links) without importing every screen, and the server's activity
// CSV names sections as the menu does.
import type { AdminSection } from './constants';

export const SECTION_LABELS: Record<AdminSection, string> = {
  about: 'About',
  'club-management': 'Club Management',
  teams: 'Teams',
  fixtures: 'Fixtures & Results',
  profiles: 'Profiles',
  pathway: 'Player Pathway',
  international: 'International',
  tours: 'Tours',
  news: 'News',
  gallery: 'Gallery',
  sponsors: 'Sponsors',
  merchandise: 'Merchandise',
  inquiries: 'Inquiries',
  registrations: 'Registrations',
  followers: 'Followers',
  visitors: 'Visitors',
  'sponsor-report': 'Sponsor Report',
  settings: 'Settings',
  staff: 'Staff Accounts',
  activity: 'Activity',
};
