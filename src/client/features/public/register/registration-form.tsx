// The registration form (ADR 038): plain HTML posted to /register, with or without JavaScript (ADR 024).
// The server checks it (receiveRegistration) and answers Post/Redirect/Get to the confirmation, or this page again
// with the messages beside their fields, listed at the top, and what was typed. Only the date of birth is an island
// (it suggests the team for the age); everything else works as the server rendered it.
import type { ReactNode } from 'react';
import { paths, REGISTRATION_FORM_ID } from '../../../../shared/paths';
import {
  GENDER_LABELS,
  GENDERS,
  LONG_TEXT_MAX,
  NAME_MAX,
  REGISTRATION_FIELDS,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationFormValues,
  SHORT_TEXT_MAX,
} from '../../../../shared/registration';
import { Field, FormRefusal, Input, Select, Textarea } from '../../../components/ui/field';
import { Island } from '../../../islands/island';
import type { RegistrationAnswer } from '../../../lib/page-request';
import BirthDateIsland from './birth-date-island';
import { AGE_GROUP_ATTRIBUTE, REGISTRATION_FIELD_IDS as IDS } from './field-ids';
import SendRegistrationIsland from './send-island';
import { type SuggestionDays, suggestionFor, type TeamOption } from './team-suggestion';

/** The phones share one message (what a number looks like): the list at the top names the field too. */
const PHONE_LABELS: Partial<Record<RegistrationField, string>> = {
  playerPhone: "Player's own phone",
  guardianPhone: 'Parent or guardian phone',
  emergencyPhone: 'Emergency contact phone',
};

const PHONE_HINT = 'A PNG mobile number, such as 7123 4567';
const TEXTAREA_ROWS = 3;

export type RegistrationFormProps = {
  teams: TeamOption[];
  /** The club's day and the season's age day: the team suggested for a date of birth the server answers with. */
  days: SuggestionDays;
  /** The team chosen before anything was typed: the team card the family came from (`/register?team=`). */
  teamId: string | null;
  answer?: RegistrationAnswer;
};

