import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useItemTarget } from '../lib/use-item-target';
import { EmptyText, ListError, LoadingText } from './list-state';

/**
 * A fetched list: its loading text, an error it could not be read, its empty text, or the items. An address naming
 * one of its items ('#item-<id>') brings that item's card into view once the list is there (lib/use-item-target.ts).
 */
export function ListView<T extends { id: string | number }>({
  query,
  loadingText,
  emptyText,
  what,
  onTarget,
  children,
}: {
  query: Pick<UseQueryResult<T[]>, 'data' | 'isLoading' | 'isError'>;
  loadingText: string;
  emptyText: string;
  /** For the error text: 'the teams'. */
  what: string;
  /** Opens the item the address names, where the section has a detail view of one item. */
  onTarget?: (id: string) => void;
  children: (items: T[]) => ReactNode;
}) {
  useItemTarget(
    query.data?.map((item) => item.id),
    onTarget,
  );
  if (query.isLoading) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError) return <ListError what={what} />;
  if (!query.data?.length) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children(query.data)}</>;
}
