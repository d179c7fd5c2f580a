// Visitors, for Admins and Editors: page views per club day over the last 30 or 90 days, the most viewed
// pages, and where visitors came from. Counted with no cookie and nothing about the visitor (server/visits/);
// the figures are what the servers have written, at most a minute behind.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDayInWords } from '../../../../../shared/club-time';
import { api, paths } from '../../../../../shared/paths';
import { formatCount, VISITOR_PERIODS, type VisitorPeriod, type VisitorsReport } from '../../../../../shared/visits';
import { FilterButtons } from '../../ui/filter-buttons';
import { ListError, LoadingText } from '../../ui/list-state';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { CountTable } from './count-table';
import { DailyViewsChart } from './daily-views-chart';

const PERIOD_OPTIONS = VISITOR_PERIODS.map(String);

const viewsWord = (n: number) => `${formatCount(n)} ${n === 1 ? 'view' : 'views'}`;

/** 'direct' reads as people say it. */
const sourceLabel = (source: string) =>
  source === 'direct' ? 'Direct (typed, bookmarked or an app)' : source === 'other' ? 'Other sites' : source;

export function VisitorsSection({ title }: SectionProps) {
  const [days, setDays] = useState<VisitorPeriod>(30);
  // Read again each time: the counts grow every minute.
  const query = useQuery<VisitorsReport>({ queryKey: [api.visitors(days)], staleTime: 0 });
  const report = query.data;

  return (
    <>
      <SectionHeader
        title={title}
        description="How many times public pages were opened, counted without cookies and without anything about the visitor. Bots and signed-in staff are not counted."
      >
        <p className="mt-2 text-sm text-neutral-700">
          For sponsors:{' '}
          <Link href={paths.adminSection('sponsor-report')} className="font-semibold text-club-red underline">
            make a sponsor report
          </Link>
          .
        </p>
      </SectionHeader>
      <FilterButtons
        legend="Period"
        options={PERIOD_OPTIONS}
        value={String(days)}
        label={(n) => `Last ${n} days`}
        onChange={(n) => setDays(Number(n) as VisitorPeriod)}
      />
      {query.isLoading ? (
        <LoadingText>Loading visitor counts...</LoadingText>
      ) : query.isError || !report ? (
        <ListError what="the visitor counts" />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="visitors-daily">
            <h2 id="visitors-daily" className="mb-1 font-display text-xl font-semibold text-club-black">
              Page views per day
            </h2>
            <p className="mb-3 text-neutral-700">
              {viewsWord(report.total)} in the last {days} days, {formatDayInWords(report.days[0]!.day)} to{' '}
              {formatDayInWords(report.days.at(-1)!.day)}.
            </p>
            <DailyViewsChart days={report.days} />
          </section>
          <div className="grid gap-8 lg:grid-cols-2">
            <CountTable
              id="visitors-pages"
              title="Top pages"
              column="Page"
              rows={report.pages.map((row) => ({ key: row.path, label: row.path, views: row.views }))}
              empty="No page views in this period yet."
            />
            <CountTable
              id="visitors-sources"
              title="Where visitors came from"
              column="Source"
              rows={report.sources.map((row) => ({
                key: row.source,
                label: sourceLabel(row.source),
                views: row.views,
              }))}
              empty="No visitors arrived in this period yet."
              note={
                report.withinSite > 0
                  ? `Not in this list: ${viewsWord(report.withinSite)} reached from another page of this site.`
                  : undefined
              }
            />
          </div>
        </div>
      )}
    </>
  );
}
