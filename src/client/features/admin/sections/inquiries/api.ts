// The enquiry inbox's calls: the list, the summary behind the menu's badge and the alerts notice, changing an
// enquiry's status or notes, and deleting one (with Undo). Every change refreshes the list and the badge.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryStatus } from '../../../../../shared/constants';
import { api } from '../../../../../shared/paths';
import type { ContactInquiry } from '../../../../../shared/schema';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';
import { useUndoableDelete } from '../../lib/undo';

export const inquiriesListKey = [api.inquiries];
const summaryKey = [api.inquiriesSummary];

/** Looked at again this often, so the badge shows enquiries that arrive while the portal is open. */
const SUMMARY_INTERVAL_MS = 60_000;

export type InquirySummary = {
  new: number;
  alerts: { enabled: boolean; recipientMissing: boolean; waiting: number; lastError: string | null };
};

/** Newest first, as the server sends them. */
export const useInquiries = () => useQuery<ContactInquiry[]>({ queryKey: inquiriesListKey });

/** A few bytes, polled: the only query in the portal that refreshes on a timer. */
/** Not asked for by a person who may not read the inquiries (`enabled` false). */
export const useInquirySummary = (enabled = true) =>
  useQuery<InquirySummary>({ queryKey: summaryKey, refetchInterval: SUMMARY_INTERVAL_MS, enabled });

const refreshInbox = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiriesListKey }),
    queryClient.invalidateQueries({ queryKey: summaryKey }),
  ]);

function useInquiryMutation<V, R>(failure: string, success: string | null, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => withFailureTitle(failure, () => call(variables)),
    onSuccess: () => {
      if (success) toast({ title: success });
      return refreshInbox(queryClient);
    },
    onError: (error) => toastFailure(error),
  });
}

export type InquiryChange = { id: string; status?: InquiryStatus; notes?: string };

const patch = ({ id, ...changes }: InquiryChange) => apiRequest<ContactInquiry>('PATCH', api.inquiry(id), changes);

export const useChangeStatus = () => useInquiryMutation('Failed to change status', 'Status changed', patch);

/** Using the mail link: quiet when it works, the mail app is what staff are looking at. */
export const useMarkReplied = () => useInquiryMutation('Failed to mark the inquiry Replied', null, patch);

export const useSaveNotes = () => useInquiryMutation('Failed to save notes', 'Notes saved', patch);

/** Its toast offers Undo: the server keeps the enquiry a few minutes (ADR 031). */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useUndoableDelete({
    label: 'Inquiry',
    remove: (id: string) => apiRequest<void>('DELETE', api.inquiry(id)),
    restore: (id: string) => apiRequest<ContactInquiry>('POST', api.inquiryRestore(id)),
    refresh: () => refreshInbox(queryClient),
  });
}
