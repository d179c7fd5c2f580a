// A player's family's calls: read it (none yet is an answer, not a failure), set its contacts, a new link, the link
// emailed. A change puts the family as saved straight into the cache of the player it was made on; siblings' panels
// read it again when opened.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyForStaff } from '../../../../../shared/families';
import { api } from '../../../../../shared/paths';
import { ApiError, apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';

export type FamilyContactsForm = { guardianName: string; phone: string; email: string };

const familyKey = (playerId: string) => [api.playerFamily(playerId)];

/** The player's family, or null while they have none (the server's 404). */
export const useFamily = (playerId: string) =>
  useQuery<FamilyForStaff | null>({
    queryKey: familyKey(playerId),
    queryFn: async () => {
      try {
        return await apiRequest<FamilyForStaff>('GET', api.playerFamily(playerId));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Each change answers the family as saved, which the panel shows at once. */
function useFamilyChange<V>(
  playerId: string,
  call: (values: V) => Promise<FamilyForStaff>,
  words: { failure: string; success: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => withFailureTitle(words.failure, () => call(values)),
    onSuccess: (family) => {
      queryClient.setQueryData(familyKey(playerId), family);
      toast({ title: words.success });
    },
    onError: (error) => toastFailure(error),
  });
}

/** A refusal is toasted, and its field messages shown under the form's fields by the panel. */
export const useSetFamily = (playerId: string) =>
  useFamilyChange(
    playerId,
    (values: FamilyContactsForm) => apiRequest<FamilyForStaff>('PUT', api.playerFamily(playerId), values),
    { failure: 'Failed to save the family', success: 'Family saved' },
  );

export const useNewFamilyLink = (playerId: string) =>
  useFamilyChange(playerId, () => apiRequest<FamilyForStaff>('POST', api.playerFamilyNewLink(playerId)), {
    failure: 'Failed to make a new link',
    success: 'New link made: the old one no longer works',
  });

export function useEmailFamilyLink(playerId: string) {
  return useMutation({
    mutationFn: () =>
      withFailureTitle('Failed to email the link', () => apiRequest<void>('POST', api.playerFamilyEmail(playerId))),
    onSuccess: () => toast({ title: 'Link emailed to the family' }),
    onError: (error) => toastFailure(error),
  });
}
