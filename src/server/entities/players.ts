// The server's half of players (src/shared/entities/players/definition.ts): children, whose date of birth and photo
// visitors see only as their publishing choices allow (ADR 027), named by first name and last initial in the log.
// Staff's list says whether each player's season fee is paid (a Coach sees it for their team; an Editor, who holds
// nothing of the money, gets null).
import { z } from 'zod/v4';
import { clubToday } from '../../shared/club-time';
import { CHARGE_STATUSES } from '../../shared/payments';
import { hasPermission } from '../../shared/permissions';
import { publicPlayer, shortName } from '../../shared/publishing';
import { seasonYear } from '../../shared/registration';
import { type Player, playerSchemaOn } from '../../shared/schema';
import { childItem } from '../activity/sentences';
import { staffUser } from '../auth/guard';
import { seasonFeeStatuses } from '../payments/season-fees';
import { preparePlayer } from '../services/people';
import { getSettings } from '../services/settings';
import { defineServerEntity } from './define';

export const playersServer = defineServerEntity('players', {
  insert: playerSchemaOn,
  demo: () => import('./demo/players').then((demo) => demo.playersDemo),
  // The age worked out on the club's day (ADR 032).
  prepare: preparePlayer,
  naming: { item: (row) => childItem('player', shortName(typeof row.name === 'string' ? row.name : '')) },
  publicView: { allowedBy: (row, today) => publicPlayer(row as Player, today) },
  staffList: {
    schema: (row) =>
      (row as z.ZodObject).safeExtend({
        /** The status of this season's fee charge (else the newest 'season fee' one); null: none, or not yours to see. */
        seasonFee: z.enum(CHARGE_STATUSES).nullable(),
      }),
    async rows(app, request, rows) {
      const role = staffUser(request).role;
      const mayKnow = role === 'coach' || hasPermission(role, 'money');
      const today = clubToday(app.now(), app.env.CLUB_TIMEZONE);
      const statuses = mayKnow
        ? await seasonFeeStatuses(
            app.db,
            rows.map((row) => String(row.id)),
            seasonYear((await getSettings(app.db)).season, today),
          )
        : new Map();
      return rows.map((row) => ({ ...row, seasonFee: statuses.get(String(row.id)) ?? null }));
    },
  },
});
