// A tour's itinerary: a list of days, each a date and a line of what happens, with Add day and Remove.
// Each day is a group named 'Day 2' for screen readers, its controls labelled; a new day's date takes the focus, and
// removing one moves it to the day now in its place (or Add day). Buttons are 44px high, for thumbs.
import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { type Control, type FieldValues, type Path, useFieldArray } from 'react-hook-form';
import type { TourDay } from '../../../../../shared/tours';
import { Button } from '../../../../components/ui/button';
import { type BoundForm, TextField } from '../../ui/form-fields';

type WithItinerary = FieldValues & { itinerary: TourDay[] };

export function ItineraryField<T extends WithItinerary>({
  form,
  control,
}: {
  form: BoundForm<T>;
  /** The form's control (typed loosely: a form's own types are too deep to narrow to the itinerary here). */
  control: unknown;
}) {
  const days = useFieldArray({ control: control as Control<WithItinerary>, name: 'itinerary' });
  const addButton = useRef<HTMLButtonElement>(null);
  const error = (form.formState.errors.itinerary as { message?: string } | undefined)?.message;

  const remove = (index: number) => {
    days.remove(index);
    // The next day's date (now at this index), the previous one's, or Add day when none is left.
    requestAnimationFrame(() => {
      const next = document.getElementById(`itinerary-day-${Math.min(index, days.fields.length - 2)}`);
      const focusable = next?.querySelector<HTMLInputElement>('input');
      (focusable ?? addButton.current)?.focus();
    });
  };

  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-club-black">Itinerary</legend>
      <p className="text-xs text-neutral-600">One line per day: where the team is and what it does.</p>
      {days.fields.length === 0 && <p className="text-sm text-neutral-600">No days yet.</p>}
      <ol className="grid gap-3">
        {days.fields.map((day, index) => (
          <li key={day.id} id={`itinerary-day-${index}`}>
            <fieldset className="grid gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
              <legend className="px-1 text-sm font-semibold text-club-black">Day {index + 1}</legend>
              <TextField form={form} name={`itinerary.${index}.date` as Path<T>} label="Date" type="date" />
              <TextField form={form} name={`itinerary.${index}.text` as Path<T>} label="What happens" />
              <Button
                size="sm"
                variant="secondary"
                className="min-h-11"
                onClick={() => remove(index)}
                aria-label={`Remove day ${index + 1}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                Remove
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {error && <p className="text-sm font-medium text-club-red">{error}</p>}
      <div>
        <Button
          ref={addButton}
          size="sm"
          variant="secondary"
          className="min-h-11"
          onClick={() => days.append({ date: '', text: '' }, { focusName: `itinerary.${days.fields.length}.date` })}
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add day
        </Button>
      </div>
    </fieldset>
  );
}
