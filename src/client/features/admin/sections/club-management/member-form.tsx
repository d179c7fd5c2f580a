import { type ClubManagementMember, insertClubManagementSchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { FormLayout } from '../../ui/form-panel';
import { PersonFields } from '../../ui/person-fields';

/** The photo travels as the optional multipart file 'photo'. */
const memberFormSchema = insertClubManagementSchema.omit({ photoUrl: true, order: true });

const toFormValues = (item: ClubManagementMember | null) => ({
  name: item?.name ?? '',
  role: item?.role ?? '',
});

export function MemberForm(props: EntityFormProps<ClubManagementMember>) {
  const { form, image, layout } = useEntityForm(props, {
    entity: 'clubManagement',
    schema: memberFormSchema,
    toFormValues,
  });

  return (
    <FormLayout {...layout}>
      <PersonFields
        form={form}
        role={{ name: 'role', label: 'Role', hint: 'For example President, Secretary, Head Coach.' }}
        image={image}
      />
    </FormLayout>
  );
}
