// A person's age and date of birth in the portal (ADR 032): the date is picked, never typed in an order someone
// could read two ways, and the age follows from it; without a date the age is typed as before.
import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ageOn, readDateOfBirth } from '../../../../shared/date-of-birth';
import { Button } from '../../../components/ui/button';
import { useClubToday } from '../../../lib/club-time-zone';
import { TextField } from './form-fields';

/** What the date-of-birth controls need of the form: they also read and set values. */
export type LiveForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState' | 'watch' | 'setValue'>;

/**
 * Text saved before the date picker that names no one day ('around 2010'): kept as it is unless staff pick a date
 * or remove it, so opening and saving a form never loses it.
 */
export function useSavedDateOfBirthText(saved: string | null | undefined) {
  const [text, setText] = useState(saved && !readDateOfBirth(saved) ? saved : null);
  return {
    text,
    remove: () => setText(null),
    /** The date of birth to send: the picked date, else the kept text. */
    toSend: (picked: string | null | undefined) => picked ?? text ?? undefined,
  };
}

export type SavedDateOfBirthText = ReturnType<typeof useSavedDateOfBirthText>;

export function DateOfBirthFields<T extends FieldValues>({
  form,
  saved,
}: {
  form: LiveForm<T>;
  saved: SavedDateOfBirthText;
}) {
  const field = (name: string) => name as Path<T>;
  const today = useClubToday();
  const picked = readDateOfBirth(form.watch(field('dateOfBirth')) as string | undefined);
  const age = picked ? ageOn(picked, today) : null;
  useEffect(() => {
    if (age !== null) form.setValue('age' as Path<T>, String(age) as PathValue<T, Path<T>>);
  }, [age, form]);
  return (
    <>
      <TextField
        form={form}
        name={field('dateOfBirth')}
        label="Date of birth (optional)"
        type="date"
        max={today}
        hint={
          saved.text && !picked ? (
            <>
              Saved as '{saved.text}', which is not one date: choose the date to replace it.{' '}
              <Button type="button" variant="secondary" size="sm" onClick={saved.remove}>
                Remove saved text
              </Button>
            </>
          ) : undefined
        }
      />
      <TextField
        form={form}
        name={field('age')}
        label="Age (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        readOnly={age !== null}
        hint={age !== null ? 'Worked out from the date of birth.' : 'Typed only when there is no date of birth.'}
      />
    </>
  );
}
