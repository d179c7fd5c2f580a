import { UserRound } from 'lucide-react';
import { CLUB } from '../../../../shared/constants';
import { exampleRows } from '../../../../shared/entities';
import type { ClubManagementMember } from '../../../../shared/schema';
import { AboutIcon } from '../../../components/club/about-icon';
import { storedColor } from '../../../components/club/colors';
import { CardPicture } from '../../../components/ui/card-picture';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList } from '../../../lib/entity-queries';
import { ANCHORS } from '../layout/nav-links';
import { withFallback } from '../with-fallback';
import { Section } from './section';

export function AboutSection() {
  const about = useEntityList('about');
  const features = withFallback(about.data, exampleRows('about')) ?? [];
  return (
    <Section
      id={ANCHORS.about}
      title="Our Mission"
      intro={`${CLUB.name} exists to give every young player in Papua New Guinea a place to learn the game, grow as a person and chase their dreams.`}
    >
      {about.isLoading ? (
        <Spinner label="Loading about section..." />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]">
          {features.map((feature) => {
            const color = storedColor(feature.color);
            return (
              <li key={feature.id} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <span
                  className={`inline-flex h-14 w-14 items-center justify-center rounded-lg ${color.bg} ${color.text}`}
                >
                  <AboutIcon name={feature.icon} className="h-7 w-7" />
                </span>
                <h3 className="mt-5 font-display text-2xl font-bold uppercase tracking-wide">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-neutral-700">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      )}
      <ClubManagement />
    </Section>
  );
}

/** Shown only when the club has listed its management (docs/product.md "Screens and routes"). */
function ClubManagement() {
  const { data: members } = useEntityList('clubManagement');
  if (!members || members.length === 0) return null;
  return (
    <div className="mt-16">
      <h3 className="text-center font-display text-3xl font-bold uppercase tracking-wide">Club Management</h3>
      <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
        {members.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </ul>
    </div>
  );
}

function MemberCard({ member }: { member: ClubManagementMember }) {
  return (
    <li className="text-center">
      <CardPicture
        src={member.photoUrl}
        alt={member.name}
        sizes="128px"
        priority={false}
        className="mx-auto h-28 w-28 rounded-full ring-4 ring-club-gold sm:h-32 sm:w-32"
        placeholder={{ icon: UserRound, className: 'h-16 w-16' }}
      />
      <p className="mt-3 font-semibold">{member.name}</p>
      <p className="text-sm text-neutral-600">{member.role}</p>
    </li>
  );
}
