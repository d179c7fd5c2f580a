// The 'Follow' form (ADR 048): an email address and what to follow, club news and any of the teams. Plain
// HTML posted to /follow, with or without JavaScript (ADR 024): the server answers 'Check your email' (/follow/sent),
// or /follow with the messages beside the fields and what was typed. No island.
import {
  EMAIL_MAX,
  FOLLOW_FIELDS,
  type FollowChoices,
  type FollowErrors,
  teamFieldName,
} from '../../../../shared/follow';
import { FOLLOW_FORM_ID, paths } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { Field, FormRefusal, Input } from '../../../components/ui/field';
import type { FollowFormAnswer } from '../../../lib/page-request';

export type TeamChoice = { id: string; name: string };

const box = 'h-5 w-5 shrink-0 accent-club-red';

/** The checkboxes of the choices, in a fieldset whose legend names them; the message is the fieldset's. */
export function FollowChoiceBoxes({
  idPrefix,
  teams,
  choices,
  error,
}: {
  idPrefix: string;
  teams: TeamChoice[];
  choices: FollowChoices;
  error?: string;
}) {
  const errorId = `${idPrefix}-choices-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid min-w-0 gap-1">
      <legend className="mb-1 text-sm font-semibold text-club-black">Emails about</legend>
      <Choice id={`${idPrefix}-news`} name={FOLLOW_FIELDS.news} value="1" checked={choices.news} label="Club news" />
      {teams.map((team) => (
        <Choice
          key={team.id}
          id={`${idPrefix}-team-${team.id}`}
          name={teamFieldName(team.id)}
          value="1"
          checked={choices.teamIds.includes(team.id)}
          label={`${team.name}: fixture changes and results`}
        />
      ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-club-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Choice(props: { id: string; name: string; value: string; checked: boolean; label: string }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        id={props.id}
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        className={box}
      />
      <label htmlFor={props.id} className="text-base text-club-black">
        {props.label}
      </label>
    </div>
  );
}

/** `idPrefix` keeps two forms on one page apart; the one on /follow (FOLLOW_FORM_ID) shows a posted form's answer. */
export function FollowForm({
  teams,
  answer,
  idPrefix = FOLLOW_FORM_ID,
  teamId,
}: {
  teams: TeamChoice[];
  answer?: FollowFormAnswer;
  idPrefix?: string;
  /** The team the page is about (`/fixtures?team=`): checked before anything is chosen. */
  teamId?: string | null;
}) {
  const values = answer?.values ?? { email: '', news: !teamId, teamIds: teamId ? [teamId] : [] };
  const errors: FollowErrors = answer && 'errors' in answer ? answer.errors : {};
  const refused = answer && 'refused' in answer ? answer.refused : undefined;
  return (
    <form
      method="post"
      action={`${paths.follow}#${FOLLOW_FORM_ID}`}
      id={idPrefix}
      noValidate
      aria-label="Follow by email"
      className="grid scroll-mt-20 gap-5"
    >
      <FormRefusal>{refused}</FormRefusal>
      <Field id={`${idPrefix}-email`} label="Email address" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name={FOLLOW_FIELDS.email}
            defaultValue={values.email}
            maxLength={EMAIL_MAX}
            autoComplete="email"
            required
          />
        )}
      </Field>
      <FollowChoiceBoxes idPrefix={idPrefix} teams={teams} choices={values} error={errors.choices} />
      <p className="text-sm text-neutral-700">
        We email a link to confirm your address; nothing else is sent until you open it. Every email has a link to stop
        them.
      </p>
      <Button type="submit" className="justify-self-start">
        Follow
      </Button>
    </form>
  );
}

/** The form in its own band, under a page's content: /fixtures and each article. */
export function FollowSection({
  teams,
  idPrefix,
  teamId,
}: {
  teams: TeamChoice[];
  idPrefix: string;
  teamId?: string | null;
}) {
  const headingId = `${idPrefix}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-display text-3xl font-bold uppercase tracking-wide text-club-black">
        Follow by email
      </h2>
      <p className="mt-2 mb-5 text-neutral-700">
        Hear of club news, a moved game or a result without opening the site. No account needed.
      </p>
      <FollowForm teams={teams} idPrefix={idPrefix} teamId={teamId} />
    </section>
  );
}
