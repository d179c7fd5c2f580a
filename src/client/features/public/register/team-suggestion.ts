// Which of the club's teams suits a player's age (issue 19): the registration form suggests it once a date of birth
// is entered. A team's age group is text staff type ('Under 14', 'U14 (Under 14)', 'Senior (19+)'), read here as
// one of the club's age groups; suggestedTeam (src/shared/registration.ts) then picks the first team of the group.
import { AGE_GROUP_VALUES } from '../../../../shared/constants';
import { readDateOfBirth } from '../../../../shared/date-of-birth';
import { suggestedTeam } from '../../../../shared/registration';

/** A team as the form offers it: its age group read as 'u10' ... 'senior', or '' when it names none. */
export type TeamOption = { id: string; name: string; ageGroup: string };

const UNDER = /\b(?:u|under)[\s-]*(\d{1,2})\b/;

/** 'u14' for 'Under 14', 'U14 (Under 14)' or 'u14'; 'senior' for 'Senior (19+)' or 'Open'; '' for anything else. */
export function teamAgeGroup(text: string): string {
  const typed = text.trim().toLowerCase();
  if ((AGE_GROUP_VALUES as readonly string[]).includes(typed)) return typed;
  const under = UNDER.exec(typed)?.[1];
  if (under !== undefined) {
    const group = `u${Number(under)}`;
    return (AGE_GROUP_VALUES as readonly string[]).includes(group) ? group : '';
  }
  return /\b(senior|seniors|open|adults?)\b|19\s*\+/.test(typed) ? 'senior' : '';
}

/** The team for a player born on `typed` (as the form sends it), on the club's `today`; null without a real date. */
export function teamForBirth(teams: readonly TeamOption[], typed: string, today: string): TeamOption | null {
  const born = readDateOfBirth(typed);
  if (!born || born > today) return null;
  return suggestedTeam(teams, born, today);
}
