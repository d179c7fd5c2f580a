// The staff portal's browser entry: replaces the server's spinner with the portal app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { createQueryClient } from './lib/query-client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp queryClient={createQueryClient()} />
  </StrictMode>,
);
