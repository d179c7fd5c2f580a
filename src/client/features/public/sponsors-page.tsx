// The sponsors page (docs/product.md "Public sponsors"): logo, name, description and, when there is one, a link to
// the sponsor's website.
import { ExternalLink } from 'lucide-react';
import { exampleRows } from '../../../shared/entities';
import { paths } from '../../../shared/paths';
import type { Sponsor } from '../../../shared/schema';
import { buttonClasses } from '../../components/ui/button';
import { CardPicture } from '../../components/ui/card-picture';
import { Spinner } from '../../components/ui/spinner';
import { useEntityList } from '../../lib/entity-queries';
import { PageHeader } from './layout/page-header';
import { withFallback } from './with-fallback';

export default function SponsorsPage() {
  const query = useEntityList('sponsors');
  const sponsors = withFallback(query.data, exampleRows('sponsors')) ?? [];
  return (
    <>
      <PageHeader title="Our Sponsors">
        <p>
          The businesses and organisations who back our players make training, competitions and tours possible. Thank
          you.
        </p>
      </PageHeader>
      <section aria-label="Sponsors" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          {query.isLoading ? (
            <Spinner label="Loading sponsors..." />
          ) : sponsors.length === 0 ? (
            <p className="py-16 text-center text-lg text-neutral-700">No sponsors to display at this time.</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {sponsors.map((sponsor, i) => (
                <SponsorCard key={sponsor.id} sponsor={sponsor} eager={i < 2} />
              ))}
            </ul>
          )}
          <div className="mt-14 rounded-2xl bg-club-black p-8 text-center text-white">
            <h2 className="font-display text-3xl font-bold uppercase tracking-wide">Become a sponsor</h2>
            <p className="mx-auto mt-3 max-w-xl text-neutral-300">
              Help young players in Papua New Guinea train, compete and travel. We would love to talk.
            </p>
            <a href="/#contact" className={buttonClasses({ variant: 'gold', size: 'lg', className: 'mt-6' })}>
              Contact Us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function SponsorCard({ sponsor, eager }: { sponsor: Sponsor; eager: boolean }) {
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
      {/* The logo whole (contained, never cropped) inside a fixed 2:1 frame, with room around it. */}
      <div className="rounded-lg bg-stone-50 p-4">
        <CardPicture
          src={sponsor.logoUrl}
          alt={`${sponsor.name} logo`}
          sizes="320px"
          priority={eager}
          fit="contain"
          className="mx-auto aspect-[2/1] h-24"
        />
      </div>
      <h2 className="mt-5 font-display text-2xl font-bold uppercase tracking-wide">{sponsor.name}</h2>
      <p className="mt-2 flex-1 leading-relaxed text-neutral-700">{sponsor.description}</p>
      {sponsor.websiteUrl && (
        <a
          href={paths.sponsorLink(sponsor.id)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-club-red hover:underline"
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
          Visit Website
          <span className="sr-only">of {sponsor.name} (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}
