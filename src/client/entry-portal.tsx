// The staff portal's browser entry: replaces the server's spinner with the portal app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { readClubTimeZone } from './lib/club-time-zone';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root')!;
// Read before the app replaces the shell that carries it.
const clubTimeZone = readClubTimeZone(root);

createRoot(root).render(
  <StrictMode>
    <PortalApp queryClient={createQueryClient()} clubTimeZone={clubTimeZone} />
  </StrictMode>,
);
