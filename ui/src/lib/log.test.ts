import { describe, expect, it } from 'vitest';
import { activeFilters, newestFirst, without, withFilter } from './log';

describe('the record\'s order', () => {
  it('shows the newest first without changing the core\'s list', () => {
    const list = [1, 2, 3];
    expect(newestFirst(list)).toEqual([3, 2, 1]);
    expect(list).toEqual([1, 2, 3]);
  });
});

describe('review filters', () => {
  it('sets one narrowing and removes it again, leaving the others', () => {
    const f = withFilter({ standing_only: true, session: 'R1' }, 'player', 'p3');
    expect(f).toEqual({ standing_only: true, session: 'R1', player: 'p3' });
    expect(withFilter(f, 'player', undefined)).toEqual({ standing_only: true, session: 'R1' });
    expect(withFilter(f, 'table', 12)).toMatchObject({ table: 12, player: 'p3' });
  });

  it('lists what narrows the view in the bar\'s order, and takes one away', () => {
    const f = { standing_only: true, player: 'p3', session: 'R1', table: 12 };
    const active = activeFilters(f);
    expect(active.map((a) => a.key)).toEqual(['session', 'player', 'table', 'standing_only']);
    expect(active.find((a) => a.key === 'table')?.value).toBe('12');
    expect(without(f, active[1])).toEqual({ standing_only: true, session: 'R1', table: 12 });
    expect(without(f, active[3]).standing_only).toBe(false);
    expect(activeFilters({ standing_only: false })).toEqual([]);
  });
});
