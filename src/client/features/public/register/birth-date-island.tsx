// The registration form's date of birth (an island, ADR 011/037): once a date of birth is entered it says which team
// suits the age and, when no team is chosen yet, chooses it in the form's team list, whose options carry each team's
// age group. The field is the browser's own (uncontrolled) and posted with the form: without the script, or before
// it arrives, it is a plain date field and the family chooses the team themselves.
import { type FormEvent, useState } from 'react';
import { clubToday } from '../../../../shared/publishing';
import { Field, Input } from '../../../components/ui/field';
import { AGE_GROUP_ATTRIBUTE, REGISTRATION_FIELD_IDS } from './field-ids';
import { type TeamOption, teamForBirth } from './team-suggestion';

export type BirthDateProps = {
  dateOfBirth: string;
  error?: string;
  /** The team the server suggested for the date of birth it answered with (the same rule). */
  suggested: TeamOption | null;
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

export const suggestionText = (team: TeamOption | null) => (team ? `Suggested for this age: ${team.name}` : '');

export default function BirthDateIsland({ dateOfBirth, error, suggested: first }: BirthDateProps) {
  const [suggested, setSuggested] = useState(first);

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const select = event.currentTarget.form?.elements.namedItem('teamId');
    if (!(select instanceof HTMLSelectElement)) return;
    const next = teamForBirth(teamsOf(select), event.currentTarget.value, clubToday());
    // Chosen for the family only while they have not chosen one themselves (or it is our earlier suggestion).
    if (next && (select.value === '' || select.value === suggested?.id)) select.value = next.id;
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
          {suggestionText(suggested)}
        </span>
      }
    >
      {(control) => <Input {...control} name="dateOfBirth" type="date" defaultValue={dateOfBirth} onInput={onInput} />}
    </Field>
  );
}
