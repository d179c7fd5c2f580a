// Renders a route to HTML on the server with its data already in the query cache.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';

export function renderApp(queryClient: QueryClient, pathname: string, search: string) {
  const html = renderToString(
    <StrictMode>
      <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search} />
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient) };
}
