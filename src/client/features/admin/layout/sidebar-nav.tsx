import { Link } from 'wouter';
import type { AdminSection } from '../../../../shared/admin-sections';
import { paths } from '../../../../shared/paths';
import { SECTION_LABELS } from '../../../../shared/section-labels';
import { useAuth } from '../../../lib/auth';
import { canUse, usableSections } from '../lib/section-access';
import { SECTIONS } from '../section-registry';
import { useInquirySummary } from '../sections/inquiries/api';
import { useRegistrationsSummary } from '../sections/registrations/api';

/** The sections the signed-in person may use, in menu order; the active one is highlighted and marked as the current page. */
export function SidebarNav({ active, onNavigate }: { active: AdminSection; onNavigate?: () => void }) {
  // Families waiting for an answer: the New enquiries and registrations on their entries, read again every minute.
  const { user } = useAuth();
  const waiting: Partial<Record<AdminSection, number>> = {
    inquiries: useInquirySummary(canUse(user, 'inquiries')).data?.new,
    registrations: useRegistrationsSummary(canUse(user, 'registrations')).data?.new,
  };
  return (
    <nav aria-label="Admin sections">
      <ul className="grid gap-1">
        {usableSections(user).map((section) => {
          const { icon: Icon } = SECTIONS[section];
          const label = SECTION_LABELS[section];
          const current = section === active;
          return (
            <li key={section}>
              <Link
                href={paths.adminSection(section)}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-semibold transition-colors ${
                  current ? 'bg-club-red text-white' : 'text-neutral-200 hover:bg-white/10 hover:text-white'
                }`}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                {label}
                {(waiting[section] ?? 0) > 0 && (
                  <span className="ml-auto rounded-full bg-club-gold px-2 py-0.5 text-xs font-bold text-club-black">
                    {waiting[section]}
                    <span className="sr-only"> new</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
