// Where the navigation bar and footer point (docs/product.md "Screens and routes"). In-page anchors are real links:
// '#teams' on the landing page, '/#teams' elsewhere, so they work with JavaScript off and smooth-scroll through CSS.
import { paths } from '../../../../shared/paths';

export const ANCHORS = {
  home: 'home',
  about: 'about',
  teams: 'teams',
  pathway: 'pathway',
  international: 'international',
  gallery: 'gallery',
  news: 'news',
  contact: 'contact',
} as const;
export type Anchor = (typeof ANCHORS)[keyof typeof ANCHORS];

export const NAV_ANCHORS: { anchor: Anchor; label: string }[] = [
  { anchor: ANCHORS.home, label: 'Home' },
  { anchor: ANCHORS.about, label: 'About' },
  { anchor: ANCHORS.teams, label: 'Teams' },
  { anchor: ANCHORS.pathway, label: 'Pathway' },
  { anchor: ANCHORS.international, label: 'International' },
  { anchor: ANCHORS.gallery, label: 'Gallery' },
];

// News and Tours first, beside the anchors: otherwise only sections of the landing page lead to them.
export const NAV_PAGES: { href: string; label: string }[] = [
  { href: paths.news, label: 'News' },
  { href: paths.tours, label: 'Tours' },
  { href: paths.register, label: 'Register' },
  { href: paths.fixtures, label: 'Fixtures' },
  { href: paths.profiles, label: 'Profiles' },
  { href: paths.sponsors, label: 'Sponsors' },
  { href: paths.merchandise, label: 'Merchandise' },
  { href: paths.gallery, label: 'Full Gallery' },
];

export const STAFF_LOGIN = { href: paths.auth, label: 'Staff Login' };
export const JOIN_US = { anchor: ANCHORS.contact, label: 'Join Us' };

/** A footer link: an anchor of the landing page, or a page of its own. */
export type FooterLink = { label: string } & ({ anchor: Anchor } | { href: string });

export const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Teams',
    links: ['U10 Development', 'U14 Development', 'U16 Competitive', 'U19 Competitive', 'Senior Teams'].map(
      (label) => ({ anchor: ANCHORS.teams, label }),
    ),
  },
  {
    title: 'Programs',
    links: [
      { anchor: ANCHORS.pathway, label: 'Youth Development' },
      { anchor: ANCHORS.international, label: 'International Tours' },
      { anchor: ANCHORS.teams, label: 'Elite Training' },
      { anchor: ANCHORS.contact, label: 'Coaching Clinics' },
    ],
  },
  {
    title: 'Quick Links',
    links: [
      { anchor: ANCHORS.about, label: 'About Us' },
      { anchor: ANCHORS.gallery, label: 'Gallery' },
      { anchor: ANCHORS.news, label: 'News' },
      { href: paths.fixtures, label: 'Fixtures & Results' },
      { anchor: ANCHORS.contact, label: 'Contact' },
    ],
  },
];

/** The href of a footer link from the page at `pathname`. */
export const footerHref = (pathname: string, link: FooterLink): string =>
  'anchor' in link ? anchorHref(pathname, link.anchor) : link.href;

/** The href of a landing-page anchor from the page at `pathname`. */
export const anchorHref = (pathname: string, anchor: Anchor): string =>
  pathname === paths.home ? `#${anchor}` : `${paths.home}#${anchor}`;
