import { describe, expect, it } from 'vitest';
import { joinFeatures, splitFeatures } from './features-text';

describe('team features text', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitFeatures(' Skills,  Games ,,Fitness , ')).toEqual(['Skills', 'Games', 'Fitness']);
    expect(splitFeatures('')).toEqual([]);
    expect(splitFeatures(' , ,')).toEqual([]);
  });

  it('joins features back for editing', () => {
    expect(joinFeatures(['Skills', 'Games'])).toBe('Skills, Games');
    expect(splitFeatures(joinFeatures(['A b', 'C']))).toEqual(['A b', 'C']);
  });
});
