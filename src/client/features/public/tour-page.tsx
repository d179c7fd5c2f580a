// /tours/{slug}: a tour for families and their relatives: where and when, the plan day by day, the
// squad, how far the fundraising has come, who has helped (as each chose to be shown), how to help, and the news
// about it. The server answers an unknown slug with the 404 page before rendering this (the head finds no tour).
import { ArrowLeft } from 'lucide-react';
import { formatDayInWords } from '../../../shared/club-time';
import { paths } from '../../../shared/paths';
import { findTour, tourPage } from '../../../shared/tour-page';
import { formatKina } from '../../../shared/tours';
import { ARTICLE_COLUMN_SIZES, ArticleBody } from '../../components/ui/article-body';
import { CardPicture } from '../../components/ui/card-picture';
import { useEntityList, useSettings, useToursWithMoney } from '../../lib/entity-queries';
import { useClubContext, usePageRequest, usePageToday } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import { ArticleCard } from './news/article-card';
import { ProfileCard } from './profiles/profile-card';
import { fromCoach, fromPlayer } from './profiles/profile-of';
import { ShareLinks } from './share-links';
import { TourProgress, TourStatusBadge, tourDates } from './tours/tour-parts';

export default function TourPage({ params }: { params: Record<string, string> }) {
  const { data: tours } = useToursWithMoney();
  const { data: players } = useEntityList('players');
  const { data: coaches } = useEntityList('coaches');
  const { data: teams } = useEntityList('teams');
  const { data: news } = useEntityList('news');
  const { data: settings } = useSettings();
  const renderArticle = usePageRequest()?.renderArticle;
  const { siteUrl } = useClubContext();
  const today = usePageToday();
  const found = findTour(tours, params.slug);
  if (!found) return null;
  // Public pages render on the server only (routes.tsx), which lends them its Markdown renderer.
  if (!renderArticle) throw new Error('A tour page renders on the server, with its article renderer');
  const tour = tourPage(found, { players: players ?? [], coaches: coaches ?? [], news: news ?? [] });
  const teamNames = new Map((teams ?? []).map((team) => [team.id, team.name]));
  const squad = [
    ...tour.squad.players.map((player) => fromPlayer(player, teamNames)),
    ...tour.squad.coaches.map((coach) => fromCoach(coach, today)),
  ];
  // The cards need the whole public rows, not the page answer's cut-down copies: the same articles, in the same order.
  const articles = (news ?? []).filter((article) => article.tourId === found.id);
  // A relative overseas needs the bank's SWIFT/BIC and address for a transfer: shown with the account when set.
  const ways = [
    ['Bank transfer', settings?.supportBankAccount],
    ['SWIFT/BIC', settings?.supportSwift],
    ['Bank address', settings?.supportBankAddress],
    ['Mobile money', settings?.supportMobileMoney],
    ['Cash', settings?.supportCash],
  ].filter((way): way is [string, string] => Boolean(way[1]?.trim()));
  const description = tour.description.trim()
    ? renderArticle({ title: tour.title, excerpt: '', content: tour.description }).html
    : null;

  return (
    <article className="bg-white">
      <PageHeader title={tour.title}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <TourStatusBadge status={tour.status} />
          <span className="font-semibold text-club-gold">{tour.destination}</span>
          <span>{tourDates(tour)}</span>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {tour.imageUrl && (
          <CardPicture
            src={tour.imageUrl}
            alt=""
            sizes={ARTICLE_COLUMN_SIZES}
            priority
            thumbnail={false}
            className="mb-8 aspect-[16/9] rounded-xl"
          />
        )}
        {tour.targetKina > 0 && (
          <div className="rounded-xl bg-stone-100 p-5 text-lg">
            <TourProgress id="tour-raised" raisedToea={tour.raisedToea} targetKina={tour.targetKina} />
            {/* How to give is far down the page (below the plan and the squad): one tap from the bar. */}
            {ways.length > 0 && (
              <a
                href={`#${SUPPORT_ID}`}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-club-red underline hover:text-club-black"
              >
                How to give
              </a>
            )}
          </div>
        )}
        {description && <ArticleBody html={description} className="mt-8" />}

        {tour.itinerary.length > 0 && (
          <TourSection title="Itinerary">
            <ol className="space-y-3">
              {tour.itinerary.map((day, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two lines may share a day; rendered once, on the server
                <li key={`${day.date}-${i}`} className="grid gap-1 sm:grid-cols-[11rem_1fr]">
                  <time dateTime={day.date} className="font-semibold text-club-red">
                    {formatDayInWords(day.date)}
                  </time>
                  <span>{day.text}</span>
                </li>
              ))}
            </ol>
          </TourSection>
        )}
      </div>

      {squad.length > 0 && (
        <section aria-labelledby="tour-squad" className="bg-stone-100">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
            <h2 id="tour-squad" className="font-display text-3xl font-bold uppercase tracking-wide">
              The squad
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
              {squad.map((profile) => (
                <ProfileCard key={profile.id} profile={profile} eager={false} />
              ))}
            </ul>
          </div>
        </section>
      )}

      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {tour.supporters.length > 0 && (
          <TourSection title="Thank you to our supporters">
            <ul className="divide-y divide-stone-200">
              {tour.supporters.map((supporter, i) => (
                // Supporters have no public id: their place in the list (newest first) is theirs.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, on the server
                <li key={i} className="flex justify-between gap-4 py-2">
                  <span>{supporter.name}</span>
                  {supporter.amountToea !== null && (
                    <span className="font-semibold">{formatKina(supporter.amountToea)}</span>
                  )}
                </li>
              ))}
            </ul>
          </TourSection>
        )}

        {ways.length > 0 && (
          <TourSection title="How to support this tour" id={SUPPORT_ID}>
            <dl className="space-y-4">
              {ways.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-club-red">{label}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          </TourSection>
        )}

        <ShareLinks url={`${siteUrl}${paths.tour(tour.slug)}`} text={tour.title} className="mt-10" />
        <a
          href={paths.tours}
          className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-club-red hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          All tours
        </a>
      </div>

      {articles.length > 0 && (
        <section aria-labelledby="tour-news" className="bg-stone-100">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
            <h2 id="tour-news" className="font-display text-3xl font-bold uppercase tracking-wide">
              News from the tour
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} headingLevel="h3" />
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  );
}

/** The support section's address on the page, linked from the bar: '/tours/{slug}#support'. */
const SUPPORT_ID = 'support';

/** id: the section's own, for a link to it; its heading's is made from the title. */
function TourSection({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  const headingId = `tour-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    // Clear of the fixed navigation bar when a link lands on it.
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-20">
      <h2 id={headingId} className="font-display text-3xl font-bold uppercase tracking-wide">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
