import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-by-category';

describe('groupByCategory', () => {
  it('groups by category, categories sorted, items in their order', () => {
    const items = [
      { id: 1, category: 'Training' },
      { id: 2, category: 'Action Shots' },
      { id: 3, category: 'Training' },
    ];
    expect(groupByCategory(items)).toEqual([
      ['Action Shots', [{ id: 2, category: 'Action Shots' }]],
      [
        'Training',
        [
          { id: 1, category: 'Training' },
          { id: 3, category: 'Training' },
        ],
      ],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
