import { teamColor } from '../../../../components/club/colors';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { TeamForm } from './team-form';

export function TeamsSection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="teams"
      title={title}
      description="The club's teams, from U10 development to seniors."
      texts={{ loading: 'Loading teams...', empty: 'No teams yet. Add your first team!', what: 'the teams' }}
      form={(item, onDone) => <TeamForm item={item} onDone={onDone} />}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      confirmDelete={{
        description:
          'It will be removed from the website with its fixtures and results, and its players will have no team. Undo brings all of it back.',
      }}
      cardName={(team) => team.name}
      card={(team, actions) => {
        const color = teamColor(team.color);
        return (
          <ItemCard
            key={team.id}
            media={
              <>
                <AdminImage src={team.imageUrl} alt={team.name} className="aspect-video w-full" />
                <div className={`h-1.5 ${color.bg}`} />
              </>
            }
            eyebrow={team.ageGroup}
            title={team.name}
            meta={`Color: ${color.label}`}
            actions={actions}
          >
            <CardText>{team.description}</CardText>
            {team.features.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {team.features.map((feature) => (
                  <li key={feature} className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">
                    {feature}
                  </li>
                ))}
              </ul>
            )}
          </ItemCard>
        );
      }}
    />
  );
}
