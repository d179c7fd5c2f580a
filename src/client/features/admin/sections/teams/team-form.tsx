import { z } from 'zod/v4';
import { AGE_GROUPS, TEAM_COLORS } from '../../../../../shared/constants';
import { insertTeamSchema, type Team } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { CheckboxInput, ColorSelect, ImageField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { joinFeatures, splitFeatures } from './features-text';

/** The team as the form holds it: features as one line of text; the image comes from the picker. */
export const teamFormSchema = insertTeamSchema
  .omit({ features: true, imageUrl: true })
  .extend({ features: z.string().transform(splitFeatures), trainingCountsAsComing: z.boolean().default(false) });

const AGE_GROUP_LABELS = AGE_GROUPS.map((group) => group.label);

const toFormValues = (item: Team | null) => ({
  name: item?.name ?? '',
  ageGroup: item?.ageGroup ?? '',
  description: item?.description ?? '',
  features: joinFeatures(item?.features ?? []),
  color: item?.color ?? TEAM_COLORS.red,
  trainingCountsAsComing: item?.trainingCountsAsComing ?? false,
});

export function TeamForm(props: EntityFormProps<Team>) {
  const { form, image, layout } = useEntityForm(props, { entity: 'teams', schema: teamFormSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="name" label="Team name" />
      <TextField form={form} name="ageGroup" label="Age group" suggestions={AGE_GROUP_LABELS} />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
      <TextField
        form={form}
        name="features"
        label="Features"
        hint="Separate features with commas, e.g. Skills training, Weekly games, Fitness."
        className="sm:col-span-2"
      />
      <ColorSelect form={form} palette="team" />
      {image && <ImageField image={image} label="Team photo (optional)" />}
      <CheckboxInput
        form={form}
        name="trainingCountsAsComing"
        label="Training: count players as coming unless they say no"
      />
    </FormLayout>
  );
}
