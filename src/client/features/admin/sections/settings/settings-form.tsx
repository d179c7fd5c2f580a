import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { insertSettingsSchema, type SiteSettings } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Button } from '../../ui/button';
import { Field, inputClass } from '../../ui/field';
import { useUpdateSettings } from './api';

type SettingsFormValues = FormValues<typeof insertSettingsSchema>;

const toFormValues = (settings: SiteSettings | undefined): SettingsFormValues => ({
  contactAddress: settings?.contactAddress ?? '',
  contactPhone: settings?.contactPhone ?? '',
  contactEmail: settings?.contactEmail ?? '',
  socialFacebook: settings?.socialFacebook ?? '',
  socialInstagram: settings?.socialInstagram ?? '',
  socialYoutube: settings?.socialYoutube ?? '',
});

/** The contact details and social links shown in the contact section and footer of every page. */
export function SettingsForm({ settings }: { settings: SiteSettings | undefined }) {
  const update = useUpdateSettings(settings?.id);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues, unknown, z.output<typeof insertSettingsSchema>>({
    resolver: formResolver(insertSettingsSchema),
    defaultValues: toFormValues(settings),
  });
  useUnsavedWarning(isDirty);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const typed = getValues();
        // Saved: what is in the form is now what the site shows, so there is nothing left unsaved.
        update.mutate(values, { onSuccess: () => reset(typed) });
      })}
      className="grid gap-6 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl font-semibold text-club-black">Contact Information</legend>
        <Field
          label="Address"
          error={errors.contactAddress?.message}
          hint="Line breaks are kept as you type them."
          className="sm:col-span-2"
        >
          {(control) => <textarea {...control} rows={4} className={inputClass} {...register('contactAddress')} />}
        </Field>
        <Field label="Phone" error={errors.contactPhone?.message}>
          {(control) => (
            <input {...control} type="tel" autoComplete="off" className={inputClass} {...register('contactPhone')} />
          )}
        </Field>
        <Field label="Email" error={errors.contactEmail?.message}>
          {(control) => (
            <input {...control} type="email" autoComplete="off" className={inputClass} {...register('contactEmail')} />
          )}
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl font-semibold text-club-black">Social Media</legend>
        <p className="-mt-2 text-sm text-neutral-600 sm:col-span-2">
          Full links, e.g. https://facebook.com/yourclub. Leave a link empty to hide its icon.
        </p>
        <Field label="Facebook URL" error={errors.socialFacebook?.message}>
          {(control) => <input {...control} type="url" className={inputClass} {...register('socialFacebook')} />}
        </Field>
        <Field label="Instagram URL" error={errors.socialInstagram?.message}>
          {(control) => <input {...control} type="url" className={inputClass} {...register('socialInstagram')} />}
        </Field>
        <Field label="YouTube URL" error={errors.socialYoutube?.message}>
          {(control) => <input {...control} type="url" className={inputClass} {...register('socialYoutube')} />}
        </Field>
      </fieldset>
      <div>
        <Button type="submit" disabled={update.isPending} busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
