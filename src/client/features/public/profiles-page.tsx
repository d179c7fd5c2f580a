// Spec section 2, "Public profiles": players and coaches in two tabs with their counts.
import { useMemo } from 'react';
import type { Coach, Player } from '../../../shared/schema';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCoaches, usePlayers, useTeams } from './api';
import { PageHeader } from './layout/page-header';
import { type Profile, ProfileCard } from './profiles/profile-card';

export default function ProfilesPage() {
  const players = usePlayers();
  const coaches = useCoaches();
  const teams = useTeams();
  const teamNames = useMemo(() => new Map((teams.data ?? []).map((t) => [t.id, t.name])), [teams.data]);
  const playerProfiles = (players.data ?? []).map((p) => fromPlayer(p, teamNames));
  const coachProfiles = (coaches.data ?? []).map(fromCoach);

  return (
    <>
      <PageHeader title="PLAYERS & COACHES">
        <p>Meet the athletes who wear our colours and the coaches who help them grow, on and off the court.</p>
      </PageHeader>
      <section aria-label="Profiles" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <Tabs defaultValue="players">
            {/* Without JavaScript both lists show, one under the other, each under its own heading. */}
            <TabsList aria-label="Profiles" className="nojs-hide">
              <TabsTrigger value="players">{`Players (${playerProfiles.length})`}</TabsTrigger>
              <TabsTrigger value="coaches">{`Coaches (${coachProfiles.length})`}</TabsTrigger>
            </TabsList>
            <ProfileTab
              value="players"
              heading="Players"
              loading={players.isLoading ? 'Loading players...' : null}
              profiles={playerProfiles}
              empty="No players profiles available yet. Check back soon!"
            />
            <ProfileTab
              value="coaches"
              heading="Coaches"
              loading={coaches.isLoading ? 'Loading coaches...' : null}
              profiles={coachProfiles}
              empty="No coach profiles available yet. Check back soon!"
            />
          </Tabs>
        </div>
      </section>
    </>
  );
}

function ProfileTab({
  value,
  heading,
  loading,
  profiles,
  empty,
}: {
  value: string;
  heading: string;
  loading: string | null;
  profiles: Profile[];
  empty: string;
}) {
  return (
    <TabsContent value={value} forceMount className="mt-8 data-[state=inactive]:hidden nojs-show">
      <h2 className="nojs-show mb-6 hidden font-display text-3xl font-bold uppercase tracking-wide">{heading}</h2>
      {loading ? (
        <Spinner label={loading} />
      ) : profiles.length === 0 ? (
        <p className="py-16 text-center text-lg text-neutral-700">{empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {profiles.map((profile, i) => (
            <ProfileCard key={profile.id} profile={profile} eager={i < 2} />
          ))}
        </ul>
      )}
    </TabsContent>
  );
}

function fromPlayer(player: Player, teamNames: Map<string, string>): Profile {
  return {
    ...player,
    title: player.position,
    teamName: player.teamId ? teamNames.get(player.teamId) : undefined,
  };
}

function fromCoach(coach: Coach): Profile {
  return { ...coach, title: coach.role };
}
