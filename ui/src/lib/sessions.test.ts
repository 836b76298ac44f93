import { describe, expect, it } from 'vitest';
import { pickSession } from './sessions';
import { event } from './test-fixtures';

describe('pickSession', () => {
  it('keeps the stored session while it exists', () => {
    expect(pickSession(event.sessions, 'R2', new Date('2020-01-01'))).toBe('R2');
  });

  it('else takes the latest session that has started, else the first', () => {
    expect(pickSession(event.sessions, 'gone', new Date('2026-11-22T07:00:00Z'))).toBe('R2');
    expect(pickSession(event.sessions, null, new Date('2026-11-22T02:00:00Z'))).toBe('R1');
    expect(pickSession(event.sessions, null, new Date('2020-01-01'))).toBe('R1');
    expect(pickSession([], null)).toBe('');
  });
});
