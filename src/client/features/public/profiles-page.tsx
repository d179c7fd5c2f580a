// The profiles page (docs/product.md "Public profiles"): the page around its one island (players and coaches in two
// tabs).
import { Spinner } from '../../components/ui/spinner';
import { Island } from '../../islands/island';
import { useEntityList } from '../../lib/entity-queries';
import { usePageToday } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import { fromCoach, fromPlayer } from './profiles/profile-of';
import ProfileTabs from './profiles/profile-tabs';

export default function ProfilesPage() {
  const players = useEntityList('players');
  const coaches = useEntityList('coaches');
  const teams = useEntityList('teams');
  const teamNames = new Map((teams.data ?? []).map((t) => [t.id, t.name]));
  const loading = players.isLoading || coaches.isLoading;
  const today = usePageToday();

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
