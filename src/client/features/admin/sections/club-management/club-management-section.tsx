import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { MemberForm } from './member-form';

export function ClubManagementSection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="clubManagement"
      title={title}
      description="The people who run the club, shown in the About section of the home page."
      texts={{
        loading: 'Loading club management...',
        empty: "No club management members yet. Click 'Add Member' to add the first one.",
        what: 'the club management members',
      }}
      form={(item, onDone) => <MemberForm item={item} onDone={onDone} />}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      confirmDelete={{
        description: (member) => `${member.name} will be removed from the club management list.`,
      }}
      cardName={(member) => member.name}
      card={(member, actions) => (
        <ItemCard
          key={member.id}
          leading={
            <AdminImage
              src={member.photoUrl}
              alt={member.name}
              sizes="64px"
              className="h-16 w-16 shrink-0 rounded-full"
            />
          }
          title={member.name}
          actions={actions}
        >
          <CardText>{member.role}</CardText>
        </ItemCard>
      )}
    />
  );
}
