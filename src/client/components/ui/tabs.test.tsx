// The WAI-ARIA tabs pattern as a keyboard and a screen reader meet it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './tabs';

const ITEMS: TabItem[] = [
  { value: 'players', label: 'Players', panel: <p>Player cards</p> },
  { value: 'coaches', label: 'Coaches', panel: <p>Coach cards</p> },
  { value: 'staff', label: 'Staff', panel: <p>Staff cards</p> },
];

/** Tabs is controlled: this holds the value as a page would, and reports every change. */
function Profiles({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('players');
  return (
    <>
      <button type="button">before</button>
      <Tabs
        idPrefix="profiles"
        label="Profiles"
        items={ITEMS}
        value={value}
        onValueChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('names the tab list, ties each tab to its panel, and shows only the selected panel', () => {
    render(<Profiles />);
    expect(screen.getByRole('tablist', { name: 'Profiles' })).toBeTruthy();
    for (const { value, label } of ITEMS) {
      const panel = document.getElementById(tab(label).getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab(label).id);
      expect(panel.id).toBe(`profiles-panel-${value}`);
    }
    expect(selected()).toEqual([tab('Players')]);
    // Inactive panels stay in the HTML (the no-JavaScript page shows them all); CSS hides them by data-state.
    expect(screen.getByText('Player cards').parentElement!.dataset.state).toBe('active');
    expect(screen.getByText('Coach cards').parentElement!.dataset.state).toBe('inactive');
  });

  it('lets Tab reach only the selected tab (roving tabindex), then its panel', async () => {
    const user = userEvent.setup();
    render(<Profiles />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(tab('Players'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('Player cards').parentElement);
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends, and Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Profiles onChange={onChange} />);
    await user.click(tab('Players'));
    onChange.mockClear();

    for (const [key, expected] of [
      ['{ArrowRight}', 'Coaches'],
      ['{ArrowRight}', 'Staff'],
      ['{ArrowRight}', 'Players'],
      ['{ArrowLeft}', 'Staff'],
      ['{Home}', 'Players'],
      ['{End}', 'Staff'],
    ] as const) {
      await user.keyboard(key);
      expect(selected(), key).toEqual([tab(expected)]);
      expect(document.activeElement, key).toBe(tab(expected));
      expect(tab(expected).tabIndex).toBe(0);
    }
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      'coaches',
      'staff',
      'players',
      'staff',
      'players',
      'staff',
    ]);
    expect(screen.getByText('Staff cards').parentElement!.dataset.state).toBe('active');
  });

  it('selects a tab on click and ignores other keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Profiles onChange={onChange} />);
    await user.click(tab('Coaches'));
    expect(selected()).toEqual([tab('Coaches')]);
    await user.keyboard('{ArrowDown}a');
    expect(onChange.mock.calls).toEqual([['coaches']]);
  });
});
