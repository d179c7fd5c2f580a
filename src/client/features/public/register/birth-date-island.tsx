// The registration form's date of birth (an island, ADR 011/037): once a date of birth is entered it says which team
// suits the age and, when no team is chosen yet, chooses it in the form's team list, whose options carry each team's
// age group. The field is the browser's own (uncontrolled) and posted with the form: without the script, or before
// it arrives, it is a plain date field and the family chooses the team themselves.
import { type FormEvent, useState } from 'react';
import { Field, Input } from '../../../components/ui/field';
import { AGE_GROUP_ATTRIBUTE, REGISTRATION_FIELD_IDS } from './field-ids';
import { type Suggestion, suggestionFor, suggestionText, type TeamOption } from './team-suggestion';

export type BirthDateProps = {
  dateOfBirth: string;
  error?: string;
  /**
   * The club's day the page was rendered on, by the server's clock in the club's zone (ADR 058): the suggestion
   * counts ages as the server that checks the form does.
   */
  today: string;
  /** The day the season's ages are taken on (seasonAgeDay). */
  ageDay: string;
  /** What the server suggested for the date of birth it answered with (the same rule). */
  suggested: Suggestion | null;
};

/** The form's teams, read from its team list: value, text and age group of each option. */
function teamsOf(select: HTMLSelectElement): TeamOption[] {
  return [...select.options]
    .filter((option) => option.value !== '')
    .map((option) => ({
      id: option.value,
      name: option.text,
      ageGroup: option.getAttribute(AGE_GROUP_ATTRIBUTE) ?? '',
    }));
}

export default function BirthDateIsland({ dateOfBirth, error, today, ageDay, suggested: first }: BirthDateProps) {
  const [suggested, setSuggested] = useState(first);

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const select = event.currentTarget.form?.elements.namedItem('teamId');
    if (!(select instanceof HTMLSelectElement)) return;
    const next = suggestionFor(teamsOf(select), event.currentTarget.value, { today, ageDay });
    // Chosen for the family only while they have not chosen one themselves (or it is our earlier suggestion).
    if (next?.team && (select.value === '' || select.value === suggested?.team?.id)) select.value = next.team.id;
    setSuggested(next);
  };

  return (
    <Field
      id={REGISTRATION_FIELD_IDS.dateOfBirth}
      label="Date of birth"
      error={error}
      // Empty until there is a suggestion; there from the start, so that a screen reader announces it when it comes.
      hint={
        <span aria-live="polite" className="text-sm font-semibold text-club-black">
          {suggestionText(suggested, ageDay)}
        </span>
      }
    >
      {(control) => <Input {...control} name="dateOfBirth" type="date" defaultValue={dateOfBirth} onInput={onInput} />}
    </Field>
  );
}
