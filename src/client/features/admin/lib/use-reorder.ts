// Saving a list's new order (ADR 026): the list is shown in its new order at once, the whole order is sent to
// PUT /api/admin/{path}/order, and a failure puts the list back as it was and says why in a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminPath, ENTITIES, type EntityKey, type EntityRows, listPath } from '../../../../shared/entities';
import { apiRequest } from '../../../lib/api';
import { toastFailure, withFailureTitle } from './action-error';
import { dropOn, moveStep, positionOf } from './reorder';

type Identified = { id: string };

export type Reorder = {
  /** One place up (-1) or down (+1) among the items shown; nothing at either end. */
  step: (id: string, shown: readonly Identified[], step: -1 | 1) => void;
  /** Dragged onto another card: it takes that card's place. */
  drop: (id: string, targetId: string, shown: readonly Identified[]) => void;
  /** What the last move did, for screen readers: 'Moved Jerseys to position 2 of 5.' */
  announcement: string;
};

/** Reordering for an entity ordered by hand; null for the lists ordered by date. */
export function useReorder<K extends EntityKey>(key: K, nameOf: (item: EntityRows[K]) => string): Reorder | null {
  type Item = EntityRows[K];
  const queryClient = useQueryClient();
  const queryKey = [listPath(key)];
  const mutationKey = ['reorder', key];
  const [announcement, setAnnouncement] = useState('');

  const save = useMutation({
    mutationKey,
    mutationFn: (items: Item[]) =>
      withFailureTitle('Failed to save the new order', () =>
        apiRequest<void>('PUT', `${adminPath(key)}/order`, { ids: items.map((item) => item.id) }),
      ),
    onMutate: async (items) => {
      // A list read in flight must not land on top of the order just shown.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Item[]>(queryKey);
      queryClient.setQueryData<Item[]>(
        queryKey,
        items.map((item, order) => ({ ...item, order })),
      );
      return { before };
    },
    onError: (error, _items, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      setAnnouncement('The new order was not saved.');
      toastFailure(error);
    },
    // Read the list again once the last of several quick moves has been answered, not between them.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) <= 1 ? queryClient.invalidateQueries({ queryKey }) : undefined,
  });

  if (ENTITIES[key].ordering !== 'order') return null;

  const current = () => queryClient.getQueryData<Item[]>(queryKey) ?? [];
  const apply = (id: string, moved: Item[] | null, shown: readonly Identified[]) => {
    if (!moved) return;
    const item = moved.find((row) => row.id === id);
    const order = new Map(moved.map((row, index) => [row.id, index]));
    const shownAfter = [...shown].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const { position, of } = positionOf(shownAfter, id);
    if (item) setAnnouncement(`Moved ${nameOf(item)} to position ${position} of ${of}.`);
    save.mutate(moved);
  };

  return {
    step: (id, shown, step) => apply(id, moveStep(current(), shown, id, step), shown),
    drop: (id, targetId, shown) => {
      if (id !== targetId) apply(id, dropOn(current(), shown, id, targetId), shown);
    },
    announcement,
  };
}
