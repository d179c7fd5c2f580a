import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminSection } from '../../../../shared/admin-sections';
import { useAuth } from '../../../lib/auth';
import { canUse, sectionRefusal, usableSections } from '../lib/section-access';
import { sectionFromPath } from '../lib/section-path';
import { SECTIONS } from '../section-registry';
import { SectionHeader } from '../ui/section-header';
import { MobileMenu } from './mobile-menu';
import { PlaceholderContactBanner } from './placeholder-contact-banner';
import { SidebarContent } from './sidebar-content';

/**
 * Sidebar on desktop, slide-out menu on phones, and the section the path names (docs/product.md "Screens and routes"):
 * /admin opens the first section the signed-in person may use, and a section they may not use says so instead of
 * showing itself.
 */
export function AdminLayout() {
  const [location] = useLocation();
  const { user } = useAuth();
  const active = sectionFromPath(location, usableSections(user)[0] ?? 'about');
  // A section stays mounted once opened, hidden while another is shown: a half-filled form survives a look
  // at another section.
  const [visited, setVisited] = useState<AdminSection[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  return (
    <div className="min-h-screen bg-neutral-50 font-sans text-neutral-900 print:bg-white">
      <MobileMenu active={active} title={SECTIONS[active].title} />
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block print:hidden" aria-label="Admin menu">
        <SidebarContent active={active} />
      </aside>
      <main className="px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-10 print:m-0 print:p-0">
        <div className="mx-auto max-w-6xl">
          {/* Staff's own notices are not part of a printed page (the Sponsor report). */}
          <div className="print:hidden">
            <PlaceholderContactBanner />
          </div>
          {visited.map((section) => {
            const { title, component: Section } = SECTIONS[section];
            // Everyone reaches their own password in Staff Accounts; only an Admin sees the accounts there.
            const allowed = section === 'staff' || canUse(user, section);
            return (
              <div key={section} hidden={section !== active} data-section={section}>
                {allowed ? <Section title={title} /> : <NoPermission section={section} />}
              </div>
            );
          })}
        </div>
      </main>
    </div>
  );
}

function NoPermission({ section }: { section: AdminSection }) {
  return (
    <>
      <SectionHeader title={SECTIONS[section].title} />
      <p role="alert" className="flex items-start gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-3">
        <ShieldOff className="mt-0.5 h-5 w-5 shrink-0 text-club-red" aria-hidden />
        <span>{sectionRefusal(section)}. Ask one of the club's Admins if you need it.</span>
      </p>
    </>
  );
}
