import { exampleRows } from '../../../../shared/entities';
import { storedColor } from '../../../components/club/colors';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList } from '../../../lib/entity-queries';
import { ANCHORS } from '../layout/nav-links';
import { withFallback } from '../with-fallback';
import { Section } from './section';

export function PathwaySection() {
  const pathway = useEntityList('pathway');
  const steps = withFallback(pathway.data, exampleRows('pathway')) ?? [];
  return (
    <Section
      id={ANCHORS.pathway}
      title="Player Pathway"
      intro="A clear path from a first basketball session to elite senior competition, with the right coaching at every step."
    >
      {pathway.isLoading ? (
        <Spinner label="Loading pathway..." />
      ) : (
        // The line joining the steps sits beside the list, not in it: a list holds only its items.
        <div className="relative">
          <span
            aria-hidden
            className="absolute bottom-4 left-8 top-4 w-1 rounded bg-stone-200 md:inset-x-12 md:bottom-auto md:top-8 md:h-1 md:w-auto"
          />
          <ol className="relative grid gap-8 md:grid-cols-[repeat(auto-fit,minmax(0,1fr))] md:gap-6">
            {steps.map((step) => {
              const color = storedColor(step.color);
              return (
                <li key={step.id} className="relative flex gap-5 md:flex-col md:items-center md:text-center">
                  <span
                    className={`relative flex h-16 w-16 shrink-0 items-center justify-center rounded-full font-display text-xl font-bold ring-8 ring-white ${color.bg} ${color.text}`}
                  >
                    {step.age}
                  </span>
                  <div>
                    <h3 className="font-display text-2xl font-bold uppercase tracking-wide">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-neutral-700">{step.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </Section>
  );
}
