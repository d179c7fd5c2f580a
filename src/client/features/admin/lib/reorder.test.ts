import { describe, expect, it } from 'vitest';
import { dropOn, moveBeside, moveStep, positionOf } from './reorder';

const list = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (items: { id: string }[] | null) => items?.map((item) => item.id).join('');

describe('moveBeside', () => {
  it('puts the item before or after the target, keeping the rest in place', () => {
    expect(ids(moveBeside(list('a', 'b', 'c', 'd'), 'd', 'b', 'before'))).toBe('adbc');
    expect(ids(moveBeside(list('a', 'b', 'c', 'd'), 'a', 'c', 'after'))).toBe('bcad');
    expect(ids(moveBeside(list('a', 'b', 'c', 'd'), 'a', 'd', 'after'))).toBe('bcda');
    expect(ids(moveBeside(list('a', 'b', 'c', 'd'), 'c', 'a', 'before'))).toBe('cabd');
  });

  it('changes nothing for an unknown item or target, or a move onto itself', () => {
    const items = list('a', 'b', 'c');
    expect(ids(moveBeside(items, 'x', 'b', 'before'))).toBe('abc');
    expect(ids(moveBeside(items, 'a', 'x', 'after'))).toBe('abc');
    expect(ids(moveBeside(items, 'b', 'b', 'after'))).toBe('abc');
  });

  it('answers a new list and leaves the one given alone', () => {
    const items = list('a', 'b');
    const moved = moveBeside(items, 'b', 'a', 'before');
    expect(ids(items)).toBe('ab');
    expect(moved).not.toBe(items);
    expect(moved[0]).toBe(items[1]);
  });
});

describe('moveStep', () => {
  it('moves one place among all items', () => {
    const items = list('a', 'b', 'c');
    expect(ids(moveStep(items, items, 'b', -1))).toBe('bac');
    expect(ids(moveStep(items, items, 'b', 1))).toBe('acb');
  });

  it('answers null at either end', () => {
    const items = list('a', 'b', 'c');
    expect(moveStep(items, items, 'a', -1)).toBeNull();
    expect(moveStep(items, items, 'c', 1)).toBeNull();
    expect(moveStep(items, items, 'x', 1)).toBeNull();
  });

  it('moves past the next item shown, over items of other groups in between', () => {
    // Shown: one collection (a, c, e) of a list that mixes two.
    const items = list('a', 'b', 'c', 'd', 'e');
    const shown = list('a', 'c', 'e');
    expect(ids(moveStep(items, shown, 'a', 1))).toBe('bcade');
    expect(ids(moveStep(items, shown, 'e', -1))).toBe('abecd');
    expect(moveStep(items, shown, 'e', 1)).toBeNull();
  });
});

describe('dropOn', () => {
  it('takes the place of the card it is dropped on', () => {
    const items = list('a', 'b', 'c', 'd');
    expect(ids(dropOn(items, items, 'a', 'c'))).toBe('bcad');
    expect(ids(dropOn(items, items, 'd', 'b'))).toBe('adbc');
    expect(ids(dropOn(items, items, 'b', 'b'))).toBe('abcd');
  });

  it('ignores a drop from or onto an item not shown', () => {
    const items = list('a', 'b', 'c');
    expect(ids(dropOn(items, list('a', 'b'), 'c', 'a'))).toBe('abc');
    expect(ids(dropOn(items, list('a', 'b'), 'a', 'c'))).toBe('abc');
  });
});

describe('positionOf', () => {
  it('counts from one among the items shown', () => {
    expect(positionOf(list('a', 'b', 'c'), 'b')).toEqual({ position: 2, of: 3 });
  });
});
