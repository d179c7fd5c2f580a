// A player or coach as a profile card shows them (the /profiles page, a tour's squad). Only what a card shows goes
// into the page: an island's props are part of the HTML.
import { ageOf, formatDateOfBirth } from '../../../../shared/date-of-birth';
import type { PublicPlayer } from '../../../../shared/publishing';
import type { Coach } from '../../../../shared/schema';
import type { Profile } from './profile-card';

/**
 * The list is already the public view (ADR 027): a hidden date of birth or photo is absent, the name is as the
 * player's choice shows it, and the age is worked out from the date of birth. Dates of birth read day first,
 * '15 March 2013' (ADR 032).
 */
export function fromPlayer(player: PublicPlayer, teamNames: Map<string, string>): Profile {
  return {
    id: player.id,
    name: player.name,
    title: player.position,
    age: player.age,
    dateOfBirth: player.dateOfBirth ? formatDateOfBirth(player.dateOfBirth) : null,
    location: player.location,
    teamName: player.teamId ? teamNames.get(player.teamId) : undefined,
    jerseyNumber: player.jerseyNumber,
    description: player.description,
    photoUrl: player.photoUrl ?? null,
  };
}

/** A coach's age, too, comes from the date of birth on the club's day when there is one. */
export function fromCoach(coach: Coach, today: string): Profile {
  return {
    id: coach.id,
    name: coach.name,
    title: coach.role,
    age: ageOf(coach, today),
    dateOfBirth: coach.dateOfBirth ? formatDateOfBirth(coach.dateOfBirth) : null,
    location: coach.location,
    description: coach.description,
    photoUrl: coach.photoUrl,
  };
}
