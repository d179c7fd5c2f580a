// A game's result as the club reads it: won, lost or drawn, from the club's side.
import type { ClubEvent } from './schema';

/** The outcome, its mark as score tables print it, and its word for screen readers ('W', read 'Won'). */
export type Result = { outcome: 'win' | 'loss' | 'draw'; mark: 'W' | 'L' | 'D'; word: 'Won' | 'Lost' | 'Drawn' };

const RESULTS = {
  win: { outcome: 'win', mark: 'W', word: 'Won' },
  loss: { outcome: 'loss', mark: 'L', word: 'Lost' },
  draw: { outcome: 'draw', mark: 'D', word: 'Drawn' },
} as const satisfies Record<string, Result>;

/** The result of a game with both scores, else null. */
export function resultOf(event: Pick<ClubEvent, 'kind' | 'scoreFor' | 'scoreAgainst'>): Result | null {
  if (event.kind !== 'game' || event.scoreFor === null || event.scoreAgainst === null) return null;
  if (event.scoreFor > event.scoreAgainst) return RESULTS.win;
  if (event.scoreFor < event.scoreAgainst) return RESULTS.loss;
  return RESULTS.draw;
}
