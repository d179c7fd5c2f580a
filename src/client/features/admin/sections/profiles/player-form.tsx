import { z } from 'zod/v4';
import { insertPlayerSchema, type Player } from '../../../../../shared/schema';
import { useEntityList } from '../../../../lib/entity-queries';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
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
  .extend({ showDateOfBirth: z.boolean().default(true), showPhoto: z.boolean().default(true) });

const toFormValues = (item: Player | null) => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  dateOfBirth: item?.dateOfBirth ?? '',
  location: item?.location ?? '',
  position: item?.position ?? '',
  teamId: item?.teamId ?? '',
  jerseyNumber: item?.jerseyNumber == null ? '' : String(item.jerseyNumber),
  description: item?.description ?? '',
  nameOnWebsite: item?.nameOnWebsite ?? 'full',
  showDateOfBirth: item?.showDateOfBirth ?? true,
  showPhoto: item?.showPhoto ?? true,
  photoConsentDate: item?.photoConsentDate ?? '',
});

export function PlayerForm(props: EntityFormProps<Player>) {
  const teams = useEntityList('teams');
  // Empty optional fields and an unset age are left out (spec section 5): toFormData skips them.
  const { form, image, layout } = useEntityForm(props, { entity: 'players', schema: playerFormSchema, toFormValues });
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));

  return (
    <FormLayout {...layout}>
      <PersonFields
        form={form}
        role={{ name: 'position', label: 'Position', hint: 'For example Point Guard, Center.' }}
        details={{ dateOfBirthHint: 'For example 03-15-2010' }}
        image={image}
      >
        <SelectField form={form} name="teamId" label="Team (optional)" options={teamOptions} placeholder="No team" />
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
