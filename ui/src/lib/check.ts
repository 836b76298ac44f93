// Checking a call on the verdict step: an incident's optional questions (the hand, the tiles,
// what happened in between) are never needed for the verdict, but answering them lets the
// hand engine check the referee's call. Which questions those are, what to ask the engine
// about the answers, and how to say what it found.
import type { Answer, HandAnalysis, HandRequest, IncidentDef, QuestionDef } from './types';

export function isOptional(q: QuestionDef): boolean {
  return q.optional;
}

/** The questions the verdict step offers for checking the call, in the catalogue's order. */
export function optionalQuestions(incident: IncidentDef | undefined): QuestionDef[] {
  return incident?.questions.filter(isOptional) ?? [];
}

/** A hand answer: a hand in the notation, as the picker gives it. Whether the engine can use
 * it is the engine's to say (a coded error, shown with the check). */
function handAnswer(value: Answer | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** One question for the engine: about the hand with one answered tile (`key` is that tile's
 * question), or, while no tile is answered, about the hand's waits (`key` is `waits`). */
export interface Ask { key: string; question: QuestionDef | null; request: HandRequest }

/** What to ask the engine about the answers so far: nothing until a hand is answered; then
 * its waits, or each answered tile (the winning tile; the tile let go and the tile claimed). */
export function asksFor(ruleset: string, questions: QuestionDef[], answers: ReadonlyMap<string, Answer>): Ask[] {
  const handQuestion = questions.find((q) => q.kind === 'hand' && handAnswer(answers.get(q.id)) !== null);
  if (!handQuestion) return [];
  const hand = answers.get(handQuestion.id) as string;
  const words = questions
    .filter((q) => q.kind === 'circumstances')
    .map((q) => answers.get(q.id))
    .find((v): v is string => typeof v === 'string');
  const circumstances = words ?? null;
  const tiles = questions
    .filter((q) => q.kind === 'tile')
    .map((q) => ({ q, tile: answers.get(q.id) }))
    .filter((x): x is { q: QuestionDef; tile: string } => typeof x.tile === 'string' && x.tile !== '');
  if (tiles.length === 0) return [{ key: 'waits', question: null, request: { ruleset, hand, win: null, tsumo: false, circumstances } }];
  return tiles.map(({ q, tile }) => ({ key: q.id, question: q, request: { ruleset, hand, win: tile, tsumo: false, circumstances } }));
}

/** The hand answers among `questions`, for the core to read (the tiles they hold all four of
 * cannot be the tile won on). */
export function handAnswers(questions: QuestionDef[], answers: ReadonlyMap<string, Answer>): string[] {
  return questions
    .filter((q) => q.kind === 'hand')
    .map((q) => handAnswer(answers.get(q.id)))
    .filter((h): h is string => h !== null);
}

/** A message id and its arguments; `refs` are arguments that are themselves message ids (a
 * fan's name, a reason), said first; `tiles` are shown after it as tiles. */
export interface Line { id: string; args: Record<string, string | number>; refs?: Record<string, string>; tiles?: string[] }

/** What the engine found, as the lines to show: the verdict on a win with its fans, or why it
 * is no win; for a waiting hand, whether it is ready and its best wait. */
export function summary(a: HandAnalysis): Line[] {
  const riichi = riichiSummary(a);
  if (riichi) return riichi;
  if (a.win) {
    if (!a.win.win) {
      return [a.win.reason
        ? { id: 'ui-analysis-not-win', args: {}, refs: { reason: `hand-reason-${a.win.reason}` } }
        : { id: 'ui-analysis-not-win-plain', args: {} }];
    }
    // Where the core counts points toward a minimum (MCR), say the points and the minimum.
    const minimum = a.win.minimum;
    if (minimum !== undefined) {
      return [
        { id: a.win.meetsMinimum ? 'ui-analysis-win-points' : 'ui-analysis-below-minimum',
          args: { points: a.win.points, flowers: a.win.flowers ?? 0, minimum } },
        ...a.win.fans.map((f) => ({ id: 'ui-analysis-fan-points', args: { points: f.fan, count: f.count }, refs: { name: f.name } })),
      ];
    }
    return [
      { id: 'ui-analysis-win', args: { fan: a.win.fan, points: a.win.points } },
      ...a.win.fans.map((f) => ({ id: 'ui-analysis-fan', args: { fan: f.fan, count: f.count }, refs: { name: f.name } })),
    ];
  }
  const waits = a.waits ?? [];
  if (waits.length === 0) {
    return [a.reason
      ? { id: 'ui-analysis-not-ready', args: {}, refs: { reason: `hand-reason-${a.reason}` } }
      : { id: 'hand-not-tenpai', args: {} }];
  }
  const max = a.maxFan ?? Math.max(...waits.map((w) => w.fan));
  const points = waits.some((w) => w.meetsMinimum !== undefined);
  return [{ id: points ? 'ui-analysis-waits-points' : 'ui-analysis-waits', args: { count: waits.length, max } }];
}

/** For data attributes and tests: won or not, the fan, and why not. */
export function outcomeOf(a: HandAnalysis): { win: boolean | null; fan: number | null; reason: string | null } {
  // A winning shape under the ruleset's minimum (MCR) is no win; its points still show.
  if (a.win) {
    const below = a.win.win && a.win.meetsMinimum === false;
    return { win: a.win.win && !below, fan: a.win.win ? a.win.fan : null, reason: below ? 'below-minimum' : a.win.reason };
  }
  return { win: null, fan: a.maxFan, reason: a.reason };
}

/** JSMA's answer: a win's han, dora, fu and payment with its yaku; a waiting hand's
 * readiness, 有効テンパイ, furiten and karaten. `null` for other rulesets. */
function riichiSummary(a: HandAnalysis): Line[] | null {
  const j = a.riichi;
  if (!j) return null;
  if ('yaku' in j) {
    if (!j.win) {
      return [{ id: 'ui-analysis-not-win', args: {}, refs: { reason: `hand-reason-${j.reason ?? 'not-a-winning-shape'}` } }];
    }
    const p = j.payments;
    const paid: Line = !j.tsumo
      ? { id: 'ui-analysis-riichi-ron', args: { points: p.ron } }
      : j.dealer
        ? { id: 'ui-analysis-riichi-tsumo-dealer', args: { each: p.from_non_dealer } }
        : { id: 'ui-analysis-riichi-tsumo', args: { dealer: p.from_dealer, others: p.from_non_dealer } };
    return [
      j.yakuman
        ? { id: 'ui-analysis-riichi-yakuman', args: { points: j.points } }
        : { id: 'ui-analysis-riichi-win', args: { han: j.han, dora: j.dora, fu: j.fu, points: j.points } },
      paid,
      ...j.yaku.map((y) => ({ id: 'ui-analysis-yaku', args: { han: y.han, count: y.count }, refs: { name: y.name } })),
    ];
  }
  if (!j.tenpai) return [{ id: 'hand-not-tenpai', args: {} }];
  const lines: Line[] = [
    { id: 'ui-analysis-riichi-ready', args: { count: j.waits.length } },
    { id: j.effective_tenpai ? 'hand-riichi-effective-tenpai' : 'hand-riichi-not-effective-tenpai', args: {} },
  ];
  if (j.furiten) lines.push({ id: 'hand-riichi-furiten', args: {} });
  if (j.karaten) lines.push({ id: 'hand-riichi-karaten', args: {} });
  return lines;
}

/** JSMA: whether a waiting hand is in 有効テンパイ (`null` otherwise). */
export function effectiveOf(a: HandAnalysis): boolean | null {
  return a.riichi && 'tenpai' in a.riichi ? a.riichi.effective_tenpai : null;
}
