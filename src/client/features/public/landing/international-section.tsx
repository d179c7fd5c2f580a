import { Globe, type LucideIcon, Plane, Trophy } from 'lucide-react';
import { FALLBACK_INTERNATIONAL } from '../../../../shared/fallback';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList } from '../../../lib/entity-queries';
import { ANCHORS } from '../layout/nav-links';
import { withFallback } from '../with-fallback';
import { Section } from './section';

const ICONS: LucideIcon[] = [Plane, Globe, Trophy];

export function InternationalSection() {
  const international = useEntityList('international');
  const features = withFallback(international.data, FALLBACK_INTERNATIONAL) ?? [];
  return (
    <Section
      id={ANCHORS.international}
      tone="dark"
      title="International Opportunities"
      intro="Our players represent Papua New Guinea abroad: they travel, compete and come home with new skills and friends."
    >
      {international.isLoading ? (
        <Spinner label="Loading international opportunities..." tone="dark" />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]">
          {features.map((feature, i) => {
            const Icon = ICONS[i % ICONS.length]!;
            return (
              <li key={feature.id} className="rounded-xl border border-white/10 bg-white/5 p-6">
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-lg bg-club-gold text-club-black">
                  <Icon className="h-7 w-7" aria-hidden />
                </span>
                <h3 className="mt-5 font-display text-2xl font-bold uppercase tracking-wide text-white">
                  {feature.title}
                </h3>
                <p className="mt-2 leading-relaxed text-neutral-300">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
