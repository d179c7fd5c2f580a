import type { UseMutationResult } from '@tanstack/react-query';

export type Mutations<TItem, TBody> = {
  create: UseMutationResult<TItem, Error, TBody>;
  update: UseMutationResult<TItem, Error, { id: string; body: TBody }>;
};

/** Submit creates in create mode and updates in edit mode (spec section 4); `onSaved` runs only on success. */
export function useSave<TItem, TBody>(mutations: Mutations<TItem, TBody>, item: { id: string } | null) {
  const pending = mutations.create.isPending || mutations.update.isPending;
  const save = (body: TBody, onSaved: () => void) => {
    if (item) mutations.update.mutate({ id: item.id, body }, { onSuccess: onSaved });
    else mutations.create.mutate(body, { onSuccess: onSaved });
  };
  return { save, pending };
}
