// The Sponsor report, for Admins and Editors: one page for a sponsor of what their sponsorship was seen
// by, month by month: views of public pages showing their logo and visits to their website through our link. Staff
// choose the sponsor and the months; 'Print or save as PDF' prints it as one clean page (the portal's menus are
// not printed, admin-layout.tsx).
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatClubStamp, formatMonthInWords } from '../../../../../shared/club-time';
import { CLUB } from '../../../../../shared/constants';
import { api, paths } from '../../../../../shared/paths';
import {
  addMonths,
  formatCount,
  MAX_REPORT_MONTHS,
  MONTH,
  monthsBetween,
  type SponsorReport,
} from '../../../../../shared/visits';
import { Button } from '../../../../components/ui/button';
import { Field, Input, Select } from '../../../../components/ui/field';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { useEntityList } from '../../../../lib/entity-queries';
import { AdminImage } from '../../ui/admin-image';
import { ListError, LoadingText } from '../../ui/list-state';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';

/** What is wrong with the chosen months, in words, or null. */
function periodProblem(from: string, to: string): string | null {
  if (!MONTH.test(from) || !MONTH.test(to)) return 'Choose both months.';
  if (from > to) return 'The first month must not be after the last.';
  if (monthsBetween(from, to).length > MAX_REPORT_MONTHS) return `A report covers at most ${MAX_REPORT_MONTHS} months.`;
  return null;
}

export function SponsorReportSection({ title }: SectionProps) {
  const timeZone = useClubTimeZone();
  const thisMonth = formatClubStamp(new Date(), timeZone).slice(0, 7);
  const sponsors = useEntityList('sponsors');
  // The sponsor is the address's (?sponsor={id}): a sponsor's card in Sponsors links here so, choosing another
  // replaces it, and a reload keeps it. The section stays mounted between visits, so it is read on every render.
  const chosen = new URLSearchParams(useSearch()).get('sponsor');
  const [, navigate] = useLocation();
  const choose = (id: string) => navigate(`${paths.adminSection('sponsor-report')}?sponsor=${id}`, { replace: true });
  const [from, setFrom] = useState(addMonths(thisMonth, -11));
  const [to, setTo] = useState(thisMonth);
  const sponsorId = (sponsors.data?.some((s) => s.id === chosen) ? chosen : sponsors.data?.[0]?.id) ?? null;
  const problem = periodProblem(from, to);
  const report = useQuery<SponsorReport>({
    queryKey: [api.sponsorReport(sponsorId ?? '', from, to)],
    enabled: sponsorId !== null && problem === null,
    staleTime: 0,
  });

  return (
    <>
      <div className="print:hidden">
        <SectionHeader
          title={title}
          description="A one-page report for a sponsor: how often their logo was seen on the website and how many visits their website got from it, month by month."
        />
        <ListView
          query={sponsors}
          loadingText="Loading sponsors..."
          emptyText="No sponsors yet. Add them in Sponsors first."
          what="the sponsors"
        >
          {(list) => (
            <div className="mb-6 grid gap-3 sm:flex sm:flex-wrap sm:items-end">
              <Field label="Sponsor" className="sm:w-64">
                {(control) => (
                  <Select {...control} value={sponsorId ?? ''} onChange={(event) => choose(event.target.value)}>
                    {list.map((sponsor) => (
                      <option key={sponsor.id} value={sponsor.id}>
                        {sponsor.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="From month" className="sm:w-48" error={problem ?? undefined}>
                {(control) => (
                  <Input {...control} type="month" value={from} onChange={(event) => setFrom(event.target.value)} />
                )}
              </Field>
              <Field label="To month" className="sm:w-48">
                {(control) => (
                  <Input {...control} type="month" value={to} onChange={(event) => setTo(event.target.value)} />
                )}
              </Field>
              <Button
                variant="secondary"
                onClick={() => window.print()}
                disabled={!report.data}
                icon={<Printer className="h-4 w-4" aria-hidden />}
              >
                Print or save as PDF
              </Button>
            </div>
          )}
        </ListView>
      </div>
      {report.isLoading && <LoadingText>Loading the report...</LoadingText>}
      {report.isError && <ListError what="the report" />}
      {report.data && !problem && <ReportPage report={report.data} />}
    </>
  );
}

/** The page a sponsor is handed: who it is from and for, the months and the totals. */
function ReportPage({ report }: { report: SponsorReport }) {
  const { sponsor, months, totals } = report;
  const period = `${formatMonthInWords(months[0]!.month)} to ${formatMonthInWords(months.at(-1)!.month)}`;
  return (
    <article
      aria-labelledby="sponsor-report-title"
      className="rounded-lg bg-white p-6 shadow-sm print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-neutral-200 pb-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-neutral-600">{CLUB.name}</p>
          <h2 id="sponsor-report-title" className="font-display text-2xl font-bold text-club-black">
            Sponsor report: {sponsor.name}
          </h2>
          <p className="text-neutral-700">{period}</p>
        </div>
        <AdminImage
          src={sponsor.logoUrl}
          alt={`${sponsor.name} logo`}
          sizes="200px"
          className="h-20 w-40 object-contain"
        />
      </header>
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">
          {sponsor.name}: logo shown and website visits by month, {period}
        </caption>
        <thead className="text-sm text-neutral-700">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Month
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Logo shown
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Website visits
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month} className="border-t border-neutral-200">
              <th scope="row" className="py-1.5 font-normal">
                {formatMonthInWords(row.month)}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatCount(row.impressions)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatCount(row.clicks)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-club-black font-bold">
            <th scope="row" className="py-2">
              Total
            </th>
            <td className="py-2 text-right tabular-nums">{formatCount(totals.impressions)}</td>
            <td className="py-2 text-right tabular-nums">{formatCount(totals.clicks)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-4 text-sm text-neutral-600">
        Logo shown: views of website pages showing the logo. Website visits: follows of the link to the sponsor's
        website. Counted without cookies or anything about the visitor; search engines, link previews and the club's own
        staff are not counted.
      </p>
    </article>
  );
}
