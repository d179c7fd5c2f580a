// Create, update and delete for one entity's list (docs/architecture.md "Contracts": every mutation invalidates its
// list). Paths, the label and the lists to refresh come from the entity registry (src/shared/entities/). Each success
// toasts '<Label> created successfully' and the like (a delete's with Undo); each failure toasts what failed and why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminPath,
  ENTITIES,
  type EntityKey,
  type EntityRows,
  listPath,
  portalListPath,
  restorePath,
} from '../../../../shared/entities';
import { apiRequest } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { toastFailure, withFailureTitle } from './action-error';
import { sendWithProgress } from './send-with-progress';
import { useUndoableDelete } from './undo';

/** A JSON object for JSON routes, a FormData for the multipart ones. */
export type EntityBody = object | FormData;

export function useEntityMutations<K extends EntityKey>(key: K) {
  type Item = EntityRows[K];
  const queryClient = useQueryClient();
  const def = ENTITIES[key];
  const lower = def.label.toLowerCase();
  const changed: readonly EntityKey[] = [key, ...('alsoChanges' in def ? def.alsoChanges : [])];
  /** Per cent sent of a multipart body (one with a file) while it is on its way, else null. */
  const [progress, setProgress] = useState<number | null>(null);
  /** A body with a file goes through XMLHttpRequest, which reports how much it has sent; the rest through fetch. */
  const send = async <T>(method: string, url: string, body: EntityBody): Promise<T> => {
    const hasFile = body instanceof FormData && [...body.values()].some((value) => value instanceof File);
    if (!hasFile) return apiRequest<T>(method, url, body);
    try {
      return await sendWithProgress<T>(method, url, body, setProgress);
    } finally {
      setProgress(null);
    }
  };
  const refresh = () =>
    Promise.all(
      [...new Set(changed.flatMap((list) => [listPath(list), portalListPath(list)]))].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    );

  /** One mutation: its call, failing under `failure`, and its success toast. */
  const action = <V, R>(verb: string, failure: string, call: (variables: V) => Promise<R>) => ({
    mutationFn: (variables: V) => withFailureTitle(failure, () => call(variables)),
    onSuccess: () => {
      toast({ title: `${def.label} ${verb} successfully` });
      return refresh();
    },
    onError: (error: unknown) => toastFailure(error),
  });

  const create = useMutation(
    action('created', `Failed to create ${lower}`, (body: EntityBody) => send<Item>('POST', adminPath(key), body)),
  );
  const update = useMutation(
    action('updated', `Failed to update ${lower}`, ({ id, body }: { id: string; body: EntityBody }) =>
      send<Item>('PUT', adminPath(key, id), body),
    ),
  );
  // The delete's toast offers Undo: the server keeps the item a few minutes (ADR 031).
  const remove = useUndoableDelete({
    label: def.label,
    remove: (id: string) => apiRequest<void>('DELETE', adminPath(key, id)),
    restore: (id: string) => apiRequest<Item>('POST', restorePath(key, id)),
    refresh,
  });

  return { create, update, remove, progress };
}
