// Create, update and delete for one admin list (design.md "Contracts": every mutation invalidates its list).
// Each success toasts '<Label> created successfully' and the like; each failure toasts what failed and why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { api } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { toastFailure, withFailureTitle } from './action-error';

export type CrudConfig = {
  /** The admin path segment: /api/admin/{adminPath}. */
  adminPath: string;
  /** Query keys (API paths) whose lists change with this entity; the first is its own list. */
  invalidates: string[];
  /** As staff read it in a toast: 'Team' gives 'Team created successfully' and 'Failed to create team'. */
  label: string;
};

/** A JSON object for JSON routes, a FormData for the multipart ones. */
type Body = object | FormData;

export function useCrudMutations<TItem, TBody extends Body>(config: CrudConfig) {
  const queryClient = useQueryClient();
  const lower = config.label.toLowerCase();
  const refresh = () =>
    Promise.all(config.invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));

  const create = useMutation({
    mutationFn: (body: TBody) =>
      withFailureTitle(`Failed to create ${lower}`, () => apiRequest<TItem>('POST', api.admin(config.adminPath), body)),
    onSuccess: () => {
      toast({ title: `${config.label} created successfully` });
      return refresh();
    },
    onError: (error) => toastFailure(error),
  });

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: TBody }) =>
      withFailureTitle(`Failed to update ${lower}`, () =>
        apiRequest<TItem>('PUT', api.admin(config.adminPath, id), body),
      ),
    onSuccess: () => {
      toast({ title: `${config.label} updated successfully` });
      return refresh();
    },
    onError: (error) => toastFailure(error),
  });

  const remove = useMutation({
    mutationFn: (id: string) =>
      withFailureTitle(`Failed to delete ${lower}`, () => apiRequest<void>('DELETE', api.admin(config.adminPath, id))),
    onSuccess: () => {
      toast({ title: `${config.label} deleted successfully` });
      return refresh();
    },
    onError: (error) => toastFailure(error),
  });

  return { create, update, remove };
}

export type CrudMutations<TItem, TBody extends Body> = ReturnType<typeof useCrudMutations<TItem, TBody>>;
