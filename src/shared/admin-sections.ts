// The portal's sections in menu order: each content entity's, as its definition names it (in the registry's order),
// then the site's own (SITE_SECTIONS). Apart from constants.ts, which the entities' tables read: reading a constant
// loads no definition.
import { SITE_SECTIONS, type SiteSection } from './constants';
import { ENTITY_SECTIONS, type EntitySection } from './entities';

/** A section of the portal: a content entity's or one of SITE_SECTIONS. */
export type AdminSection = EntitySection | SiteSection;

export const ADMIN_SECTIONS = [...ENTITY_SECTIONS, ...SITE_SECTIONS] as unknown as readonly [
  AdminSection,
  ...AdminSection[],
];
