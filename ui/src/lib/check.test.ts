import { describe, expect, it } from 'vitest';
import { asksFor, effectiveOf, handAnswers, isOptional, optionalQuestions, outcomeOf, summary, waitsOf } from './check';
import { answer, answerTo, startFlow, unanswer } from './draft';
import { exhaustedIn } from './hands';
import { incident, intentional, optionalQuestion, reading } from './test-fixtures';
import type { Answer, HandAnalysis } from './types';

const declaredHand = optionalQuestion('declared_hand', 'hand');
const winningTile = optionalQuestion('winning_tile', 'tile');
const falseWin = incident('false-win', 'winning', '第十二条 十一', { questions: [declaredHand, winningTile] });

const changed = optionalQuestion('changed_in_between', 'bool');
const handBefore = optionalQuestion('hand_before', 'hand');
const passedTile = optionalQuestion('passed_tile', 'tile');
const claimedTile = optionalQuestion('claimed_tile', 'tile');
const passedWin = [changed, handBefore, passedTile, claimedTile];

const answers = (entries: [string, Answer][]) => new Map(entries);


describe('the optional questions', () => {
  it('are those marked optional, in the catalogue\'s order', () => {
    expect(isOptional(declaredHand)).toBe(true);
    expect(isOptional(intentional)).toBe(false);
    const mixed = incident('x', 'winning', '1', { questions: [intentional, declaredHand, winningTile] });
    expect(optionalQuestions(mixed).map((q) => q.id)).toEqual(['declared_hand', 'winning_tile']);
    expect(optionalQuestions(undefined)).toEqual([]);
  });

  it('live in the draft\'s answers and can be taken back', () => {
    let f = answer(startFlow('R1'), 'declared_hand', '1112223m456p789s');
    f = answer(f, 'winning_tile', '2m');
    expect(answerTo(f, 'winning_tile')).toBe('2m');
    const g = unanswer({ ...f, choice: { amount: -3 } }, 'declared_hand');
    expect(g.answers).toEqual([['winning_tile', '2m']]);
    expect(g.choice).toBeNull();
    expect(answerTo(g, 'declared_hand')).toBeUndefined();
    expect(unanswer(f, 'nothing')).toBe(f);
  });
});

describe('what to ask the hand engine', () => {
  it('nothing until a hand is answered; whether the engine can use it is the engine\'s to say', () => {
    expect(asksFor('sbr-2025', [declaredHand, winningTile], answers([]))).toEqual([]);
    expect(asksFor('sbr-2025', [declaredHand, winningTile], answers([['winning_tile', '2m']]))).toEqual([]);
    expect(asksFor('sbr-2025', [declaredHand], answers([['declared_hand', true]]))).toEqual([]);
    expect(asksFor('sbr-2025', [declaredHand], answers([['declared_hand', '123m']])).map((a) => a.request.hand)).toEqual(['123m']);
  });

  it('the waits of the hand while no tile is given', () => {
    expect(asksFor('sbr-2025', optionalQuestions(falseWin), answers([['declared_hand', '1112223m456p789s']]))).toEqual([
      { key: 'waits', question: null, request: { ruleset: 'sbr-2025', hand: '1112223m456p789s', win: null, tsumo: false, circumstances: null } },
    ]);
  });

  it('the hand with the winning tile', () => {
    const asks = asksFor('sbr-2025', [declaredHand, winningTile], answers([['declared_hand', '1112223m456p789s'], ['winning_tile', '2m']]));
    expect(asks.map((a) => [a.key, a.request.win])).toEqual([['winning_tile', '2m']]);
    expect(asks[0].question?.textId).toBe('question-winning_tile');
  });

  it('a passed win: the hand with the tile let go and with the tile claimed', () => {
    const given = answers([['changed_in_between', false], ['hand_before', '1112345678999m'], ['claimed_tile', '1m'], ['passed_tile', '2m']]);
    expect(asksFor('sbr-2025', passedWin, given).map((a) => [a.key, a.request.hand, a.request.win])).toEqual([
      ['passed_tile', '1112345678999m', '2m'],
      ['claimed_tile', '1112345678999m', '1m'],
    ]);
  });

  it('has the core read the hand answers, and fades the tiles they hold all four of', () => {
    expect(handAnswers(passedWin, answers([['hand_before', '1111234567899m'], ['passed_tile', '2m']]))).toEqual(['1111234567899m']);
    expect(handAnswers(passedWin, answers([]))).toEqual([]);
    const four = (tiles: string[]) => ({ ...reading([]), hand: { ...reading([]).hand!, exhausted: tiles } });
    expect([...exhaustedIn([four(['1m'])])]).toEqual(['1m']);
    expect([...exhaustedIn([four(['5p', '6p']), undefined, four(['8s'])])].sort()).toEqual(['5p', '6p', '8s']);
    expect(exhaustedIn([]).size).toBe(0);
  });
});

