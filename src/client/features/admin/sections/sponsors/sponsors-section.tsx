import { ExternalLink, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../../../shared/paths';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { SponsorForm } from './sponsor-form';

export function SponsorsSection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="sponsors"
      title={title}
      description="The partners shown on the sponsors page."
      texts={{
        loading: 'Loading sponsors...',
        empty: 'No sponsors yet. Add your first sponsor!',
        what: 'the sponsors',
      }}
      form={(item, onDone) => <SponsorForm item={item} onDone={onDone} />}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      cardName={(sponsor) => sponsor.name}
      card={(sponsor, actions) => (
        <ItemCard
          key={sponsor.id}
          media={
            <AdminImage
              src={sponsor.logoUrl}
              alt={`${sponsor.name} logo`}
              sizes="320px"
              className="mx-4 mt-4 h-28 rounded-md object-contain"
            />
          }
          title={sponsor.name}
          actions={actions}
        >
          <CardText>{sponsor.description}</CardText>
          {sponsor.websiteUrl && (
            <a
              href={sponsor.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 break-all text-sm text-club-red underline"
            >
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
              {sponsor.websiteUrl}
            </a>
          )}
          <Link
            href={`${paths.adminSection('sponsor-report')}?sponsor=${sponsor.id}`}
            aria-label={`Sponsor report for ${sponsor.name}`}
            className="mt-2 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-club-red underline"
          >
            <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden />
            Sponsor report
          </Link>
        </ItemCard>
      )}
    />
  );
}
