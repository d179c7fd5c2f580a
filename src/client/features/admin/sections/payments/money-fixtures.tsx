// What the Payments tests render and answer with: the section in the portal's providers, and a charge as the
// server sends it.
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { signedInAdminClient } from '../../../../../../tests/fixtures/signed-in-client';
import type { ChargeForStaff } from '../../../../../shared/payments-api';
import { Toaster } from '../../../../components/ui/toaster';
import { ClubTimeZoneContext } from '../../../../lib/club-time-zone';

export const PLAYER = { id: 'player-1', name: 'Kila Morea', position: 'Guard', teamId: null, familyId: 'family-1' };

export const charge = (changes: Partial<ChargeForStaff> = {}): ChargeForStaff => ({
  id: 'charge-1',
  playerId: PLAYER.id,
  playerName: PLAYER.name,
  familyId: 'family-1',
  tourId: null,
  description: 'Season fee 2026',
  amountToea: 15000,
  dueOn: '2026-03-31',
  reference: 'PMBC-7KX2QA',
  status: 'open',
  paidToea: 0,
  balanceToea: 15000,
  waivedAt: null,
  waiveReason: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...changes,
});

export const json = (body: unknown, status = 201) => Response.json(body, { status });

export function renderInPortal(ui: ReactNode) {
  return render(
    <QueryClientProvider client={signedInAdminClient()}>
      <Tooltip.Provider>
        <ClubTimeZoneContext.Provider value="Pacific/Port_Moresby">
          {ui}
          <Toaster />
        </ClubTimeZoneContext.Provider>
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
}
