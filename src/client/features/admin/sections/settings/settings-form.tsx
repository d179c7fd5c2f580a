import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { insertSettingsSchema, type SiteSettings } from '../../../../../shared/schema';
import { Button } from '../../../../components/ui/button';
import { type FormValues, formResolver } from '../../lib/form-values';
import { conflictOf } from '../../lib/server-issues';
import { useFormDraft } from '../../lib/use-local-draft';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { ConflictAlert, DraftOfferNotice } from '../../ui/form-alerts';
import { CheckboxInput, TextField } from '../../ui/form-fields';
import { useUpdateSettings } from './api';

type SettingsFormValues = FormValues<typeof insertSettingsSchema>;

const toFormValues = (settings: SiteSettings | undefined): SettingsFormValues => ({
  contactAddress: settings?.contactAddress ?? '',
  contactPhone: settings?.contactPhone ?? '',
  contactEmail: settings?.contactEmail ?? '',
  socialFacebook: settings?.socialFacebook ?? '',
  socialInstagram: settings?.socialInstagram ?? '',
  socialYoutube: settings?.socialYoutube ?? '',
  whatsappNumber: settings?.whatsappNumber ?? '',
  registrationOpen: settings?.registrationOpen ?? false,
  season: settings?.season ?? '',
  feeInformation: settings?.feeInformation ?? '',
  codeOfConduct: settings?.codeOfConduct ?? '',
  supportBankAccount: settings?.supportBankAccount ?? '',
  supportMobileMoney: settings?.supportMobileMoney ?? '',
  supportCash: settings?.supportCash ?? '',
  supportSwift: settings?.supportSwift ?? '',
  supportBankAddress: settings?.supportBankAddress ?? '',
  alertEmail: settings?.alertEmail ?? '',
  seasonCutoffDate: settings?.seasonCutoffDate ?? '',
  seasonFeeKina: settings?.seasonFeeKina ?? '',
});

/** The updatedAt as JSON carries it (the settings are read from JSON; a test may hand a Date). */
const versionOf = (settings: SiteSettings | undefined) =>
  settings ? new Date(settings.updatedAt).toISOString() : null;

/**
 * The contact details and social links shown in the contact section and footer of every page, and the registration
 * window. What is typed is kept in this browser until it is saved; a save names the version the form last read or
 * saved, so one over someone else's is refused and said above the button (ADR 045).
 */
