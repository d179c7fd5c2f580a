import type { Team } from '../../../../../shared/schema';
import { EntitySection } from '../../ui/entity-section';
import { PlayerForm } from './player-form';
import { ProfileCard } from './profile-card';

export function PlayersTab({ teams }: { teams: Team[] }) {
  const teamName = (id: string | null) => teams.find((team) => team.id === id)?.name;
  return (
    <EntitySection
      entity="players"
      title="Players"
      variant="tab"
      texts={{ loading: 'Loading players...', empty: 'No players yet. Add your first player!', what: 'the players' }}
      form={(item, onDone) => <PlayerForm item={item} onDone={onDone} />}
      listClassName="grid gap-4 lg:grid-cols-2"
      confirmDelete={{ browser: 'Are you sure you want to delete this player?' }}
      cardName={(player) => player.name}
      card={(player, actions) => (
        <ProfileCard
          key={player.id}
          name={player.name}
          subtitle={player.position}
          photoUrl={player.photoUrl}
          details={[
            ['Age', player.age],
            ['DOB', player.dateOfBirth],
            ['From', player.location],
            ['Team', teamName(player.teamId)],
            ['Number', player.jerseyNumber === null ? null : `#${player.jerseyNumber}`],
          ]}
          description={player.description}
          actions={actions}
        />
      )}
    />
  );
}
