import type { Tour } from '../../../../../shared/schema';
import { raisedOfText } from '../../../../../shared/tours';
import { useContributions } from './api';

/**
 * 'PGK 18,450 raised of PGK 60,000': the sum of the tour's contributions as the server computes it, and its target
 * (a tour without one says what it raised only).
 */
export function RaisedOf({ tour }: { tour: Tour }) {
  const query = useContributions(tour.id);
  if (query.isError) return <>Could not read the money raised.</>;
  if (!query.data) return <>Adding up the money raised...</>;
  return <>{raisedOfText(query.data.totals.raisedToea, tour.targetKina)}</>;
}
