import { ageOf, formatDateOfBirth } from '../../../../../shared/date-of-birth';
import type { PublicRow } from '../../../../../shared/entities';
import { useSignedInUser } from '../../../../lib/auth';
import { useClubToday } from '../../../../lib/club-time-zone';
import { usePortalList } from '../../../../lib/entity-queries';
import { may } from '../../lib/section-access';
import { EntitySection } from '../../ui/entity-section';
import { ConsentNeeded } from './consent-needed';
import { FamilyPanel } from './family-panel';
import { PlayerForm } from './player-form';
import { ProfileCard } from './profile-card';
import { SeasonFeeBadge } from './season-fee-badge';
import { websiteNotes } from './website-notes';

export function PlayersTab({ teams }: { teams: PublicRow<'teams'>[] }) {
  const teamName = (id: string | null) => teams.find((team) => team.id === id)?.name;
  const today = useClubToday();
  const players = usePortalList('players');
  // Families' contacts and links only for those who may see them: never an Editor.
  const seesFamilies = may(useSignedInUser(), 'families');
  return (
    <EntitySection
      entity="players"
      title="Players"
      variant="tab"
      texts={{ loading: 'Loading players...', empty: 'No players yet. Add your first player!', what: 'the players' }}
      form={(item, onDone) => (
        <>
          <PlayerForm item={item} onDone={onDone} />
          {item && seesFamilies && <FamilyPanel playerId={item.id} />}
        </>
      )}
      listClassName="grid gap-4 lg:grid-cols-2"
      confirmDelete={{ description: 'Are you sure you want to delete this player?' }}
      cardName={(player) => player.name}
      card={(player, actions) => (
        <ProfileCard
          key={player.id}
          name={player.name}
          subtitle={player.position}
          photoUrl={player.photoUrl}
          details={[
            ['Age', ageOf(player, today)],
            ['DOB', player.dateOfBirth && formatDateOfBirth(player.dateOfBirth)],
            ['From', player.location],
            ['Team', teamName(player.teamId)],
            ['Number', player.jerseyNumber === null ? null : `#${player.jerseyNumber}`],
          ]}
          description={player.description}
          notes={websiteNotes(player, today)}
          badges={<SeasonFeeBadge player={player} />}
          actions={actions}
        />
      )}
    >
      {(startEdit) => <ConsentNeeded players={players.data ?? []} today={today} onEdit={startEdit} />}
    </EntitySection>
  );
}
