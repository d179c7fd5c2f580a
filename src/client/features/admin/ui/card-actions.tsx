import { Copy, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';

/**
 * Edit and delete for one card; the labels name the item so a screen reader user knows which. Items that cannot be
 * edited here (staff accounts) leave out `onEdit`; `deleteVerb` words the delete where it is not one ('Remove').
 * `onDuplicate` (fixtures) opens a new item filled in from this one.
 */
export function CardActions({
  name,
  onEdit,
  onDuplicate,
  onDelete,
  deleting = false,
  deleteVerb = 'Delete',
}: {
  name: string;
  onEdit?: () => void;
  onDuplicate?: () => void;
  /** Left out where the person may not delete the item. */
  onDelete?: () => void;
  deleting?: boolean;
  deleteVerb?: string;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      {onEdit && (
        <IconButton label={`Edit ${name}`} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden />
        </IconButton>
      )}
      {onDuplicate && (
        <IconButton label={`Duplicate ${name}`} onClick={onDuplicate}>
          <Copy className="h-4 w-4" aria-hidden />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          label={`${deleteVerb} ${name}`}
          onClick={onDelete}
          disabled={deleting}
          className="hover:bg-red-50 hover:text-club-red"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </IconButton>
      )}
    </div>
  );
}
