import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ImageState } from '../lib/use-entity-form';
import { type BoundForm, ImageField, TextField } from './form-fields';

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
  form: BoundForm<T>;
  role: { name: Path<T>; label: string; hint: string };
  /** Age, date of birth, home town and description, with an example date of birth. */
  details?: { dateOfBirthHint: string };
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
          <TextField
            form={form}
            name={field('age')}
            label="Age (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <TextField
            form={form}
            name={field('dateOfBirth')}
            label="Date of birth (optional)"
            hint={details.dateOfBirthHint}
          />
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
