// The activity of contributions to a tour (ADR 043): 'Mary recorded a contribution to the tour "Cairns
// 2027"'. The entry names the tour only: never the supporter, the reference or the amount, which are a family's.
import type { FastifyRequest } from 'fastify';
import { actorName, recordActivity } from './record';
import { quotedItem } from './sentences';

type TourNamed = { id: string; title: string };

const sentence = (verb: string) => (request: FastifyRequest, tour: TourNamed) =>
  recordActivity(request, {
    section: 'tours',
    // The entry links to the tour, whose contributions are inside it.
    itemKind: 'tours',
    itemId: tour.id,
    sentence: `${actorName(request)} ${verb} a contribution to ${quotedItem('tour', tour.title).the}`,
  });

export const contributionActivity = {
  recorded: sentence('recorded'),
  changed: sentence('changed'),
  deleted: sentence('deleted'),
};
