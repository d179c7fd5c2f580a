// The money given to one tour, opened from its card: the total the contributions add up to (never typed),
// each contribution with who gave it and what the page may show, Record/Edit/Delete, and the CSV file. Supporters'
// names and references are families' details: only staff see them here.
import { Download, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDayInWords } from '../../../../../shared/club-time';
import type { ContributionForStaff } from '../../../../../shared/contribution-form';
import { api } from '../../../../../shared/paths';
import type { Tour } from '../../../../../shared/schema';
import { CONTRIBUTION_METHOD_LABELS, formatKina } from '../../../../../shared/tours';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { CardActions } from '../../ui/card-actions';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ListView } from '../../ui/list-view';
import { useContributions, useDeleteContribution } from './api';
import { ContributionForm } from './contribution-form';
import { RaisedOf } from './raised-of';

/** The form: closed, recording a new one (null), or correcting one. */
type Editing = { item: ContributionForStaff | null } | null;

export function ContributionsPanel({ tour, onClose }: { tour: Tour; onClose: () => void }) {
  const query = useContributions(tour.id);
  const remove = useDeleteContribution(tour.id);
  const confirm = useConfirmDelete((item: ContributionForStaff) => remove.mutate(item.id));
  const [editing, setEditing] = useState<Editing>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `contributions-${tour.id}`;

  // Opened from a card further down: bring the panel into view and say where the focus went.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  const nameOf = (item: ContributionForStaff) =>
    `the contribution of ${formatKina(item.amountToea)} from ${item.supporterName}`;

  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 scroll-mt-20 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="font-display text-xl font-semibold text-club-black focus:outline-none"
          >
            Contributions: {tour.title}
          </h2>
          <p className="mt-1 text-sm text-neutral-700">
            <RaisedOf tour={tour} />
            {query.data &&
              ` · ${query.data.totals.count} ${query.data.totals.count === 1 ? 'contribution' : 'contributions'}`}
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden />
          Close contributions
        </Button>
      </div>
      <div className="mb-4 flex flex-wrap gap-3">
        {!editing && (
          <Button size="sm" onClick={() => setEditing({ item: null })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add contribution
          </Button>
        )}
        {/* A plain link: the browser downloads the file the server names, with the session cookie. */}
        <a
          href={api.tourContributionsCsv(tour.id)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </div>
      {editing && (
        <section
          aria-label={editing.item ? 'Edit contribution' : 'Add contribution'}
          className="mb-6 rounded-md border border-neutral-200 p-4"
        >
          <h3 className="mb-4 font-semibold text-club-black">
            {editing.item ? 'Edit contribution' : 'Add contribution'}
          </h3>
          <ContributionForm
            key={editing.item?.id ?? 'new'}
            tourId={tour.id}
            item={editing.item}
            onDone={() => setEditing(null)}
          />
        </section>
      )}
      <ListView
        query={{ data: query.data?.contributions, isLoading: query.isLoading, isError: query.isError }}
        loadingText="Loading contributions..."
        emptyText="No contributions recorded yet."
        what="the contributions"
      >
        {(items) => (
          <ul className="divide-y divide-neutral-200">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-3 py-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-club-black">
                    {formatKina(item.amountToea)} <span className="font-normal">from</span> {item.supporterName}
                  </p>
                  <p className="text-neutral-600">
                    {formatDayInWords(item.receivedOn)} · {CONTRIBUTION_METHOD_LABELS[item.method]}
                    {item.sponsorName && item.sponsorName !== item.supporterName ? ` (${item.sponsorName})` : ''}
                    {item.reference ? ` · Ref. ${item.reference}` : ''}
                  </p>
                  <p className="text-xs text-neutral-600">
                    On the website: {item.showName ? 'named' : 'Anonymous'}
                    {item.showAmount ? ', with the amount' : ', amount not shown'}
                  </p>
                </div>
                <CardActions
                  name={nameOf(item)}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => confirm.ask(item)}
                  deleting={remove.isPending && remove.variables === item.id}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Delete ${nameOf(confirm.asking)}?` : ''}
        description="The tour's total goes down by this amount, on the website too. This cannot be undone."
      />
    </section>
  );
}
