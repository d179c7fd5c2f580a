// An address naming an item ('/admin/<section>#item-<id>', the activity log's links) focuses and marks that item's
// card once its list has loaded; a list in a hidden section, or without the item, leaves focus alone.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ItemCard } from '../ui/item-card';
import { ListView } from '../ui/list-view';
import { ItemIdContext } from './use-item-target';

type Item = { id: string; name: string };
const ITEMS: Item[] = [
  { id: 'a1', name: 'U14 Girls' },
  { id: 'b2', name: 'U16 Boys' },
];

afterEach(() => window.history.pushState(null, '', '/'));

function List({ data, hidden = false }: { data: Item[] | undefined; hidden?: boolean }) {
  return (
    <div hidden={hidden}>
      <ListView query={{ data, isLoading: !data, isError: false }} loadingText="Loading..." emptyText="None" what="x">
        {(items) => (
          <ul>
            {items.map((item) => (
              <ItemIdContext key={item.id} value={item.id}>
                <ItemCard title={item.name} actions={null} />
              </ItemIdContext>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

it('focuses and marks the named card once the list is there', () => {
  window.history.pushState(null, '', '/admin/teams#item-b2');
  const { rerender } = render(<List data={undefined} />);
  rerender(<List data={ITEMS} />);
  expect(card('U16 Boys').id).toBe('item-b2');
  expect(document.activeElement).toBe(card('U16 Boys'));
  expect(card('U16 Boys').classList.contains('ring-4')).toBe(true);
  // The mark goes with the focus.
  card('U16 Boys').blur();
  expect(card('U16 Boys').classList.contains('ring-4')).toBe(false);
});

it('leaves a hidden section and an unnamed item alone', () => {
  window.history.pushState(null, '', '/admin/teams#item-b2');
  render(<List data={ITEMS} hidden />);
  expect(document.activeElement).toBe(document.body);
  window.history.pushState(null, '', '/admin/teams#item-zz');
  render(<List data={ITEMS} />);
  expect(document.activeElement).toBe(document.body);
});
