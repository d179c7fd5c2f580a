// Recording or correcting money given to a tour. Checked here with the server's own rules and words; a
// failed save keeps what was typed and shows the server's reasons under the fields, what is typed is kept in this
// browser until it is saved (ADR 045), and a correction names the version it was made on, so one over someone
// else's is refused and said above the buttons.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { clubToday } from '../../../../../shared/club-time';
import type { ContributionForStaff } from '../../../../../shared/contribution-form';
import { CONTRIBUTION_METHOD_LABELS, CONTRIBUTION_METHODS } from '../../../../../shared/tours';
import { useClubTimeZone, useClubToday } from '../../../../lib/club-time-zone';
import { usePortalList } from '../../../../lib/entity-queries';
import { formResolver } from '../../lib/form-values';
import { conflictOf, showServerIssues } from '../../lib/server-issues';
import { useFormDraft } from '../../lib/use-local-draft';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { CheckboxInput, SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { useSaveContribution } from './api';
import {
  CONTRIBUTION_FIELDS,
  contributionFormSchemaOn,
  toContributionBody,
  toContributionFormValues,
} from './contribution-form-schema';

const METHOD_OPTIONS = CONTRIBUTION_METHODS.map((value) => ({ value, label: CONTRIBUTION_METHOD_LABELS[value] }));

export function ContributionForm({
  tourId,
  item,
  onDone,
}: {
  tourId: string;
  item: ContributionForStaff | null;
  onDone: () => void;
}) {
  const save = useSaveContribution(tourId);
  const sponsors = usePortalList('sponsors');
  const timeZone = useClubTimeZone();
  const today = useClubToday();
  const schema = useMemo(() => contributionFormSchemaOn(() => clubToday(new Date(), timeZone)), [timeZone]);
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: toContributionFormValues(item, today),
  });
  useUnsavedWarning(form.formState.isDirty);
  const version = item?.updatedAt ?? null;
  const draft = useFormDraft(form, { form: `tour-contribution-${tourId}`, itemId: item?.id ?? null, version });
  const [conflict, setConflict] = useState<string | null>(null);
  const method = form.watch('method');
  const sponsorOptions = (sponsors.data ?? []).map((sponsor) => ({ value: sponsor.id, label: sponsor.name }));

  // The values sent are those typed (the amount in kina as written); the schema has checked them.
  const onSubmit = form.handleSubmit(() => {
    setConflict(null);
    const body = { ...toContributionBody(form.getValues()), ...(version ? { updatedAt: version } : {}) };
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          form.reset(toContributionFormValues(null, today));
          draft.saved();
          onDone();
        },
        onError: (error) => {
          showServerIssues(error, form.setError, CONTRIBUTION_FIELDS);
          setConflict(conflictOf(error));
        },
      },
    );
  });

  return (
    <FormLayout
      onSubmit={onSubmit}
      draft={draft.offer}
      conflict={conflict}
      submitLabel={item ? 'Update contribution' : 'Record contribution'}
      pending={save.isPending}
      onCancel={onDone}
    >
      <TextField
        form={form}
        name="amount"
        label="Amount (PGK)"
        inputMode="decimal"
        autoComplete="off"
        hint="In kina, such as 250 or 250.50."
      />
      <TextField form={form} name="receivedOn" label="Date received" type="date" />
      <SelectField form={form} name="method" label="Paid by" options={METHOD_OPTIONS} placeholder="Choose..." />
      {method === 'sponsor' && (
        <SelectField
          form={form}
          name="sponsorId"
          label="Sponsor"
          options={sponsorOptions}
          placeholder="Choose the sponsor..."
        />
      )}
      <TextField
        form={form}
        name="supporterName"
        label={method === 'sponsor' ? "Supporter's name (optional)" : "Supporter's name"}
        autoComplete="off"
        hint={
          method === 'sponsor'
            ? "Leave it empty to use the sponsor's name. Kept encrypted; only staff see it."
            : 'Kept encrypted; only staff see it, unless Show my name is ticked.'
        }
      />
      <TextField
        form={form}
        name="reference"
        label="Reference (optional)"
        autoComplete="off"
        hint="A receipt or transfer number. Only staff see it."
      />
      <div className="grid content-start sm:col-span-2">
        <CheckboxInput form={form} name="showName" label="Show my name" />
        <CheckboxInput form={form} name="showAmount" label="Show the amount" />
        <p className="text-xs text-neutral-600">
          What the supporter chose: the tour's page says 'Anonymous' unless the name may be shown.
        </p>
      </div>
    </FormLayout>
  );
}
