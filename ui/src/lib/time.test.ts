import { describe, expect, it } from 'vitest';
import { clockAt, datePartOrder, dateTimeAt, formatOffset, joinDate, joinStart, nowAtSessionClock, offsetMinutes, splitStart } from './time';

describe('time', () => {
  it('splits and joins a scheduled start', () => {
    expect(splitStart('2026-11-22T09:00:00+08:00')).toEqual({ date: '2026-11-22', time: '09:00:00', offset: '+08:00' });
    expect(splitStart('2026-11-22T09:30Z')).toEqual({ date: '2026-11-22', time: '09:30:00', offset: '+00:00' });
    expect(splitStart('2026-11-22T09:30:00-0530')?.offset).toBe('-05:30');
    expect(splitStart('tomorrow')).toBeNull();
    expect(joinStart('2026-11-23', '14:00', '+09:00')).toBe('2026-11-23T14:00:00+09:00');
  });

  it('converts offsets', () => {
    expect(offsetMinutes('+08:00')).toBe(480);
    expect(offsetMinutes('-05:30')).toBe(-330);
    expect(formatOffset(-330)).toBe('-05:30');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('shows a recorded time on the clock it was recorded at', () => {
    expect(clockAt('2026-11-22T01:12:03Z', 480)).toBe('09:12:03');
    expect(clockAt('2026-11-22T09:12:03+08:00', 540)).toBe('10:12:03');
    expect(clockAt('2026-11-22T23:30:00Z', 60)).toBe('00:30:00');
    expect(clockAt('garbage', 0)).toBe('');
  });

  it('gives now on the session\'s clock', () => {
    expect(nowAtSessionClock('2026-11-22T09:00:00+08:00', new Date('2026-11-22T01:05:00Z'))).toBe('09:05:00');
  });
});

describe('a date and time at an offset', () => {
  it('is the recording device\'s date, which may differ from UTC\'s', () => {
    expect(dateTimeAt('2026-11-22T17:30:05Z', 480)).toBe('2026-11-23 01:30:05');
    expect(dateTimeAt('not a time', 0)).toBe('');
  });
});

describe('a date in the app\'s language', () => {
  it('orders the parts as each language writes a date', () => {
    expect(datePartOrder('zh-CN')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('ja')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('en')).toEqual(['month', 'day', 'year']);
  });

  it('makes a date only of three parts that name a real day', () => {
    expect(joinDate(2026, 11, 28)).toBe('2026-11-28');
    expect(joinDate(2026, 2, 29)).toBeNull();
    expect(joinDate(2028, 2, 29)).toBe('2028-02-29');
    expect(joinDate(2026, 11, null)).toBeNull();
  });
});
