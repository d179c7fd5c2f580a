import { useEffect } from 'react';
import { z } from 'zod/v4';
import { readDateOfBirth } from '../../../../../shared/date-of-birth';
import { clubToday, publishingDefaults } from '../../../../../shared/publishing';
import { insertPlayerSchema, type Player } from '../../../../../shared/schema';
import { useTeamChoices } from '../../lib/team-choices';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { useSavedDateOfBirthText } from '../../ui/date-of-birth-fields';
import { SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { PersonFields } from '../../ui/person-fields';
import { PublishingFields } from './publishing-fields';

/**
 * The photo travels as the optional multipart file 'photo'. The form's checkboxes hold true or false, which the
 * multipart body carries as 'true' or 'false' (the shared schema reads both).
 */
export const playerFormSchema = insertPlayerSchema
  .omit({ photoUrl: true })
  .extend({ showDateOfBirth: z.boolean(), showPhoto: z.boolean().default(true) });

/** A new player starts with a child's choices until an age of 18 or more is entered (ADR 032). */
const NEW_PLAYER_DEFAULTS = publishingDefaults({}, clubToday());

const toFormValues = (item: Player | null) => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  // The date picker's 'YYYY-MM-DD'; saved text it cannot show is kept apart (useSavedDateOfBirthText).
  dateOfBirth: readDateOfBirth(item?.dateOfBirth) ?? '',
  location: item?.location ?? '',
  position: item?.position ?? '',
  teamId: item?.teamId ?? '',
  jerseyNumber: item?.jerseyNumber == null ? '' : String(item.jerseyNumber),
  description: item?.description ?? '',
  nameOnWebsite: item?.nameOnWebsite ?? NEW_PLAYER_DEFAULTS.nameOnWebsite,
  showDateOfBirth: item?.showDateOfBirth ?? NEW_PLAYER_DEFAULTS.showDateOfBirth,
  showPhoto: item?.showPhoto ?? true,
  photoConsentDate: item?.photoConsentDate ?? '',
});

export function PlayerForm(props: EntityFormProps<Player>) {
  const teams = useTeamChoices();
  // Empty optional fields and an unset age are left out (docs/product.md "Validation messages"): toFormData skips them.
  const savedText = useSavedDateOfBirthText(props.item?.dateOfBirth);
  const { form, image, layout } = useEntityForm(props, {
    entity: 'players',
    schema: playerFormSchema,
    toFormValues,
    toBody: (values) => ({ ...values, dateOfBirth: savedText.toSend(values.dateOfBirth) }),
  });
  useChildDefaults(form, props.item === null);
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));
  useFirstTeamWhenRequired(form, teams.teamRequired ? teamOptions[0]?.value : undefined);

  return (
    <FormLayout {...layout}>
      <PersonFields
        form={form}
        role={{ name: 'position', label: 'Position', hint: 'For example Point Guard, Center.' }}
        details={{ savedText }}
        image={image}
      >
        {teams.teamRequired ? (
          <SelectField form={form} name="teamId" label="Team" options={teamOptions} />
        ) : (
          <SelectField form={form} name="teamId" label="Team (optional)" options={teamOptions} placeholder="No team" />
        )}
        <TextField
          form={form}
          name="jerseyNumber"
          label="Jersey number (optional)"
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          step={1}
        />
      </PersonFields>
      <PublishingFields form={form} />
    </FormLayout>
  );
}

/**
 * While a new player is added, the website choices follow the age as it is entered: a child's (first name and
 * initial, date of birth hidden) until the date of birth or age says 18 or over. A choice staff make themselves
 * stays; an existing player's saved choices are never changed.
 */
function useChildDefaults(
  form: ReturnType<typeof useEntityForm<'players', typeof playerFormSchema>>['form'],
  isNew: boolean,
) {
  const [age, dateOfBirth] = form.watch(['age', 'dateOfBirth']);
  useEffect(() => {
    if (!isNew) return;
    const defaults = publishingDefaults({ age: Number(age) || null, dateOfBirth }, clubToday());
    const { dirtyFields } = form.formState;
    if (!dirtyFields.nameOnWebsite) form.setValue('nameOnWebsite', defaults.nameOnWebsite);
    if (!dirtyFields.showDateOfBirth) form.setValue('showDateOfBirth', defaults.showDateOfBirth);
  }, [age, dateOfBirth, isNew, form]);
}

/** A Coach's new player starts in the first of their teams, the choice the list shows (it offers no 'No team'). */
function useFirstTeamWhenRequired(
  form: ReturnType<typeof useEntityForm<'players', typeof playerFormSchema>>['form'],
  firstTeamId: string | undefined,
) {
  useEffect(() => {
    if (firstTeamId && form.getValues('teamId') === '') form.setValue('teamId', firstTeamId);
  }, [firstTeamId, form]);
}
