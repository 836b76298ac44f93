import { describe, expect, it } from 'vitest';
import { anchorField, asWritten, fromLocalInput, minutesLeft, toLocalInput, withDate, withTime } from './appeals';
import type { AppealRule } from '../types';

const rule = (deadline_from: AppealRule['deadline_from']): AppealRule => ({
  article: 'A', deadline_from, deadline_minutes: 30, in_writing: false, fee: null,
  heard_by: ['head'], committee_may: 'overturn', committee_may_readings: [], silent: false, interpretation: false, summary_args: {},
});

describe('appeal times', () => {
  it('reads a typed local time at the device offset and refuses anything else', () => {
    const now = new Date(2026, 10, 24, 9, 40);
    const got = fromLocalInput('2026-11-24T09:40', now);
    expect(got).not.toBeNull();
    expect(Date.parse(got!)).toBe(now.getTime());
    expect(fromLocalInput(toLocalInput(now), now)).toBe(got);
    expect(fromLocalInput('ten to ten', now)).toBeNull();
    expect(fromLocalInput('', now)).toBeNull();
  });

  it('counts whole minutes down to the deadline and below zero after it', () => {
    const deadline = '2026-11-24T15:30:00+08:00';
    expect(minutesLeft(deadline, new Date('2026-11-24T15:00:00+08:00'))).toBe(30);
    expect(minutesLeft(deadline, new Date('2026-11-24T15:29:30+08:00'))).toBe(0);
    expect(minutesLeft(deadline, new Date('2026-11-24T15:31:00+08:00'))).toBe(-1);
    expect(minutesLeft(null, new Date())).toBeNull();
  });

  it('shows a time on its own clock, whatever the device\'s', () => {
    expect(asWritten('2026-11-24T15:30:00+08:00')).toBe('2026-11-24 15:30');
    expect(asWritten('not a time')).toBe('not a time');
  });

  it('asks for the time the rule runs from, and none when the book sets none', () => {
    expect(anchorField(rule('hand_end'))).toBe('hand_ended_at');
    expect(anchorField(rule('session_end'))).toBe('session_ended_at');
    expect(anchorField(rule('none'))).toBeNull();
  });
});

describe('a date and a time entered apart', () => {
  it('make one datetime-local value, either set first', () => {
    expect(withTime(withDate('', '2026-11-28'), '09:40')).toBe('2026-11-28T09:40');
    expect(withDate(withTime('', '09:40'), '2026-11-28')).toBe('2026-11-28T09:40');
    expect(withDate('2026-11-27T23:10', '2026-11-28')).toBe('2026-11-28T23:10');
  });
});
