// Every public page: skip link, navigation bar (an island), the page, footer.
import type { ReactNode } from 'react';
import { Island } from '../../../islands/island';
import { Footer } from './footer';
import Navbar from './navbar';

export function SiteLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-club-gold px-4 py-3 font-semibold text-club-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Island name="navbar" component={Navbar} props={{ pathname }} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer pathname={pathname} />
    </>
  );
}
