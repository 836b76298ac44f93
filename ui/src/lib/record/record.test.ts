import { describe, expect, it } from 'vitest';
import { fingerprint, strikeMessage } from './record';

describe('record helpers', () => {
  it('groups the first 16 hex digits of a key in fours', () => {
    expect(fingerprint('0123456789abcdef0123456789abcdef')).toBe('0123 4567 89ab cdef');
    expect(fingerprint('abc')).toBe('abc');
    expect(fingerprint('')).toBe('');
  });

  it('says an overturned appeal apart from a void', () => {
    const mark = { id: 'x', device: 'd', referee: 'r', recordedAt: '', utcOffsetMinutes: 0, reason: '' };
    expect(strikeMessage({ ...mark, kind: 'void' })).toBe('ui-log-voided');
    expect(strikeMessage({ ...mark, kind: 'appeal-decision' })).toBe('ui-log-overturned');
  });
});
