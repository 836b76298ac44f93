import { describe, expect, it } from 'vitest';
import { newestFirst, pageOf, withFilter } from './log';

describe('review paging', () => {
  const items = Array.from({ length: 120 }, (_, i) => i);

  it('cuts pages and says which rulings they hold, counting from 1', () => {
    const second = pageOf(items, 1, 50);
    expect(second.items[0]).toBe(50);
    expect([second.from, second.to, second.total, second.pages]).toEqual([51, 100, 120, 3]);
    const last = pageOf(items, 2, 50);
    expect([last.from, last.to]).toEqual([101, 120]);
  });

  it('keeps a page number that ran past the end on the last page, and an empty list on one page', () => {
    expect(pageOf(items, 9, 50).page).toBe(2);
    expect(pageOf([], 3, 50)).toMatchObject({ page: 0, pages: 1, from: 0, to: 0, total: 0 });
  });

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
});
