import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyText, ListError, LoadingText } from './list-state';

/** A fetched list: its loading text, an error it could not be read, its empty text, or the items. */
export function ListView<T>({
  query,
  loadingText,
  emptyText,
  what,
  children,
}: {
  query: Pick<UseQueryResult<T[]>, 'data' | 'isLoading' | 'isError'>;
  loadingText: string;
  emptyText: string;
  /** For the error text: 'the teams'. */
  what: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isLoading) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError) return <ListError what={what} />;
  if (!query.data?.length) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children(query.data)}</>;
}
