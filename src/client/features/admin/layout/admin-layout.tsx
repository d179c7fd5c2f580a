import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminSection } from '../../../../shared/constants';
import { sectionFromPath } from '../lib/section-path';
import { SECTIONS } from '../section-registry';
import { MobileMenu } from './mobile-menu';
import { PlaceholderContactBanner } from './placeholder-contact-banner';
import { SidebarContent } from './sidebar-content';

/** Sidebar on desktop, slide-out menu on phones, and the section the path names (spec section 2). */
export function AdminLayout() {
  const [location] = useLocation();
  const active = sectionFromPath(location);
  // A section stays mounted once opened, hidden while another is shown: a half-filled form survives a look
  // at another section.
  const [visited, setVisited] = useState<AdminSection[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  return (
    <div className="min-h-screen bg-neutral-50 font-sans text-neutral-900">
      <MobileMenu active={active} title={SECTIONS[active].title} />
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block" aria-label="Admin menu">
        <SidebarContent active={active} />
      </aside>
      <main className="px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-10">
        <div className="mx-auto max-w-6xl">
          <PlaceholderContactBanner />
          {visited.map((section) => {
            const { title, component: Section } = SECTIONS[section];
            return (
              <div key={section} hidden={section !== active} data-section={section}>
                <Section title={title} />
              </div>
            );
          })}
        </div>
      </main>
    </div>
  );
}
