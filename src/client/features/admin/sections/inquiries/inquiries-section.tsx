// The enquiry inbox: every enquiry with its status and notes, filtered by status, exported as CSV.
// The list is read once, whole (the total counts all of them); the filter picks from it without another request.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus } from '../../../../../shared/constants';
import { api } from '../../../../../shared/paths';
import type { ContactInquiry } from '../../../../../shared/schema';
import { buttonClasses } from '../../../../components/ui/button';
import { UNDO_MS } from '../../../../lib/toast';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FilterButtons } from '../../ui/filter-buttons';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { AlertsNotice } from './alerts-notice';
import { useDeleteInquiry, useInquiries, useInquirySummary } from './api';
import { InquiryCard } from './inquiry-card';

const FILTERS: (InquiryStatus | null)[] = [null, ...INQUIRY_STATUSES];
const filterLabel = (status: InquiryStatus | null) => (status ? INQUIRY_STATUS_LABELS[status] : 'All');

export function InquiriesSection({ title }: SectionProps) {
  const query = useInquiries();
  const summary = useInquirySummary();
  const remove = useDeleteInquiry();
  const confirm = useConfirmDelete((inquiry: ContactInquiry) => remove.mutate(inquiry.id));
  const [filter, setFilter] = useState<InquiryStatus | null>(null);
  const total = query.data?.length ?? 0;
  const shown = filter ? query.data?.filter((inquiry) => inquiry.status === filter) : query.data;

  return (
    <>
      <SectionHeader title={title} description="Messages sent with the enquiry form on the home page.">
        {query.data && (
          <p className="mt-2 inline-block rounded-full bg-club-black px-3 py-1 text-sm font-semibold text-white">
            Total: {total} {total === 1 ? 'inquiry' : 'inquiries'}
          </p>
        )}
      </SectionHeader>
      {summary.data && <AlertsNotice alerts={summary.data.alerts} />}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <FilterButtons
          legend="Show inquiries by status"
          options={FILTERS}
          value={filter}
          label={filterLabel}
          onChange={setFilter}
          className=""
        />
        {/* A plain link: the browser downloads the file the server names, with the session cookie. */}
        <a href={api.inquiriesCsv(filter)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Download className="h-4 w-4" aria-hidden />
          Export CSV
        </a>
      </div>
      {/* The enquiries are h3s: an h2 between them and the h1 keeps the heading outline whole. */}
      <h2 className="sr-only">List of inquiries</h2>
      <ListView
        query={{ ...query, data: shown }}
        loadingText="Loading inquiries..."
        emptyText={filter ? `No ${filterLabel(filter).toLowerCase()} inquiries` : 'No contact inquiries yet'}
        what="the contact inquiries"
      >
        {(inquiries) => (
          <ul className="grid gap-4">
            {inquiries.map((inquiry) => (
              <InquiryCard
                key={inquiry.id}
                inquiry={inquiry}
                onDelete={() => confirm.ask(inquiry)}
                deleting={remove.isPending && remove.variables === inquiry.id}
              />
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Delete the inquiry from ${confirm.asking.firstName} ${confirm.asking.lastName}?` : ''}
        description={`It will be removed from the inbox. You can undo this for ${UNDO_MS / 1000} seconds afterwards.`}
      />
    </>
  );
}
