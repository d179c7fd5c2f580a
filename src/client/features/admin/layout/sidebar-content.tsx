import { ExternalLink } from 'lucide-react';
import type { AdminSection } from '../../../../shared/admin-sections';
import { CLUB } from '../../../../shared/constants';
import { SidebarNav } from './sidebar-nav';
import { UserPanel } from './user-panel';

/** What the desktop sidebar and the mobile slide-out menu both hold. */
export function SidebarContent({ active, onNavigate }: { active: AdminSection; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-club-black p-4">
      <div>
        <p className="font-display text-2xl font-bold tracking-wide text-club-gold">{CLUB.brandWord}</p>
        <p className="text-xs uppercase tracking-wider text-neutral-300">Staff Portal</p>
      </div>
      <div className="flex-1">
        <SidebarNav active={active} onNavigate={onNavigate} />
      </div>
      <a
        href="/"
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm text-neutral-300 hover:bg-white/10 hover:text-white"
      >
        <ExternalLink className="h-4 w-4" aria-hidden />
        View the website
      </a>
      <UserPanel onNavigate={onNavigate} />
    </div>
  );
}
