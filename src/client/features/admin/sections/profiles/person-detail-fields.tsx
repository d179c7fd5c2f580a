import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from '../../ui/field';
import { ImagePicker } from '../../ui/image-picker';

type DetailName = 'age' | 'dateOfBirth' | 'location' | 'description';

/** The optional fields players and coaches share: age, date of birth, home town, description and photo. */
export function PersonDetailFields({
  fields,
  errors,
  dateOfBirthHint,
  photo,
  onPhotoChange,
  currentPhotoUrl,
}: {
  fields: Record<DetailName, UseFormRegisterReturn>;
  errors: Partial<Record<DetailName, { message?: string }>>;
  dateOfBirthHint: string;
  photo: File | null;
  onPhotoChange: (file: File | null) => void;
  currentPhotoUrl?: string | null;
}) {
  return (
    <>
      <Field label="Age (optional)" error={errors.age?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={inputClass}
            {...fields.age}
          />
        )}
      </Field>
      <Field label="Date of birth (optional)" error={errors.dateOfBirth?.message} hint={dateOfBirthHint}>
        {(control) => <input {...control} className={inputClass} {...fields.dateOfBirth} />}
      </Field>
      <Field label="From (optional)" error={errors.location?.message} hint="Home town or province">
        {(control) => <input {...control} className={inputClass} {...fields.location} />}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...fields.description} />}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker
          label="Photo (optional)"
          accept="image/*"
          file={photo}
          onFileChange={onPhotoChange}
          currentUrl={currentPhotoUrl}
        />
      </div>
    </>
  );
}
