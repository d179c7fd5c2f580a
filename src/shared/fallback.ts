// What a new site starts with: the placeholder sponsor logo and contact details. The example rows a list shows while
// it is empty are each entity's own (`examples` in src/shared/entities/<entity>/definition.ts).
import type { SiteSettings } from './schema';

/** The placeholder logo lives in public/ so it costs no upload. */
export const SPONSOR_PLACEHOLDER_LOGO = '/images/sponsor-placeholder.svg';

/**
 * The contact details a new site starts with (the settings row is created with them): they reach nobody, so the
 * portal asks staff to replace them while either is still in place.
 */
export const PLACEHOLDER_CONTACT = { phone: '+675 000 0000', email: 'info@example.com' } as const;

/** Whether visitors are still shown a placeholder phone number or email address. */
export const showsPlaceholderContact = (settings: Pick<SiteSettings, 'contactPhone' | 'contactEmail'>): boolean =>
  settings.contactPhone.trim() === PLACEHOLDER_CONTACT.phone ||
  settings.contactEmail.trim().toLowerCase() === PLACEHOLDER_CONTACT.email;
