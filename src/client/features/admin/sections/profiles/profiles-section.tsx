import * as Tabs from '@radix-ui/react-tabs';
import type { Team } from '../../../../../shared/schema';
import { useSignedInUser } from '../../../../lib/auth';
import { useEntityList, usePortalList } from '../../../../lib/entity-queries';
import { may } from '../../lib/section-access';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { CoachesTab } from './coaches-tab';
import { PlayersTab } from './players-tab';
import { ProfileStatCards } from './profile-stats';

const tabClass =
  'min-h-11 flex-1 rounded-md px-4 text-sm font-semibold text-neutral-700 data-[state=active]:bg-white data-[state=active]:text-club-black data-[state=active]:shadow sm:flex-none';

export function ProfilesSection({ title }: SectionProps) {
  const players = usePortalList('players');
  const coaches = useEntityList('coaches');
  const teams = useEntityList('teams');
  // The coaches' profiles are website content: a Coach (who may not change it) works on their players only.
  const coachProfiles = may(useSignedInUser(), 'content');

  return (
    <>
      <SectionHeader title={title} description="The players and coaches shown on the profiles page." />
      <ProfileStatCards players={players.data ?? []} coaches={coaches.data ?? []} teams={teams.data ?? []} />
      {coachProfiles ? <ProfileTabs teams={teams.data ?? []} /> : <PlayersTab teams={teams.data ?? []} />}
    </>
  );
}

function ProfileTabs({ teams }: { teams: Team[] }) {
  return (
    <Tabs.Root defaultValue="players">
      <Tabs.List aria-label="Profiles" className="mb-6 flex gap-1 rounded-lg bg-neutral-200 p-1 sm:inline-flex">
        <Tabs.Trigger value="players" className={tabClass}>
          Players
        </Tabs.Trigger>
        <Tabs.Trigger value="coaches" className={tabClass}>
          Coaches
        </Tabs.Trigger>
      </Tabs.List>
      {/* Both tabs stay mounted so a form half-filled in one survives a look at the other. */}
      <Tabs.Content value="players" forceMount className="data-[state=inactive]:hidden">
        <PlayersTab teams={teams} />
      </Tabs.Content>
      <Tabs.Content value="coaches" forceMount className="data-[state=inactive]:hidden">
        <CoachesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
