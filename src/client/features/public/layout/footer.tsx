// The footer (docs/product.md "Footer"): logo, brand word, tagline, the 2024 rights line and three groups of anchor
// links; and the compact 'Follow' form (ADR 048).
import { CLUB } from '../../../../shared/constants';
import { FooterFollow } from '../follow/footer-follow';
import { Brand } from './brand';
import { FOOTER_GROUPS, footerHref } from './nav-links';

export function Footer({ pathname }: { pathname: string }) {
  return (
    <footer className="border-t-4 border-club-red bg-club-black text-neutral-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-5">
        <div className="col-span-2">
          <Brand size={48} />
          <p className="mt-4 max-w-sm leading-relaxed">{CLUB.tagline}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="font-display text-lg font-bold uppercase tracking-wide text-club-gold">{group.title}</h2>
            <ul className="mt-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <a
                    href={footerHref(pathname, link)}
                    className="inline-flex min-h-11 items-center hover:text-white focus-visible:text-white"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <FooterFollow />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-neutral-400">
          {`© ${CLUB.footerYear} ${CLUB.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
