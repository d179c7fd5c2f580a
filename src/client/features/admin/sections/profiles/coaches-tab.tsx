import { ageOf, formatDateOfBirth } from '../../../../../shared/date-of-birth';
import { useClubToday } from '../../../../lib/club-time-zone';
import { EntitySection } from '../../ui/entity-section';
import { CoachForm } from './coach-form';
import { ProfileCard } from './profile-card';

export function CoachesTab() {
  const today = useClubToday();
  return (
    <EntitySection
      entity="coaches"
      title="Coaches"
      variant="tab"
      texts={{ loading: 'Loading coaches...', empty: 'No coaches yet. Add your first coach!', what: 'the coaches' }}
      form={(item, onDone) => <CoachForm item={item} onDone={onDone} />}
      listClassName="grid gap-4 lg:grid-cols-2"
      confirmDelete={{ description: 'Are you sure you want to delete this coach?' }}
      cardName={(coach) => coach.name}
      card={(coach, actions) => (
        <ProfileCard
          key={coach.id}
          name={coach.name}
          subtitle={coach.role}
          photoUrl={coach.photoUrl}
          details={[
            ['Age', ageOf(coach, today)],
            ['DOB', coach.dateOfBirth && formatDateOfBirth(coach.dateOfBirth)],
            ['From', coach.location],
          ]}
          description={coach.description}
          actions={actions}
        />
      )}
    />
  );
}
