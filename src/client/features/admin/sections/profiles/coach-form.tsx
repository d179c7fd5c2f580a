import { useMemo } from 'react';
import type { ClubClock } from '../../../../../shared/club-time';
import { readDateOfBirth } from '../../../../../shared/date-of-birth';
import { type Coach, coachSchemaOn } from '../../../../../shared/schema';
import { deviceClock, useClubTimeZone } from '../../../../lib/club-time-zone';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { useSavedDateOfBirthText } from '../../ui/date-of-birth-fields';
import { FormLayout } from '../../ui/form-panel';
import { PersonFields } from '../../ui/person-fields';

/** The photo travels as the optional multipart file 'photo'. The date of birth's check reads `clock`. */
export const coachFormSchemaOn = (clock: ClubClock) => coachSchemaOn(clock).omit({ photoUrl: true });

const toFormValues = (item: Coach | null) => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  // The date picker's 'YYYY-MM-DD'; saved text it cannot show is kept apart (useSavedDateOfBirthText).
  dateOfBirth: readDateOfBirth(item?.dateOfBirth) ?? '',
  location: item?.location ?? '',
  role: item?.role ?? '',
  description: item?.description ?? '',
});

export function CoachForm(props: EntityFormProps<Coach>) {
  // Empty optional fields and an unset age are left out (docs/product.md "Validation messages"): toFormData skips them.
  const savedText = useSavedDateOfBirthText(props.item?.dateOfBirth);
  const timeZone = useClubTimeZone();
  const schema = useMemo(() => coachFormSchemaOn(deviceClock(timeZone)), [timeZone]);
  const { form, image, layout } = useEntityForm(props, {
    entity: 'coaches',
    schema,
    toFormValues,
    toBody: (values) => ({ ...values, dateOfBirth: savedText.toSend(values.dateOfBirth) }),
  });

  return (
    <FormLayout {...layout}>
      <PersonFields
        form={form}
        role={{ name: 'role', label: 'Role', hint: 'For example Head Coach, Assistant Coach.' }}
        details={{ savedText }}
        image={image}
      />
    </FormLayout>
  );
}
