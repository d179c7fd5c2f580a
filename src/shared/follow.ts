// Following the club by email (ADR 048): the form's fields and their messages, one reading for the JSON
// API (`{ email, news, teamIds }`) and the plain forms posted without JavaScript (`email`, `news`, `team` repeated),
// so both say the same thing. Plain TypeScript, no zod: the form renders on every public page's footer.

import { ADDRESS_MAX, mailbox } from './email';

/** The form as typed: the address as text, the choices as booleans and team ids. */
export type FollowFormValues = { email: string; news: boolean; teamIds: string[] };
export type FollowChoices = { news: boolean; teamIds: string[] };
export type FollowErrors = { email?: string; choices?: string };

/**
 * The plain form's field names. A checkbox per team, each with a name of its own (`team-{id}`): one name on many
 * controls is not valid form markup. `team` is what pages made before named every team's box, still read from
 * such a page kept open or saved on a phone.
 */
export const FOLLOW_FIELDS = { email: 'email', news: 'news', team: 'team' } as const;
const TEAM_FIELD_PREFIX = `${FOLLOW_FIELDS.team}-`;
export const teamFieldName = (teamId: string) => `${TEAM_FIELD_PREFIX}${teamId}`;

export const EMAIL_MAX = ADDRESS_MAX;

export const FOLLOW_MESSAGES = {
  email: 'Enter a valid email address',
  choices: 'Choose club news or at least one team',
  /** On the manage page, where no choice at all is a different wish. */
  manageChoices: 'Choose club news or at least one team, or stop all emails below',
  team: 'Choose teams from the list',
  /** The same answer whether or not the address already followed (it is never revealed). */
  sent: 'Check your email: we have sent a link to confirm your address. Nothing is sent until it is opened. If this address already follows the club, its new choices take effect once that link is opened.',
} as const;

/** A form's values from a url-encoded body: every team's box checked, by its name (or the older shared one). */
export function followFormValues(form: URLSearchParams): FollowFormValues {
  const named = [...form.keys()].filter((key) => key.startsWith(TEAM_FIELD_PREFIX));
  return {
    email: form.get(FOLLOW_FIELDS.email) ?? '',
    news: form.has(FOLLOW_FIELDS.news),
    teamIds: [...form.getAll(FOLLOW_FIELDS.team), ...named.map((key) => key.slice(TEAM_FIELD_PREFIX.length))],
  };
}

/** The choices checked, or the message: at least one; team ids only of teams that exist (`teamIds`). */
export function validateChoices(
  values: FollowChoices,
  knownTeamIds: readonly string[],
  noneMessage: string = FOLLOW_MESSAGES.choices,
): { choices: FollowChoices } | { error: string } {
  const teamIds = [...new Set(values.teamIds)];
  if (teamIds.some((id) => !knownTeamIds.includes(id))) return { error: FOLLOW_MESSAGES.team };
  if (!values.news && teamIds.length === 0) return { error: noneMessage };
  return { choices: { news: values.news, teamIds } };
}

/** What to store, or the first message for each part that is not right. */
export function validateFollow(
  values: FollowFormValues,
  knownTeamIds: readonly string[],
): { follow: FollowChoices & { email: string } } | { errors: FollowErrors } {
  const errors: FollowErrors = {};
  const email = mailbox(values.email);
  if (!email) errors.email = FOLLOW_MESSAGES.email;
  const choices = validateChoices(values, knownTeamIds);
  if ('error' in choices) errors.choices = choices.error;
  if (!email || 'error' in choices) return { errors };
  return { follow: { email, ...choices.choices } };
}

/** A team's games: 'U14 Boys' games', 'Team A's games'. */
const gamesOf = (team: string) => `${team}${team.endsWith('s') ? "'" : "'s"}`;

/** 'A', 'A and B', 'A, B and C'. */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * What the 'Check your email' and confirmed pages say of the choices: 'Emails will come as news is published and as
 * U14 Boys' games change.' Only what was chosen; null when nothing is known of them.
 */
export function followChoicesSentence(news: boolean, teamNames: string[]): string | null {
  const parts = [
    ...(news ? ['news is published'] : []),
    ...(teamNames.length > 0 ? [`${listed(teamNames.map(gamesOf))} games change`] : []),
  ];
  return parts.length > 0 ? `Emails will come as ${parts.join(' and as ')}.` : null;
}

/** The choices as the query of the page a plain follow leads to (/follow/sent?news=1&team=…). */
export const choicesQuery = (choices: FollowChoices) =>
  new URLSearchParams([
    ...(choices.news ? [[FOLLOW_FIELDS.news, '1']] : []),
    ...choices.teamIds.map((id) => [FOLLOW_FIELDS.team, id]),
  ]).toString();
