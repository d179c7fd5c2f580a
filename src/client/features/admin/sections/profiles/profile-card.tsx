import type { ReactNode } from 'react';
import { AdminImage } from '../../ui/admin-image';
import { CardText, ItemCard } from '../../ui/item-card';

/** A player or coach: photo, name, position or role, the details that are set, and edit/delete. */
export function ProfileCard({
  name,
  subtitle,
  photoUrl,
  details,
  description,
  notes = [],
  badges,
  actions,
}: {
  name: string;
  subtitle: string;
  photoUrl: string | null;
  details: [label: string, value: string | number | null | undefined][];
  description: string | null;
  /** How the public card differs from this one ('Date of birth hidden'), so staff see what visitors see. */
  notes?: string[];
  /** Small labels under the details: a player's season fee. */
  badges?: ReactNode;
  actions: ReactNode;
}) {
  const shown = details.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <ItemCard
      leading={<AdminImage src={photoUrl} alt={name} sizes="80px" className="h-20 w-20 shrink-0 rounded-lg" />}
      title={name}
      actions={actions}
    >
      <p className="text-sm font-semibold text-club-red">{subtitle}</p>
      {shown.length > 0 && (
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-neutral-700">
          {shown.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-neutral-500">{label}:</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes.length > 0 && (
        <ul aria-label="On the website" className="mt-1 flex flex-wrap gap-x-3 text-sm font-semibold text-amber-800">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {badges && <p className="mt-1 flex flex-wrap gap-2">{badges}</p>}
      {description && <CardText>{description}</CardText>}
    </ItemCard>
  );
}
