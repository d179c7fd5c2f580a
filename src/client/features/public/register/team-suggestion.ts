// Which of the club's teams suits a player's age: the registration form suggests it once a date of birth
// is entered. A team's age group is text staff type ('Under 14', 'U14 (Under 14)', 'Senior (19+)'), read here as
// one of the club's age groups; suggestedTeam (src/shared/registration.ts) then picks the first team of the group.
// The age is the one on the season's age day (seasonAgeDay), the same on the server's page and in the browser.
import { formatShortDayInWords } from '../../../../shared/club-time';
import { ageOn, readTypedBirthDate } from '../../../../shared/date-of-birth';
import { suggestedTeam } from '../../../../shared/registration';

export { teamAgeGroup } from '../../../../shared/registration';

/** A team as the form offers it: its age group read as 'u10' ... 'senior', or '' when it names none. */
export type TeamOption = { id: string; name: string; ageGroup: string };

/** The player's age on the season's age day, and the team for it (null when the club has none for the age). */
export type Suggestion = { age: number; team: TeamOption | null };

/** The club's day (a date of birth after it is no one's yet) and the day the season's ages are taken on. */
export type SuggestionDays = { today: string; ageDay: string };

/** For a player born on `typed` (as the form sends it); null without a real date. */
export function suggestionFor(
  teams: readonly TeamOption[],
  typed: string,
  { today, ageDay }: SuggestionDays,
): Suggestion | null {
  const born = readTypedBirthDate(typed);
  if (!born || born > today) return null;
  return { age: ageOn(born, ageDay), team: suggestedTeam(teams, born, ageDay) };
}

/** 'Age on 31 Dec 2027: 11. Suggested for this age: U14 Development', or '' without a suggestion. */
export function suggestionText(suggestion: Suggestion | null, ageDay: string): string {
  if (!suggestion) return '';
  const age = `Age on ${formatShortDayInWords(ageDay)}: ${suggestion.age}`;
  return suggestion.team ? `${age}. Suggested for this age: ${suggestion.team.name}` : age;
}
