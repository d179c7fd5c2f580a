import { useState } from 'react';
import type { PublicRow } from '../../../../../shared/entities';
import { Tabs } from '../../../../components/ui/tabs';
import { useSignedInUser } from '../../../../lib/auth';
import { useEntityList, usePortalList } from '../../../../lib/entity-queries';
import { may } from '../../lib/section-access';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { CoachesTab } from './coaches-tab';
import { PlayersTab } from './players-tab';
import { ProfileStatCards } from './profile-stats';

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

function ProfileTabs({ teams }: { teams: PublicRow<'teams'>[] }) {
  const [tab, setTab] = useState('players');
  // Both panels stay mounted (hidden when not chosen), so a form half-filled in one survives a look at the other.
  return (
    <Tabs
      idPrefix="admin-profiles"
      label="Profiles"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'players', label: 'Players', panel: <PlayersTab teams={teams} /> },
        { value: 'coaches', label: 'Coaches', panel: <CoachesTab /> },
      ]}
    />
  );
}
