// The activity of a player's family (ADR 043): 'John changed the family of Kila M.'. The entry names the player as
// a child is named, first name and last initial, and links to their profile: never the family's name, number,
// email or link.
import type { FastifyRequest } from 'fastify';
import { shortName } from '../../shared/publishing';
import { actorName, recordActivity } from './record';

type PlayerNamed = { id: string; name: string };

const sentence = (what: (player: string) => string) => (request: FastifyRequest, player: PlayerNamed) =>
  recordActivity(request, {
    section: 'profiles',
    itemKind: 'players',
    itemId: player.id,
    sentence: `${actorName(request)} ${what(shortName(player.name))}`,
  });

export const familyActivity = {
  changed: sentence((player) => `changed the family of ${player}`),
  newLink: sentence((player) => `made a new family link for ${player}`),
  emailed: sentence((player) => `emailed the family link for ${player}`),
};
