import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import { api } from '../../../../../shared/paths';
import type { insertSettingsSchema, SiteSettings } from '../../../../../shared/schema';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { ActionError, toastFailure, withFailureTitle } from '../../lib/action-error';

/** The settings, and the updatedAt of the ones the form opened with (ADR 045): a stale save answers 409. */
export type SettingsBody = z.output<typeof insertSettingsSchema> & { updatedAt?: string };

export const settingsKey = [api.settings];
const staffAlertsKey = [api.staffAlerts];

/** The 'Staff alerts email', and whether ALERT_EMAIL overrides it: read by an Admin only (`enabled`). */
export type StaffAlerts = { alertEmail: string | null; fromEnvironment: boolean };
export const useStaffAlerts = (enabled: boolean) => useQuery<StaffAlerts>({ queryKey: staffAlertsKey, enabled });

const FAILED = 'Failed to update settings';

export function useUpdateSettings(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => {
      if (!id) throw new ActionError(FAILED, 'Settings ID not found');
      return withFailureTitle(FAILED, () => apiRequest<SiteSettings>('PUT', api.adminSettings(id), body));
    },
    onSuccess: () => {
      toast({ title: 'Settings updated successfully' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey }),
        queryClient.invalidateQueries({ queryKey: staffAlertsKey }),
      ]);
    },
    onError: (error) => toastFailure(error),
  });
}
