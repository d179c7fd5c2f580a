// TanStack Query as docs/product.md "How the pages talk to the server" sets it: data read once is never stale; no
// retry, no refetch on focus or timer.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api';

/** A query key is the API path it reads, e.g. ['/api/teams']. */
const fetchByKey: QueryFunction = ({ queryKey }) => getJson(String(queryKey[0]));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
