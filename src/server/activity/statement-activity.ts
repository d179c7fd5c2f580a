// The activity of imported bank statements (ADR 043): 'Ana imported a bank statement: 12 lines, 5 matched' and
// 'Ana confirmed 6 payments from a bank statement'. Counts only: never a payer, a description, a reference or an
// amount, which are families'.
import type { FastifyRequest } from 'fastify';
import type { AdminSection } from '../../shared/admin-sections';
import type { Db } from '../db/client';
import { actorName, recordActivity } from './record';

const PAYMENTS_SECTION: AdminSection = 'payments';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const statementActivity = {
  imported: (request: FastifyRequest, counts: { lines: number; matched: number }, db: Db) =>
    recordActivity(
      request,
      {
        section: PAYMENTS_SECTION,
        sentence: `${actorName(request)} imported a bank statement: ${plural(counts.lines, 'line')}, ${counts.matched} matched`,
      },
      db,
    ),
  confirmed: (request: FastifyRequest, recorded: number, db: Db) =>
    recordActivity(
      request,
      {
        section: PAYMENTS_SECTION,
        sentence: `${actorName(request)} confirmed ${plural(recorded, 'payment')} from a bank statement`,
      },
      db,
    ),
};
