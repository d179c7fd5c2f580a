// The Followers section's calls: the list, the counts (with whether mail can go out), and removing a follower.
// Removing refreshes both. It offers no Undo: the server keeps no copy of a removed address (ADR 048).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowerListItem, FollowerSummary } from '../../../../../shared/followers-portal';
import { api } from '../../../../../shared/paths';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';

const listKey = [api.followers];
const summaryKey = [api.followersSummary];

/** Newest first, as the server sends them. */
export const useFollowers = () => useQuery<FollowerListItem[]>({ queryKey: listKey });

export const useFollowerSummary = () => useQuery<FollowerSummary>({ queryKey: summaryKey });

export function useRemoveFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFailureTitle('Failed to remove follower', () => apiRequest<void>('DELETE', api.follower(id))),
    onSuccess: () => {
      toast({ title: 'Follower removed' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: summaryKey }),
      ]);
    },
    onError: (error) => toastFailure(error),
  });
}
