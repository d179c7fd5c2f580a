import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ImageState } from '../lib/use-entity-form';
import { DateOfBirthFields, type LiveForm, type SavedDateOfBirthText } from './date-of-birth-fields';
import { ImageField, TextField } from './form-fields';

/**
 * A person's fields, as club management members, players and coaches share them: the name, what they do
 * (`role`: a role or a position), the form's own fields (`children`), the optional details players and coaches
 * have (`details`), and the photo.
 */
export function PersonFields<T extends FieldValues>({
  form,
  role,
  details,
  image,
  children,
}: {
  form: LiveForm<T>;
  role: { name: Path<T>; label: string; hint: string };
  /** Date of birth, age, home town and description; `savedText` is a saved date of birth the picker cannot show. */
  details?: { savedText: SavedDateOfBirthText };
  image: ImageState | null;
  children?: ReactNode;
}) {
  const field = (name: string) => name as Path<T>;
  return (
    <>
      <TextField form={form} name={field('name')} label="Name" />
      <TextField form={form} name={role.name} label={role.label} hint={role.hint} />
      {children}
      {details && (
        <>
          <DateOfBirthFields form={form} saved={details.savedText} />
          <TextField form={form} name={field('location')} label="From (optional)" hint="Home town or province" />
          <TextField
            form={form}
            name={field('description')}
            label="Description (optional)"
            rows={3}
            className="sm:col-span-2"
          />
        </>
      )}
      {image && <ImageField image={image} label="Photo (optional)" />}
    </>
  );
}