export function SettingsForm({
  settings,
  staffAlerts = null,
}: {
  settings: SiteSettings | undefined;
  /** Given to an Admin only, who sees and may change the 'Staff alerts email'; nobody else's form sends it. */
  staffAlerts?: { fromEnvironment: boolean } | null;
}) {
  const update = useUpdateSettings(settings?.id);
  const form = useForm<SettingsFormValues, unknown, z.output<typeof insertSettingsSchema>>({
    resolver: formResolver(insertSettingsSchema),
    defaultValues: toFormValues(settings),
  });
  const { handleSubmit, getValues, reset } = form;
  useUnsavedWarning(form.formState.isDirty);
  // The form stays open after a save: its next save replaces the version this one made.
  const [version, setVersion] = useState(() => versionOf(settings));
  const draft = useFormDraft(form, { form: 'settings', itemId: settings?.id ?? null, version });
  const [conflict, setConflict] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const sent = getValues();
        setConflict(null);
        // Saved: what was sent is now what the site shows. Fields typed while it was on its way keep their text
        // (and stay unsaved): keepValues moves the form's baseline without touching what is on screen.
        const { alertEmail, ...others } = values;
        update.mutate(
          {
            ...others,
            ...(staffAlerts ? { alertEmail: alertEmail ?? null } : {}),
            ...(version ? { updatedAt: version } : {}),
          },
          {
            onSuccess: (saved) => {
              reset(sent, { keepValues: true });
              draft.saved(sent);
              setVersion(versionOf(saved));
            },
            onError: (error) => setConflict(conflictOf(error)),
          },
        );
      })}
      className="grid gap-6 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <DraftOfferNotice offer={draft.offer} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl font-semibold text-club-black">Contact Information</legend>
        <TextField
          form={form}
          name="contactAddress"
          label="Address"
          hint="Line breaks are kept as you type them."
          rows={4}
          className="sm:col-span-2"
        />
        <TextField form={form} name="contactPhone" label="Phone" type="tel" autoComplete="off" />
        <TextField form={form} name="contactEmail" label="Email" type="email" autoComplete="off" />
        <TextField
          form={form}
          name="whatsappNumber"
          label="WhatsApp number"
          hint="Optional, e.g. 7123 4567. When set, the website offers a WhatsApp link."
          type="tel"
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl font-semibold text-club-black">Social Media</legend>
        <p className="-mt-2 text-sm text-neutral-600 sm:col-span-2">
          Full links, e.g. https://facebook.com/yourclub. Leave a link empty to hide its icon.
        </p>
        <TextField form={form} name="socialFacebook" label="Facebook URL" type="url" />
        <TextField form={form} name="socialInstagram" label="Instagram URL" type="url" />
        <TextField form={form} name="socialYoutube" label="YouTube URL" type="url" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl font-semibold text-club-black">Registration</legend>
        <div className="sm:col-span-2">
          <CheckboxInput form={form} name="registrationOpen" label="Registration open" />
        </div>
        <TextField form={form} name="season" label="Season" hint="e.g. 2027 Season" autoComplete="off" />
        <TextField
          form={form}
          name="seasonCutoffDate"
          label="Age cut-off day"
          hint="Optional. The registration form suggests a team by the player's age on this day; left empty, 31 December of the season's year."
          type="date"
        />
        <TextField
          form={form}
          name="seasonFeeKina"
          label="Season fee"
          hint="Optional, in kina, e.g. 150. When set, accepting a registration charges the player's family this much, due in 30 days."
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="feeInformation"
          label="Fee information"
          hint="Amounts and how to pay, e.g. cash at training or mobile money to a number."
          rows={4}
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="codeOfConduct"
          label="Code of conduct"
          hint="The registration form links to it. A blank line starts a new paragraph."
          rows={8}
          className="sm:col-span-2"
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-display text-xl font-semibold text-club-black">How to support a tour</legend>
        <p className="-mt-2 text-sm text-neutral-600">Shown on every tour's page. Leave a way empty to leave it out.</p>
        <TextField
          form={form}
          name="supportBankAccount"
          label="Bank account"
          hint="Account name, bank, BSB and account number, and the reference to use."
          rows={3}
        />
        <TextField
          form={form}
          name="supportSwift"
          label="SWIFT/BIC"
          hint="The bank's code for a transfer from overseas, e.g. BOSPPGPM."
        />
        <TextField
          form={form}
          name="supportBankAddress"
          label="Bank address"
          hint="The branch's street address, which a transfer from overseas also asks for."
          rows={2}
        />
        <TextField
          form={form}
          name="supportMobileMoney"
          label="Mobile money"
          hint="The service and number, e.g. CellMoni 7123 4567."
          rows={2}
        />
        <TextField form={form} name="supportCash" label="Cash" hint="Where and when cash is taken." rows={2} />
      </fieldset>
      {staffAlerts && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-display text-xl font-semibold text-club-black">Staff alerts</legend>
          <TextField
            form={form}
            name="alertEmail"
            label="Staff alerts email"
            hint={
              staffAlerts.fromEnvironment
                ? 'The server sets this address (ALERT_EMAIL), so this field is not used at the moment.'
                : "Where the website emails new registrations and enquiries, and where families' replies to the club's emails go. Only an Admin sees and changes it; the contact email above does not decide it."
            }
            type="email"
            autoComplete="off"
          />
        </fieldset>
      )}
      <ConflictAlert message={conflict} />
      <div>
        <Button size="sm" type="submit" disabled={update.isPending} busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
