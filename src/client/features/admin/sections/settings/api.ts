import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import type { insertSettingsSchema, SiteSettings } from '../../../../../shared/schema';
import { apiRequest } from '../../../../lib/api';
import { api } from '../../../../lib/paths';
import { toast } from '../../../../lib/toast';
import { ActionError, toastFailure, withFailureTitle } from '../../lib/action-error';

/** The settings, and the updatedAt of the ones the form opened with (ADR 045): a stale save answers 409. */
export type SettingsBody = z.output<typeof insertSettingsSchema> & { updatedAt?: string };

export const settingsKey = [api.settings];

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
      return queryClient.invalidateQueries({ queryKey: settingsKey });
    },
    onError: (error) => toastFailure(error),
  });
}
