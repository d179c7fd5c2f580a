// The activity of 'Who's coming' and attendance (ADR 043): 'John recorded attendance for U14 Development vs Lae
// Eagles'. An entry names the event and at most a player's short name: never an answer's note, the answer itself, a
// family's contacts or who came.
import type { FastifyRequest } from 'fastify';
import { shortName } from '../../shared/publishing';
import { actorName, recordActivity } from './record';

/** The event as its entry names it: 'U14 Development vs Lae Eagles' (eventName, families/team-event.ts). */
type NamedEvent = { id: string; name: string };

const entry = (request: FastifyRequest, event: NamedEvent, what: string) =>
  recordActivity(request, {
    section: 'fixtures',
    // The entry links to the event, whose 'Who's coming' and attendance are with it.
    itemKind: 'events',
    itemId: event.id,
    sentence: `${actorName(request)} ${what} ${event.name}`,
  });

export const availabilityActivity = {
  /** An answer staff took by phone: 'John recorded Kila M.'s answer for ...'. */
  answered: (request: FastifyRequest, event: NamedEvent, playerName: string) =>
    entry(request, event, `recorded ${shortName(playerName)}'s answer for`),
  reminded: (request: FastifyRequest, event: NamedEvent) => entry(request, event, 'reminded the families for'),
  attendance: (request: FastifyRequest, event: NamedEvent) => entry(request, event, 'recorded attendance for'),
};
