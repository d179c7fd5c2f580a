import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';

/** A player or coach: photo, name, position or role, the details that are set, and edit/delete. */
export function ProfileCard({
  name,
  subtitle,
  photoUrl,
  details,
  description,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  subtitle: string;
  photoUrl: string | null;
  details: [label: string, value: string | number | null | undefined][];
  description: string | null;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const shown = details.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <li className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <AdminImage src={photoUrl} alt={name} sizes="80px" className="h-20 w-20 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-club-black">{name}</h3>
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
        {description && <p className="mt-1 text-sm text-neutral-700">{description}</p>}
      </div>
      <CardActions name={name} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
    </li>
  );
}
