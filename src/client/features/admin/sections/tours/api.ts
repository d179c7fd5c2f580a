// The Tours section's calls for money given: a tour's contributions with their total, recording,
// correcting and deleting one. Every change reads the tour's contributions again (its card's total with them).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContributionForStaff, TourContributions } from '../../../../../shared/contribution-form';
import { api } from '../../../../../shared/paths';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';

/** Also what a tour's card reads for its 'raised of' line: one request per tour, shared with the open panel. */
export const useContributions = (tourId: string) =>
  useQuery<TourContributions>({ queryKey: [api.tourContributions(tourId)] });

/** What the form sends: the amount as typed in kina, the rest as the shared schema reads it. */
export type ContributionBody = Record<string, unknown>;

export function useSaveContribution(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ContributionBody }) =>
      withFailureTitle(id ? 'Failed to update the contribution' : 'Failed to record the contribution', () =>
        id
          ? apiRequest<ContributionForStaff>('PUT', api.tourContribution(tourId, id), body)
          : apiRequest<ContributionForStaff>('POST', api.tourContributions(tourId), body),
      ),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Contribution updated' : 'Contribution recorded' });
      return queryClient.invalidateQueries({ queryKey: [api.tourContributions(tourId)] });
    },
    onError: (error) => toastFailure(error),
  });
}

export function useDeleteContribution(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFailureTitle('Failed to delete the contribution', () =>
        apiRequest<void>('DELETE', api.tourContribution(tourId, id)),
      ),
    onSuccess: () => {
      toast({ title: 'Contribution deleted' });
      return queryClient.invalidateQueries({ queryKey: [api.tourContributions(tourId)] });
    },
    onError: (error) => toastFailure(error),
  });
}
