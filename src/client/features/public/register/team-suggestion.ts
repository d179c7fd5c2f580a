// Which of the club's teams suits a player's age (issue 19): the registration form suggests it once a date of birth
// is entered. A team's age group is text staff type ('Under 14', 'U14 (Under 14)', 'Senior (19+)'), read here as
// one of the club's age groups; suggestedTeam (src/shared/registration.ts) then picks the first team of the group.
import { readTypedBirthDate } from '../../../../shared/date-of-birth';
import { suggestedTeam } from '../../../../shared/registration';

export { teamAgeGroup } from '../../../../shared/registration';

/** A team as the form offers it: its age group read as 'u10' ... 'senior', or '' when it names none. */
export type TeamOption = { id: string; name: string; ageGroup: string };

/** The team for a player born on `typed` (as the form sends it), on the club's `today`; null without a real date. */
export function teamForBirth(teams: readonly TeamOption[], typed: string, today: string): TeamOption | null {
  const born = readTypedBirthDate(typed);
  if (!born || born > today) return null;
  return suggestedTeam(teams, born, today);
}
