import { Mail } from 'lucide-react';
import { AGE_GROUPS } from '../../../../../shared/constants';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useInquiries } from './api';

const ageGroupLabel = (value: string) => AGE_GROUPS.find((group) => group.value === value)?.label ?? value;

const received = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function InquiriesSection({ title }: SectionProps) {
  const query = useInquiries();
  const total = query.data?.length ?? 0;

  return (
    <>
      <SectionHeader title={title} description="Messages sent with the enquiry form on the home page.">
        {query.data && (
          <p className="mt-2 inline-block rounded-full bg-club-black px-3 py-1 text-sm font-semibold text-white">
            Total: {total} {total === 1 ? 'inquiry' : 'inquiries'}
          </p>
        )}
      </SectionHeader>
      <ListView
        query={query}
        loadingText="Loading inquiries..."
        emptyText="No contact inquiries yet"
        what="the contact inquiries"
      >
        {(inquiries) => (
          <ul className="grid gap-4">
            {inquiries.map((inquiry) => (
              <li key={inquiry.id} className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-club-black">
                    {inquiry.firstName} {inquiry.lastName}
                  </h3>
                  <p className="text-xs text-neutral-500">{received(inquiry.createdAt)}</p>
                </div>
                <a
                  href={`mailto:${inquiry.email}`}
                  className="mt-1 inline-flex min-h-11 items-center gap-1.5 break-all text-sm text-club-red underline sm:min-h-0"
                >
                  <Mail className="h-4 w-4 shrink-0" aria-hidden />
                  {inquiry.email}
                </a>
                {inquiry.ageGroup && (
                  <p className="mt-1 text-sm">
                    <span className="text-neutral-500">Interested in: </span>
                    <span className="font-semibold">{ageGroupLabel(inquiry.ageGroup)}</span>
                  </p>
                )}
                <p className="mt-2 whitespace-pre-line text-neutral-800">{inquiry.message}</p>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
