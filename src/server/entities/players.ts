// The server's half of players (src/shared/entities/players/definition.ts): children, whose date of birth and photo
// visitors see only as their publishing choices allow (ADR 027), named by first name and last initial in the log.

import { publicPlayer, shortName } from '../../shared/publishing';
import { type Player, playerSchemaOn } from '../../shared/schema';
import { childItem } from '../activity/sentences';
import { preparePlayer } from '../services/people';
import { defineServerEntity } from './define';

export const playersServer = defineServerEntity('players', {
  insert: playerSchemaOn,
  demo: () => import('./demo/players').then((demo) => demo.playersDemo),
  // The age worked out on the club's day (ADR 032).
  prepare: preparePlayer,
  naming: { item: (row) => childItem('player', shortName(typeof row.name === 'string' ? row.name : '')) },
  publicView: { allowedBy: (row, today) => publicPlayer(row as Player, today) },
});
