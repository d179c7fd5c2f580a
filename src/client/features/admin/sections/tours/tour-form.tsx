// A tour: what, where and when, its stage, the cover picture, the description (Markdown, as an article's
// body), the itinerary day by day, the squad and the fundraising target in whole kina. Checked by the shared
// insertTourSchema, so its messages are the server's. The money raised is never typed here: it is the sum of the
// contributions, recorded from the tour's card.
import { insertTourSchema, type Tour } from '../../../../../shared/schema';
import { TOUR_STATUS_LABELS, TOUR_STATUSES } from '../../../../../shared/tours';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ImageField, SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { MarkdownField } from '../../ui/markdown-field';
import { ItineraryField } from './itinerary-field';
import { SquadField } from './squad-field';

const STATUS_OPTIONS = TOUR_STATUSES.map((status) => ({ value: status, label: TOUR_STATUS_LABELS[status] }));

/** The cover picture travels apart (uploaded first, ADR 046's url mode); the form holds it empty. */
const toFormValues = (item: Tour | null) => ({
  title: item?.title ?? '',
  destination: item?.destination ?? '',
  startDate: item?.startDate ?? '',
  endDate: item?.endDate ?? '',
  status: item?.status ?? 'planned',
  imageUrl: '',
  description: item?.description ?? '',
  itinerary: item?.itinerary ?? [],
  playerIds: item?.playerIds ?? [],
  coachIds: item?.coachIds ?? [],
  targetKina: item ? String(item.targetKina) : '',
});

export function TourForm(props: EntityFormProps<Tour>) {
  const { form, image, layout } = useEntityForm(props, {
    entity: 'tours',
    schema: insertTourSchema,
    toFormValues,
    toBody: ({ imageUrl: _cover, ...tour }) => tour,
  });
  const playerIds = form.watch('playerIds');
  const coachIds = form.watch('coachIds');

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" hint="Such as Cairns 2027." />
      <TextField form={form} name="destination" label="Destination" hint="Such as Cairns, Australia." />
      <TextField form={form} name="startDate" label="Start date" type="date" />
      <TextField form={form} name="endDate" label="End date" type="date" />
      <SelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      <TextField
        form={form}
        name="targetKina"
        label="Fundraising target (PGK)"
        inputMode="numeric"
        hint="In whole kina. Leave it empty (0) when the tour raises nothing."
      />
      {image && <ImageField image={image} label="Cover picture (optional)" />}
      <MarkdownField
        form={form}
        name="description"
        label="Description"
        hint="A blank line starts a new paragraph. Use the buttons for headings, bold, lists and links."
        className="sm:col-span-2"
      />
      <ItineraryField form={form} control={form.control} />
      <SquadField
        form={form}
        chosen={{
          players: Array.isArray(playerIds) ? playerIds.length : 0,
          coaches: Array.isArray(coachIds) ? coachIds.length : 0,
        }}
      />
    </FormLayout>
  );
}
