import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** A section's title, what it is for, and the Add button that toggles its inline form (reads Cancel when open). */
export function SectionHeader({
  title,
  description,
  add,
  children,
}: {
  title: string;
  description?: string;
  add?: { label: string; open: boolean; onToggle: () => void };
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-bold text-club-black">{title}</h1>
        {description && <p className="mt-1 text-neutral-600">{description}</p>}
        {children}
      </div>
      {add && (
        <Button
          variant={add.open ? 'secondary' : 'primary'}
          onClick={add.onToggle}
          aria-expanded={add.open}
          icon={add.open ? <X className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
        >
          {add.open ? 'Cancel' : add.label}
        </Button>
      )}
    </header>
  );
}
