// Spec section 2, "Public profiles": the page around its one island (players and coaches in two tabs).
import { ageOf, formatDateOfBirth } from '../../../shared/date-of-birth';
import { clubToday, type PublicPlayer } from '../../../shared/publishing';
import type { Coach } from '../../../shared/schema';
import { Spinner } from '../../components/ui/spinner';
import { Island } from '../../islands/island';
import { useEntityList } from '../../lib/entity-queries';
import { useClubContext } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import type { Profile } from './profiles/profile-card';
import ProfileTabs from './profiles/profile-tabs';

export default function ProfilesPage() {
  const players = useEntityList('players');
  const coaches = useEntityList('coaches');
  const teams = useEntityList('teams');
  const teamNames = new Map((teams.data ?? []).map((t) => [t.id, t.name]));
  const loading = players.isLoading || coaches.isLoading;
  const today = clubToday(useClubContext().now);

  return (
    <>
      <PageHeader title="PLAYERS & COACHES">
        <p>Meet the athletes who wear our colours and the coaches who help them grow, on and off the court.</p>
      </PageHeader>
      <section aria-label="Profiles" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          {loading ? (
            <Spinner label="Loading profiles..." />
          ) : (
            <Island
              name="profiles"
              component={ProfileTabs}
              props={{
                players: (players.data ?? []).map((p) => fromPlayer(p, teamNames)),
                coaches: (coaches.data ?? []).map((coach) => fromCoach(coach, today)),
              }}
            />
          )}
        </div>
      </section>
    </>
  );
}

/**
 * Only what a card shows goes into the page: the island's props are part of the HTML. The list is already the
 * public view (ADR 027): a hidden date of birth or photo is absent, the name is as the player's choice shows it,
 * and the age is worked out from the date of birth. Dates of birth read day first, '15 March 2013' (ADR 032).
 */
function fromPlayer(player: PublicPlayer, teamNames: Map<string, string>): Profile {
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
function fromCoach(coach: Coach, today: string): Profile {
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
