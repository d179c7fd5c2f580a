import { useEffect, useMemo } from 'react';
import { z } from 'zod/v4';
import type { ClubClock } from '../../../../../shared/club-time';
import { readDateOfBirth } from '../../../../../shared/date-of-birth';
import { publishingDefaults } from '../../../../../shared/publishing';
import { type Player, playerSchemaOn } from '../../../../../shared/schema';
import { deviceClock, useClubTimeZone, useClubToday } from '../../../../lib/club-time-zone';
import { useTeamChoices } from '../../lib/team-choices';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { useSavedDateOfBirthText } from '../../ui/date-of-birth-fields';
import { SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { PersonFields } from '../../ui/person-fields';
import { PublishingFields } from './publishing-fields';

/**
 * The photo travels as the optional multipart file 'photo'. The form's checkboxes hold true or false, which the
 * multipart body carries as 'true' or 'false' (the shared schema reads both). Its date checks read `clock`.
 */
export const playerFormSchemaOn = (clock: ClubClock) =>
  playerSchemaOn(clock)
    .omit({ photoUrl: true })
    .extend({ showDateOfBirth: z.boolean(), showPhoto: z.boolean().default(true) });
type PlayerFormSchema = ReturnType<typeof playerFormSchemaOn>;

/** The form's values for `item`; a new player starts with a child's choices (no age known yet, ADR 032). */
const formValuesOn = (today: string) => (item: Player | null) => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  // The date picker's 'YYYY-MM-DD'; saved text it cannot show is kept apart (useSavedDateOfBirthText).
  dateOfBirth: readDateOfBirth(item?.dateOfBirth) ?? '',
  location: item?.location ?? '',
  position: item?.position ?? '',
  teamId: item?.teamId ?? '',
  jerseyNumber: item?.jerseyNumber == null ? '' : String(item.jerseyNumber),
  description: item?.description ?? '',
  nameOnWebsite: item?.nameOnWebsite ?? publishingDefaults({}, today).nameOnWebsite,
  showDateOfBirth: item?.showDateOfBirth ?? publishingDefaults({}, today).showDateOfBirth,
  showPhoto: item?.showPhoto ?? true,
  photoConsentDate: item?.photoConsentDate ?? '',
});

export function PlayerForm(props: EntityFormProps<Player>) {
  const teams = useTeamChoices();
  // Empty optional fields and an unset age are left out (docs/product.md "Validation messages"): toFormData skips them.
  const savedText = useSavedDateOfBirthText(props.item?.dateOfBirth);
  const timeZone = useClubTimeZone();
  const today = useClubToday();
  const schema = useMemo(() => playerFormSchemaOn(deviceClock(timeZone)), [timeZone]);
  const toFormValues = useMemo(() => formValuesOn(today), [today]);
  const { form, image, layout } = useEntityForm(props, {
    entity: 'players',
    schema,
    toFormValues,
    toBody: (values) => ({ ...values, dateOfBirth: savedText.toSend(values.dateOfBirth) }),
  });
  useChildDefaults(form, props.item === null, today);
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
  form: ReturnType<typeof useEntityForm<'players', PlayerFormSchema>>['form'],
  isNew: boolean,
  today: string,
) {
  const [age, dateOfBirth] = form.watch(['age', 'dateOfBirth']);
  useEffect(() => {
    if (!isNew) return;
    const defaults = publishingDefaults({ age: Number(age) || null, dateOfBirth }, today);
    const { dirtyFields } = form.formState;
    if (!dirtyFields.nameOnWebsite) form.setValue('nameOnWebsite', defaults.nameOnWebsite);
    if (!dirtyFields.showDateOfBirth) form.setValue('showDateOfBirth', defaults.showDateOfBirth);
  }, [age, dateOfBirth, isNew, form, today]);
}

/** A Coach's new player starts in the first of their teams, the choice the list shows (it offers no 'No team'). */
function useFirstTeamWhenRequired(
  form: ReturnType<typeof useEntityForm<'players', PlayerFormSchema>>['form'],
  firstTeamId: string | undefined,
) {
  useEffect(() => {
    if (firstTeamId && form.getValues('teamId') === '') form.setValue('teamId', firstTeamId);
  }, [firstTeamId, form]);
}
