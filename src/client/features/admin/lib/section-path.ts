import { ADMIN_SECTIONS, type AdminSection } from '../../../../shared/admin-sections';

/** Whether a text names a portal section ('news'; not 'NEWS', not 'nope'). */
export const isSection = (value: string): value is AdminSection =>
  (ADMIN_SECTIONS as readonly string[]).includes(value);

/**
 * The section a portal path names, its query string ignored; /admin and unknown sections are the landing section
 * (About, or the first section the signed-in person may use).
 */
export function sectionFromPath(path: string, landing: AdminSection = 'about'): AdminSection {
  const pathname = path.split('?')[0]?.split('#')[0] ?? '';
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return isSection(segment) ? segment : landing;
}
