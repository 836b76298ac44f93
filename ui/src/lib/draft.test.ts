import { describe, expect, it } from 'vitest';
import {
  answer, back, chooseAmount, chooseIncident, chooseOption, choosePlayer, chooseTable, normaliseTime,
  openQuestions, parseHand, parseNumber, setHand, setNote, startFlow, stepOf, toDraft, type Flow, canGoBack, flowOf,
} from './draft';
import { incidents, intentional, minutesLate } from './test-fixtures';
import type { LogEntry, Verdict } from './types';

function verdict(incident: string, needs: string[] = []): Verdict {
  return {
    ruleset: 'sbr-2025', incident, article: '第十二条', tier: needs.length ? null : '3', applicable: true, needs,
    sanctions: needs.length ? [] : [{ kind: 'rank_points', amount: -1 }], options: [], outcome: null, reasons: [], warningLevel: false, overridden: false,
  };
}

const upToIncident = (): Flow => chooseIncident(choosePlayer(chooseTable(startFlow('R1'), 1), 'p2'), 'late-arrival');

describe('the ruling flow', () => {
  it('walks table → player → incident → questions → verdict', () => {
    let f = startFlow('R1');
    expect(stepOf(f, null)).toBe('table');
    f = chooseTable(f, 1);
    expect(stepOf(f, null)).toBe('player');
    f = choosePlayer(f, 'p2');
    expect(stepOf(f, null)).toBe('incident');
    f = chooseIncident(f, 'late-arrival');
    expect(stepOf(f, null)).toBe('questions');
    expect(stepOf(f, verdict('late-arrival', ['minutes_late']))).toBe('questions');
    f = answer(f, 'minutes_late', '09:12:00');
    expect(stepOf(f, verdict('late-arrival'))).toBe('verdict');
  });

  it('ignores a verdict computed for another incident', () => {
    expect(stepOf(upToIncident(), verdict('phone'))).toBe('questions');
  });

  it('builds the draft the backend expects', () => {
    let f = answer(upToIncident(), 'minutes_late', '09:12:00');
    f = setNote(setHand(f, '3'), 'arrived running');
    expect(toDraft(f)).toEqual({
      session: 'R1', table: 1, hand: 3, player: 'p2', incident: 'late-arrival',
      answers: { minutes_late: '09:12:00' }, choice: null, note: 'arrived running',
    });
    expect(toDraft(chooseTable(startFlow('R1'), 1))).toBeNull();
  });

  it('replaces an answer given twice and drops a choice when facts change', () => {
    let f = chooseAmount(answer(upToIncident(), 'intentional', true), -4);
    expect(f.choice).toEqual({ amount: -4 });
    f = answer(f, 'intentional', false);
    expect(f.answers).toEqual([['intentional', false]]);
    expect(f.choice).toBeNull();
  });

  it('keeps an option and an amount together, and a new option resets the amount', () => {
    const f = chooseAmount(chooseOption(upToIncident(), 1), -2);
    expect(f.choice).toEqual({ option: 1, amount: -2 });
    expect(chooseOption(f, 0).choice).toEqual({ option: 0 });
  });

  it('goes back one step at a time', () => {
    let f = chooseOption(answer(answer(upToIncident(), 'a', true), 'b', 1), 0);
    f = back(f);
    expect(f.choice).toBeNull();
    f = back(f);
    expect(f.answers).toEqual([['a', true]]);
    f = back(back(f));
    expect(f.incident).toBeNull();
    expect(stepOf(f, null)).toBe('incident');
    f = back(f);
    expect(stepOf(f, null)).toBe('player');
    f = back(f);
    expect(stepOf(f, null)).toBe('table');
    expect(back(f)).toEqual(f);
  });

  it('choosing another table or player starts the ruling again', () => {
    const f = answer(upToIncident(), 'a', true);
    expect(chooseTable(f, 2)).toMatchObject({ table: 2, player: null, incident: null, answers: [] });
    expect(choosePlayer(f, 'p3')).toMatchObject({ table: 1, player: 'p3', incident: null, answers: [] });
  });

  it('lists the questions still needed, in the verdict\'s order', () => {
    const inc = { ...incidents[0], questions: [minutesLate, intentional] };
    const f = upToIncident();
    expect(openQuestions(f, verdict('late-arrival', ['intentional', 'minutes_late']), inc).map((q) => q.id))
      .toEqual(['intentional', 'minutes_late']);
    expect(openQuestions(answer(f, 'intentional', true), verdict('late-arrival', ['intentional', 'minutes_late']), inc)
      .map((q) => q.id)).toEqual(['minutes_late']);
    expect(openQuestions(f, null, inc)).toEqual([]);
  });
});

describe('parsing inputs', () => {
  it('hand numbers are positive whole numbers or null', () => {
    expect(parseHand('')).toBeNull();
    expect(parseHand('4')).toBe(4);
    expect(parseHand(7)).toBe(7);
    expect(parseHand('0')).toBeNull();
    expect(parseHand('2.5')).toBeNull();
    expect(parseHand(null)).toBeNull();
  });

  it('times become HH:MM:SS', () => {
    expect(normaliseTime('09:12')).toBe('09:12:00');
    expect(normaliseTime('9:12:05')).toBe('09:12:05');
    expect(normaliseTime('09:12:05.250')).toBe('09:12:05');
    expect(normaliseTime('0912')).toBe('09:12:00');
    expect(normaliseTime('091230')).toBe('09:12:30');
    expect(normaliseTime('9.12.30')).toBe('09:12:30');
    expect(normaliseTime('13：05')).toBe('13:05:00');
    expect(normaliseTime('912')).toBeNull();
    expect(normaliseTime('9:12 PM')).toBeNull();
    expect(normaliseTime('24:00')).toBeNull();
    expect(normaliseTime('')).toBeNull();
  });

  it('numbers accept a decimal comma', () => {
    expect(parseNumber('7,5')).toBe(7.5);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('amending a recorded ruling', () => {
  const recorded: LogEntry = {
    id: 'e7', seq: 7, kind: 'ruling', event: 'demo', ruleset: 'sbr-2025', recordedAt: '2026-11-22T01:00:00Z', utcOffsetMinutes: 480,
    referee: 'A', session: 'R1', table: 2, hand: 3, player: 'p5', incident: 'wrong-tile-count', answers: { intentional: false },
    choice: { amount: -3 }, note: 'seen by B', catalogueVersion: '1', eventVersion: null, device: 'd1', voided: null, amendments: [], enrolled: true,
    verdict: { ruleset: 'sbr-2025', incident: 'wrong-tile-count', article: '12', tier: null, applicable: true, needs: [], sanctions: [], options: [], outcome: null, reasons: [], warningLevel: false, overridden: false },
  };

  it('starts from the ruling as recorded', () => {
    const f = flowOf(recorded);
    expect(toDraft(f)).toEqual({
      session: 'R1', table: 2, hand: 3, player: 'p5', incident: 'wrong-tile-count',
      answers: { intentional: false }, choice: { amount: -3 }, note: 'seen by B',
    });
  });

  it('goes back through choices and answers but never past the incident', () => {
    let f = flowOf(recorded);
    expect(canGoBack(f, true)).toBe(true);
    f = back(f); // the choice
    f = back(f); // the answer
    expect(f.incident).toBe('wrong-tile-count');
    expect(canGoBack(f, true)).toBe(false);
    // A new ruling may go back to its first step.
    expect(canGoBack(f, false)).toBe(true);
    expect(canGoBack(startFlow('R1'), false)).toBe(false);
  });
});
