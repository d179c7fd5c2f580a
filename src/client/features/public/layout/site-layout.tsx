// Every public page: skip link, navigation bar, the page, footer.
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { Navbar } from './navbar';

let lastPath: string | null = null;

/** A new page starts at its top; the first page keeps the browser's own position (a #hash, a reload). */
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    if (lastPath !== null && lastPath !== location) window.scrollTo(0, 0);
    lastPath = location;
  }, [location]);
}

export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-club-gold px-4 py-3 font-semibold text-club-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