export function RegistrationForm({ teams, days, teamId, answer }: RegistrationFormProps) {
  const values: Partial<RegistrationFormValues> = answer?.values ?? { teamId: teamId ?? '' };
  const errors: RegistrationErrors = answer && 'errors' in answer ? answer.errors : {};
  const refused = answer && 'refused' in answer ? answer.refused : undefined;
  const wrong = REGISTRATION_FIELDS.filter((name) => errors[name]);

  /** A field's fixed id, label and message. */
  const field = (name: RegistrationField, label: string, hint?: ReactNode) => ({
    id: IDS[name],
    label,
    error: errors[name],
    hint,
  });
  /** A text field's name, what was typed, and its length limit. */
  const text = (name: RegistrationField, maxLength: number) => ({
    name,
    defaultValue: values[name] ?? '',
    maxLength,
  });

  return (
    <form
      method="post"
      action={`${paths.register}#${REGISTRATION_FORM_ID}`}
      id={REGISTRATION_FORM_ID}
      noValidate
      aria-label="Registration"
      className="grid scroll-mt-20 gap-8"
    >
      <FormRefusal>{refused}</FormRefusal>
      {wrong.length > 0 && (
        <div role="alert" className="rounded-md border border-club-red bg-red-50 p-4 text-club-black">
          <h2 className="font-semibold">Please check {wrong.length === 1 ? 'this field' : 'these fields'}:</h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {wrong.map((name) => (
              <li key={name}>
                <a href={`#${IDS[name]}`} className="text-club-red underline hover:no-underline">
                  {PHONE_LABELS[name] ? `${PHONE_LABELS[name]}: ${errors[name]}` : errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <Part title="Player">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('firstName', 'First name')}>
            {(control) => <Input {...control} {...text('firstName', NAME_MAX)} />}
          </Field>
          <Field {...field('lastName', 'Last name')}>
            {(control) => <Input {...control} {...text('lastName', NAME_MAX)} />}
          </Field>
        </div>
        <Island
          name="register"
          component={BirthDateIsland}
          props={{
            dateOfBirth: values.dateOfBirth ?? '',
            error: errors.dateOfBirth,
            today: days.today,
            ageDay: days.ageDay,
            suggested: values.dateOfBirth ? suggestionFor(teams, values.dateOfBirth, days) : null,
          }}
        />
        <Field {...field('gender', 'Gender (optional)')}>
          {(control) => (
            <Select {...control} name="gender" defaultValue={values.gender ?? ''}>
              <option value="">Not given</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          {...field(
            'teamId',
            'Team applied for',
            'By age: U10 under 10, U14 under 14, U16 under 16, U19 under 19, then Senior.',
          )}
        >
          {(control) => (
            <Select {...control} name="teamId" defaultValue={values.teamId ?? ''}>
              <option value="">Choose a team</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id} {...{ [AGE_GROUP_ATTRIBUTE]: team.ageGroup || undefined }}>
                  {team.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field {...field('school', 'School or last club (optional)')}>
          {(control) => <Input {...control} {...text('school', SHORT_TEXT_MAX)} />}
        </Field>
        <Field {...field('experience', 'Experience (optional)', 'Teams played for, years playing, training so far')}>
          {(control) => <Textarea {...control} {...text('experience', LONG_TEXT_MAX)} rows={TEXTAREA_ROWS} />}
        </Field>
        <Field
          {...field(
            'playerPhone',
            "Player's own phone (18 or over)",
            `Required when the player is 18 or over and registers themselves. ${PHONE_HINT}.`,
          )}
        >
          {(control) => <Input {...control} {...text('playerPhone', SHORT_TEXT_MAX)} type="tel" inputMode="tel" />}
        </Field>
      </Part>

      <Part
        title="Parent or guardian"
        intro="A player 18 or over registers themselves and needs no guardian: leave this part blank and give your own phone above."
      >
        <Field {...field('guardianName', 'Parent or guardian name')}>
          {(control) => <Input {...control} {...text('guardianName', NAME_MAX)} autoComplete="name" />}
        </Field>
        <Field {...field('guardianRelationship', 'Relationship to the player', 'Such as mother, father, aunt')}>
          {(control) => <Input {...control} {...text('guardianRelationship', SHORT_TEXT_MAX)} />}
        </Field>
        <Field {...field('guardianPhone', 'Parent or guardian phone', `${PHONE_HINT}. The club will call you on it.`)}>
          {(control) => (
            <Input
              {...control}
              {...text('guardianPhone', SHORT_TEXT_MAX)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </Field>
        <Field
          {...field(
            'email',
            'Email (optional)',
            'Many families have none: the club will phone you. With an address, we also email you a confirmation.',
          )}
        >
          {(control) => (
            <Input
              {...control}
              {...text('email', SHORT_TEXT_MAX)}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          )}
        </Field>
      </Part>

      <Part
        title="Emergency contact"
        intro="A second person the club can call if the parent or guardian cannot be reached."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('emergencyName', 'Emergency contact name')}>
            {(control) => <Input {...control} {...text('emergencyName', NAME_MAX)} />}
          </Field>
          <Field {...field('emergencyPhone', 'Emergency contact phone', PHONE_HINT)}>
            {(control) => <Input {...control} {...text('emergencyPhone', SHORT_TEXT_MAX)} type="tel" inputMode="tel" />}
          </Field>
        </div>
      </Part>

      <Part title="Health">
        <Field
          {...field(
            'medical',
            'Medical conditions, allergies or medication (optional)',
            'Only club staff see this, to keep the player safe.',
          )}
        >
          {(control) => <Textarea {...control} {...text('medical', LONG_TEXT_MAX)} rows={TEXTAREA_ROWS} />}
        </Field>
      </Part>

      <Part title="Consents">
        <Tick
          name="consentCodeOfConduct"
          checked={values.consentCodeOfConduct === 'on'}
          error={errors.consentCodeOfConduct}
          label="I agree to the club's code of conduct"
        >
          <a
            href={paths.codeOfConduct}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-semibold text-club-red underline hover:no-underline"
          >
            Read the code of conduct<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Tick>
        <Tick
          name="consentMedical"
          checked={values.consentMedical === 'on'}
          error={errors.consentMedical}
          label="The club may arrange emergency medical treatment"
        />
        <PhotoChoice value={values.photoConsent ?? ''} error={errors.photoConsent} />
      </Part>

      {/* Posts the form with or without the script; with it, waits disabled once tapped. */}
      <Island name="registration-send" component={SendRegistrationIsland} props={{}} />
    </form>
  );
}

/** One part of the form: a fieldset whose legend names it. */
function Part({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full font-display text-2xl font-bold uppercase tracking-wide text-club-black">
        {title}
      </legend>
      {intro && <p className="text-neutral-700">{intro}</p>}
      {children}
    </fieldset>
  );
}

/** A required consent: a checkbox with its label beside it and its message under both. */
function Tick({
  name,
  checked,
  error,
  label,
  children,
}: {
  name: RegistrationField;
  checked: boolean;
  error?: string;
  label: string;
  children?: ReactNode;
}) {
  const id = IDS[name];
  return (
    <div className="grid gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-6 w-6 shrink-0 accent-club-red"
        />
        <label htmlFor={id} className="font-semibold text-club-black">
          {label}
        </label>
      </div>
      {children && <div className="pl-9">{children}</div>}
      {error && (
        <p id={`${id}-error`} className="pl-9 text-sm font-medium text-club-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** The photo question: Yes or No (optional), with its reassurance. */
function PhotoChoice({ value, error }: { value: string; error?: string }) {
  const id = IDS.photoConsent;
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described} className="grid min-w-0 gap-2">
      <legend className="font-semibold text-club-black">The club may publish photos of my child on its website</legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        You can change this at any time.
      </p>
      <div className="flex gap-6">
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 font-semibold text-club-black">
            <input
              id={choice === 'yes' ? id : `${id}-no`}
              type="radio"
              name="photoConsent"
              value={choice}
              defaultChecked={value === choice}
              className="h-6 w-6 accent-club-red"
            />
            {choice === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-club-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
