import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { DEHYDRATED_STATE_ID } from './ssr-contract';
import './styles.css';

const queryClient = createQueryClient();
// The server put the data it rendered with into the page as JSON (not a script that runs: CSP allows none inline).
const state = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
