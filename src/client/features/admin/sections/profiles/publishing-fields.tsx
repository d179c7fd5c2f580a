// What the website shows of a player (ADR 027): staff choose per child, and record the photo consent.
import type { FieldValues, Path } from 'react-hook-form';
import { PHOTO_CONSENT_VALID_MONTHS } from '../../../../../shared/constants';
import type { LiveForm } from '../../ui/date-of-birth-fields';
import { CheckboxInput, SelectField, TextField } from '../../ui/form-fields';

export const NAME_ON_WEBSITE_OPTIONS = [
  { value: 'full', label: 'Full name' },
  { value: 'first-initial', label: 'First name and initial' },
] as const;

export function PublishingFields<T extends FieldValues>({ form }: { form: LiveForm<T> }) {
  const field = (name: string) => name as Path<T>;
  // The website never shows a date of birth beside a first name and initial (ADR 032): the box has no effect then.
  const ageOnly = form.watch(field('nameOnWebsite')) === 'first-initial';
  return (
    <fieldset className="grid gap-4 rounded-lg border border-neutral-200 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-club-black">On the website</legend>
      <SelectField
        form={form}
        name={field('nameOnWebsite')}
        label="Name on the website"
        hint="First name and initial shows 'Kila Morea' as 'Kila M.'"
        options={NAME_ON_WEBSITE_OPTIONS}
      />
      <TextField
        form={form}
        name={field('photoConsentDate')}
        label="Photo consent given on (optional)"
        type="date"
        hint={`The photo shows on the website only while consent is less than ${PHOTO_CONSENT_VALID_MONTHS} months old.`}
      />
      <div>
        <CheckboxInput form={form} name={field('showDateOfBirth')} label="Show date of birth" disabled={ageOnly} />
        {ageOnly && (
          <p className="text-xs text-neutral-600">With first name and initial, the website shows the age only.</p>
        )}
      </div>
      <CheckboxInput form={form} name={field('showPhoto')} label="Show photo" />
    </fieldset>
  );
}
