// The activity log, for Admins: who changed what and when, in words, newest first; filtered by person,
// section and club days, 50 a page, exported as CSV with the same filters, each entry linking to its item while the
// item is still there. The server pages and filters (the log grows with every write); the filters live here.
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { type ActivityFilters, api } from '../../../../../shared/paths';
import { SECTION_LABELS } from '../../../../../shared/section-labels';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Field, Input, Select } from '../../../../components/ui/field';
import { isSection } from '../../lib/section-path';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { ActivityEntry } from './activity-entry';
import { useActivity } from './api';

const NO_FILTERS: ActivityFilters = { person: null, section: null, from: null, to: null };

const sectionLabel = (section: string) => (isSection(section) ? SECTION_LABELS[section] : section);

export function ActivitySection({ title }: SectionProps) {
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // Days are compared as text: 'YYYY-MM-DD' sorts as the calendar does.
  const outOfOrder = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = useActivity(filters, page, !outOfOrder);
  const data = query.data;
  const filtered = Object.values(filters).some(Boolean);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Another filter starts again at its first page.
  const pick = (change: Partial<ActivityFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <>
      <SectionHeader title={title} description="Who changed what in the portal, newest first, in club time." />
      <div className="mb-6 grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <Field label="Person" className="sm:w-56">
            {(control) => (
              <Select
                {...control}
                value={filters.person ?? ''}
                onChange={(event) => pick({ person: event.target.value || null })}
              >
                <option value="">Everyone</option>
                {/* A removed account's entries keep its name, but it has no id left to choose it by. */}
                {data?.people
                  .filter((person) => person.id !== null)
                  .map((person) => (
                    <option key={person.id} value={String(person.id)}>
                      {person.name}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
          <Field label="Section" className="sm:w-56">
            {(control) => (
              <Select
                {...control}
                value={filters.section ?? ''}
                onChange={(event) => pick({ section: event.target.value || null })}
              >
                <option value="">All sections</option>
                {data?.sections.map((section) => (
                  <option key={section} value={section}>
                    {sectionLabel(section)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="From" className="sm:w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={filters.from ?? ''}
                max={filters.to ?? undefined}
                onChange={(event) => pick({ from: event.target.value || null })}
              />
            )}
          </Field>
          <Field label="To" className="sm:w-44" error={outOfOrder ? 'To must not be before From' : undefined}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={filters.to ?? ''}
                min={filters.from ?? undefined}
                onChange={(event) => pick({ to: event.target.value || null })}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* A plain link: the browser downloads the file the server names, with the session cookie. */}
          <a href={api.activityCsv(filters)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
          {filtered && (
            <Button size="sm" variant="ghost" onClick={() => pick(NO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </div>
      </div>
      {/* The entries are not headed; an h2 names the list for those who move by headings. */}
      <h2 className="sr-only">Entries of the activity log</h2>
      <ListView
        query={{ data: data?.entries, isLoading: query.isLoading, isError: query.isError }}
        loadingText="Loading the activity log..."
        emptyText={filtered ? 'Nothing matches these filters.' : 'Nothing recorded yet.'}
        what="the activity log"
      >
        {(entries) => (
          <ol className="grid gap-3" aria-busy={query.isPlaceholderData || undefined}>
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </ListView>
      {data && data.total > data.pageSize && (
        <nav aria-label="Pages of the activity log" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            icon={<ChevronLeft className="h-4 w-4" aria-hidden />}
          >
            Previous
          </Button>
          <p aria-live="polite" className="text-sm font-semibold text-neutral-800">
            Page {data.page} of {pages}
          </p>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      )}
    </>
  );
}