describe('what the engine found', () => {
  const win = (fan: number, fans: { key: string; fan: number; count: number; name: string }[]): HandAnalysis =>
    ({ kind: 'sbrWin', win: true, fan, points: 2 ** Math.min(fan, 3), perPayer: 0, fans, reason: null, winningShape: true });
  const sbrNoWin = (reason: string | null): HandAnalysis =>
    ({ kind: 'sbrWin', win: false, fan: 0, points: 0, perPayer: 0, fans: [], reason, winningShape: reason !== null });

  it('a win: the total and each fan', () => {
    const a = win(3, [
      { key: 'full-flush', fan: 2, count: 1, name: 'fan-full-flush' },
      { key: 'root', fan: 1, count: 1, name: 'fan-root' },
    ]);
    expect(summary(a)).toEqual([
      { id: 'ui-analysis-win', args: { fan: 3, points: 8 } },
      { id: 'ui-analysis-fan', args: { fan: 2, count: 1 }, refs: { name: 'fan-full-flush' } },
      { id: 'ui-analysis-fan', args: { fan: 1, count: 1 }, refs: { name: 'fan-root' } },
    ]);
    expect(outcomeOf(a)).toEqual({ win: true, fan: 3, reason: null });
    expect(waitsOf(a)).toEqual([]);
  });

  it('an MCR win: its points with the flowers, the minimum, each fan in points', () => {
    const view = (points: number, meets: boolean): HandAnalysis => ({
      kind: 'mcrWin', win: true, points, perPayer: 8 + points, reason: null, winningShape: true, flowers: 2,
      meetsMinimum: meets, minimum: 8,
      fans: [{ key: 'all-pungs', points: 6, count: 1, name: 'mcr-fan-all-pungs' }, { key: 'flower-tiles', points: 2, count: 2, name: 'mcr-fan-flower-tiles' }],
    });
    expect(summary(view(8, false))).toEqual([
      { id: 'ui-analysis-below-minimum', args: { points: 8, flowers: 2, minimum: 8 } },
      { id: 'ui-analysis-fan-points', args: { points: 6, count: 1 }, refs: { name: 'mcr-fan-all-pungs' } },
      { id: 'ui-analysis-fan-points', args: { points: 2, count: 2 }, refs: { name: 'mcr-fan-flower-tiles' } },
    ]);
    expect(summary(view(10, true))[0].id).toBe('ui-analysis-win-points');
    expect(outcomeOf(view(8, false))).toEqual({ win: false, fan: 8, reason: 'below-minimum' });
    expect(outcomeOf(view(10, true))).toEqual({ win: true, fan: 10, reason: null });
  });

  it('no win, and why', () => {
    const a = sbrNoWin('three-suits');
    expect(summary(a)).toEqual([{ id: 'ui-analysis-not-win', args: {}, refs: { reason: 'hand-reason-three-suits' } }]);
    expect(outcomeOf(a)).toEqual({ win: false, fan: null, reason: 'three-suits' });
    expect(summary(sbrNoWin(null))).toEqual([{ id: 'ui-analysis-not-win-plain', args: {} }]);
    const mcr: HandAnalysis = { kind: 'mcrWin', win: false, points: 0, flowers: 0, meetsMinimum: false, minimum: 8, perPayer: 0,
      fans: [], reason: 'not-a-winning-shape', winningShape: false };
    expect(summary(mcr)).toEqual([{ id: 'ui-analysis-not-win', args: {}, refs: { reason: 'hand-reason-not-a-winning-shape' } }]);
    expect(outcomeOf(mcr)).toEqual({ win: false, fan: null, reason: 'not-a-winning-shape' });
  });

  it('a waiting hand: how many waits and the most it can score, or why it waits on nothing', () => {
    const ready: HandAnalysis = {
      kind: 'sbrWaits', waits: [{ tile: '1m', fan: 3, points: 8 }, { tile: '4m', fan: 2, points: 4 }], maxFan: 3, reason: null,
    };
    expect(summary(ready)).toEqual([{ id: 'ui-analysis-waits', args: { count: 2, max: 3 } }]);
    expect(outcomeOf(ready)).toEqual({ win: null, fan: 3, reason: null });
    expect(waitsOf(ready)).toEqual([
      { tile: '1m', worth: { id: 'ui-analysis-wait-fan', args: { fan: 3 } } },
      { tile: '4m', worth: { id: 'ui-analysis-wait-fan', args: { fan: 2 } } },
    ]);
    expect(summary({ kind: 'sbrWaits', waits: [], maxFan: null, reason: 'three-suits' }))
      .toEqual([{ id: 'ui-analysis-not-ready', args: {}, refs: { reason: 'hand-reason-three-suits' } }]);
    expect(summary({ kind: 'sbrWaits', waits: [], maxFan: null, reason: null })).toEqual([{ id: 'hand-not-tenpai', args: {} }]);
  });

  it('an MCR waiting hand: its waits in points', () => {
    const ready: HandAnalysis = {
      kind: 'mcrWaits', waits: [{ tile: '3p', points: 6, meetsMinimum: false }, { tile: '6p', points: 9, meetsMinimum: true }], maxPoints: 9,
    };
    expect(summary(ready)).toEqual([{ id: 'ui-analysis-waits-points', args: { count: 2, max: 9 } }]);
    expect(waitsOf(ready).map((w) => w.worth)).toEqual([
      { id: 'ui-analysis-wait-points', args: { points: 6 } },
      { id: 'ui-analysis-wait-points', args: { points: 9 } },
    ]);
    expect(outcomeOf(ready)).toEqual({ win: null, fan: 9, reason: null });
    expect(summary({ kind: 'mcrWaits', waits: [], maxPoints: null })).toEqual([{ id: 'hand-not-tenpai', args: {} }]);
  });

  it('a riichi win: han, dora, fu and what each pays, then each yaku; no yaku said as such', () => {
    const payments = { ron: 0, from_dealer: 700, from_non_dealer: 400 };
    const a: HandAnalysis = { kind: 'jsmaWin',
      win: true, han: 2, dora: 0, fu: 20, yakuman: false, points: 1500, payments, dealer: false, tsumo: true,
      yaku: [{ key: 'menzen-tsumo', han: 1, count: 1, name: 'yaku-menzen-tsumo' }, { key: 'pinfu', han: 1, count: 1, name: 'yaku-pinfu' }],
    };
    expect(summary(a)).toEqual([
      { id: 'ui-analysis-riichi-win', args: { han: 2, dora: 0, fu: 20, points: 1500 } },
      { id: 'ui-analysis-riichi-tsumo', args: { dealer: 700, others: 400 } },
      { id: 'ui-analysis-yaku', args: { han: 1, count: 1 }, refs: { name: 'yaku-menzen-tsumo' } },
      { id: 'ui-analysis-yaku', args: { han: 1, count: 1 }, refs: { name: 'yaku-pinfu' } },
    ]);
    expect(outcomeOf(a)).toEqual({ win: true, fan: 2, reason: null });
    const none: HandAnalysis = { kind: 'jsmaWin',
      win: false, reason: 'no-yaku', han: 0, dora: 0, fu: 0, yakuman: false, points: 0,
      payments: { ron: 0, from_dealer: 0, from_non_dealer: 0 }, dealer: false, tsumo: false, yaku: [],
    };
    expect(summary(none)).toEqual([{ id: 'ui-analysis-not-win', args: {}, refs: { reason: 'hand-reason-no-yaku' } }]);
  });

  it('a riichi waiting hand: ready, 有効テンパイ or not, furiten, karaten; its waits as tiles only', () => {
    const a: HandAnalysis = { kind: 'jsmaWaits', tenpai: true, waits: ['1m', '4m'], effective_tenpai: false, furiten: true, karaten: false };
    expect(summary(a)).toEqual([
      { id: 'ui-analysis-riichi-ready', args: { count: 2 } },
      { id: 'hand-riichi-not-effective-tenpai', args: {} },
      { id: 'hand-riichi-furiten', args: {} },
    ]);
    expect(waitsOf(a)).toEqual([{ tile: '1m', worth: null }, { tile: '4m', worth: null }]);
    expect(effectiveOf(a)).toBe(false);
    expect(effectiveOf({ kind: 'sbrWaits', waits: [], maxFan: null, reason: null })).toBeNull();
  });
});
