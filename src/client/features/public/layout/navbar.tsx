// The navigation bar (docs/product.md "Navigation bar"): fixed at the top, a semi-opaque bar once the page is scrolled
// past 100 px, and a collapsible menu below the xl breakpoint. An island: the scroll state and the menu need code.
import { CLUB, NAVBAR_SCROLL_THRESHOLD_PX } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { anchorHref, JOIN_US, NAV_ANCHORS, NAV_PAGES, STAFF_LOGIN } from './nav-links';
import { useScrolled } from './use-scrolled';

const link =
  'inline-flex min-h-11 items-center whitespace-nowrap px-1 text-sm font-semibold text-white/90 transition-colors hover:text-club-gold aria-[current=page]:text-club-gold';

export type NavbarProps = { pathname: string };

export default function Navbar({ pathname }: NavbarProps) {
  const scrolled = useScrolled(NAVBAR_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-navbar
      // Always over a dark picture or bar: light focus rings (styles.css).
      data-surface="dark"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? 'bg-club-black/90 shadow-lg backdrop-blur-md' : 'bg-linear-to-b from-black/70 to-transparent'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <a
          href={anchorHref(pathname, 'home')}
          // The name starts with the words on screen, so a voice command ('click PMBC') finds the link.
          aria-label={`${CLUB.brandWord}, ${CLUB.name}, home`}
          className="inline-flex min-h-11 shrink-0 items-center"
        >
          <Brand />
        </a>
        {/* Fifteen links and a button fill the bar at the xl breakpoint: the links sit closer than elsewhere so the
            brand and the button keep their one line. */}
        <div className="hidden items-center gap-3 xl:flex">
          <ul className="flex items-center gap-1">
            {NAV_ANCHORS.map((item) => (
              <li key={item.anchor}>
                <a href={anchorHref(pathname, item.anchor)} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
            {NAV_PAGES.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link} aria-current={pathname === item.href ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href={STAFF_LOGIN.href} className={link}>
                {STAFF_LOGIN.label}
              </a>
            </li>
          </ul>
          <a
            href={anchorHref(pathname, JOIN_US.anchor)}
            className={buttonClasses({ size: 'sm', className: 'shrink-0 whitespace-nowrap' })}
          >
            {JOIN_US.label}
          </a>
        </div>
        <MobileMenu pathname={pathname} />
      </nav>
    </header>
  );
}
