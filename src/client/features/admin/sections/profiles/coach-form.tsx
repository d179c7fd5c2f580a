import { type Coach, insertCoachSchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { FormLayout } from '../../ui/form-panel';
import { PersonFields } from '../../ui/person-fields';

/** The photo travels as the optional multipart file 'photo'. */
export const coachFormSchema = insertCoachSchema.omit({ photoUrl: true });

const toFormValues = (item: Coach | null) => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  dateOfBirth: item?.dateOfBirth ?? '',
  location: item?.location ?? '',
  role: item?.role ?? '',
  description: item?.description ?? '',
});

export function CoachForm(props: EntityFormProps<Coach>) {
  // Empty optional fields and an unset age are left out (spec section 5): toFormData skips them.
  const { form, image, layout } = useEntityForm(props, { entity: 'coaches', schema: coachFormSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <PersonFields
        form={form}
        role={{ name: 'role', label: 'Role', hint: 'For example Head Coach, Assistant Coach.' }}
        details={{ dateOfBirthHint: 'For example 03-15-1985' }}
        image={image}
      />
    </FormLayout>
  );
}
