import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export type AddToggle = { label: string; open: boolean; onToggle: () => void };

/**
 * A screen's title, what it is for, and the Add button that toggles its inline form (reads Cancel when open).
 * A `tab` is a part of a screen: a smaller heading, one level down.
 */
export function SectionHeader({
  title,
  description,
  add,
  variant = 'screen',
  children,
}: {
  title: string;
  description?: string;
  add?: AddToggle;
  variant?: 'screen' | 'tab';
  children?: ReactNode;
}) {
  const tab = variant === 'tab';
  return (
    <header className={`flex flex-wrap justify-between gap-4 ${tab ? 'mb-4 items-center' : 'mb-6 items-start'}`}>
      <div className="min-w-0">
        {tab ? (
          <h2 className="font-display text-xl font-semibold text-club-black">{title}</h2>
        ) : (
          <h1 className="font-display text-3xl font-bold text-club-black">{title}</h1>
        )}
        {description && <p className="mt-1 text-neutral-600">{description}</p>}
        {children}
      </div>
      {add && (
        <Button
          size="sm"
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
