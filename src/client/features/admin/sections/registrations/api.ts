// The registrations section's calls: the list (no medical notes), one registration whole (with them),
// the summary behind the menu's badge and the season filter, a change (status, message, notes, fee) and delete
// (with Undo). Every change refreshes the list, the open registration and the badge.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalListPath } from '../../../../../shared/entities';
import { api } from '../../../../../shared/paths';
import type { FeeMethod, FeeStatus, Gender, RegistrationStatus } from '../../../../../shared/registration';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';
import { useUndoableDelete } from '../../lib/undo';

/** A registration as the list has it: everything but the medical notes (only whether there are any). */
export type RegistrationSummary = {
  id: string;
  reference: string;
  season: string;
  status: RegistrationStatus;
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  age: number;
  gender: Gender | null;
  teamId: string | null;
  teamName: string | null;
  school: string | null;
  experience: string | null;
  adult: boolean;
  photoConsent: boolean;
  notes: string | null;
  feeStatus: FeeStatus;
  feeMethod: FeeMethod | null;
  feeReference: string | null;
  /** The player's profile, once accepted. */
  playerId: string | null;
  createdAt: string;
  updatedAt: string;
  guardianName: string | null;
  guardianRelationship: string | null;
  guardianPhone: string | null;
  playerPhone: string | null;
  email: string | null;
  emergencyName: string;
  emergencyPhone: string;
  hasMedicalNotes: boolean;
  /** The latest message emailed to the family with Waitlisted or Declined, and when (ISO); null until one went. */
  familyMessage: string | null;
  familyMessageSentAt: string | null;
};

/** One registration whole, for its detail view. */
export type RegistrationDetail = RegistrationSummary & { medical: string | null };

export type RegistrationsSummary = { new: number; seasons: string[] };

export const registrationsListKey = [api.registrations];
const summaryKey = [api.registrationsSummary];
const detailKey = (id: string) => [api.registration(id)];

/** As the enquiries' summary: looked at again every minute, so the badge shows registrations that arrive. */
const SUMMARY_INTERVAL_MS = 60_000;

/** Newest first, as the server sends them; read whole, the filters pick from it. */
export const useRegistrations = () => useQuery<RegistrationSummary[]>({ queryKey: registrationsListKey });

/** Not asked for by a person who may not see registrations (`enabled` false). */
export const useRegistrationsSummary = (enabled = true) =>
  useQuery<RegistrationsSummary>({ queryKey: summaryKey, refetchInterval: SUMMARY_INTERVAL_MS, enabled });

/** The medical notes travel only here, when staff open one registration. */
export const useRegistration = (id: string | null) =>
  useQuery<RegistrationDetail>({ queryKey: detailKey(id ?? ''), enabled: id !== null });

const refreshRegistrations = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: registrationsListKey }),
    queryClient.invalidateQueries({ queryKey: summaryKey }),
  ]);

export type RegistrationChange = {
  id: string;
  /** The version the change was made on (ADR 045): a registration changed since answers 409. */
  updatedAt?: string;
  status?: RegistrationStatus;
  /** For the family, with Waitlisted or Declined; emailed when they gave an address. */
  message?: string;
  notes?: string;
  feeStatus?: FeeStatus;
  feeMethod?: FeeMethod | null;
  feeReference?: string | null;
};

/** What one button does: the change, and the toasts' titles for its failure and its success. */
export type RegistrationAction = { change: RegistrationChange; failure: string; success: string };

/**
 * Every change of a registration. The answer (the registration as saved) goes straight into the detail's cache;
 * Accept also refreshes the players, as the server has just made one.
 */
export function useChangeRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change: { id, ...changes }, failure }: RegistrationAction) =>
      withFailureTitle(failure, () => apiRequest<RegistrationDetail>('PATCH', api.registration(id), changes)),
    onSuccess: (saved, { change, success }) => {
      queryClient.setQueryData(detailKey(saved.id), saved);
      toast({ title: success });
      return Promise.all([
        refreshRegistrations(queryClient),
        change.status === 'accepted' ? queryClient.invalidateQueries({ queryKey: [portalListPath('players')] }) : null,
      ]);
    },
    onError: (error) => toastFailure(error),
  });
}

/** Its toast offers Undo: the server keeps the registration a few minutes (ADR 031). */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useUndoableDelete({
    label: 'Registration',
    remove: (id: string) => apiRequest<void>('DELETE', api.registration(id)),
    restore: (id: string) => apiRequest<RegistrationDetail>('POST', api.registrationRestore(id)),
    refresh: () => refreshRegistrations(queryClient),
  });
}
