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
 * is no win; for a waiting hand, whether it is ready and its best wait. The analysis says
 * which engine answered and what it answered; each is said its own way. */
export function summary(a: HandAnalysis): Line[] {
  switch (a.kind) {
    case 'sbrWin':
      if (!a.win) return notWin(a.reason);
      return [
        { id: 'ui-analysis-win', args: { fan: a.fan, points: a.points } },
        ...a.fans.map((f) => ({ id: 'ui-analysis-fan', args: { fan: f.fan, count: f.count }, refs: { name: f.name } })),
      ];
    case 'mcrWin':
      if (!a.win) return notWin(a.reason);
      return [
        { id: a.meetsMinimum ? 'ui-analysis-win-points' : 'ui-analysis-below-minimum',
          args: { points: a.points, flowers: a.flowers, minimum: a.minimum } },
        ...a.fans.map((f) => ({ id: 'ui-analysis-fan-points', args: { points: f.points, count: f.count }, refs: { name: f.name } })),
      ];
    case 'jsmaWin': {
      if (!a.win) return notWin(a.reason ?? 'not-a-winning-shape');
      const p = a.payments;
      const paid: Line = !a.tsumo
        ? { id: 'ui-analysis-riichi-ron', args: { points: p.ron } }
        : a.dealer
          ? { id: 'ui-analysis-riichi-tsumo-dealer', args: { each: p.from_non_dealer } }
          : { id: 'ui-analysis-riichi-tsumo', args: { dealer: p.from_dealer, others: p.from_non_dealer } };
      return [
        a.yakuman
          ? { id: 'ui-analysis-riichi-yakuman', args: { points: a.points } }
          : { id: 'ui-analysis-riichi-win', args: { han: a.han, dora: a.dora, fu: a.fu, points: a.points } },
        paid,
        ...a.yaku.map((y) => ({ id: 'ui-analysis-yaku', args: { han: y.han, count: y.count }, refs: { name: y.name } })),
      ];
    }
    case 'sbrWaits':
      if (a.waits.length === 0) return notReady(a.reason);
      return [{ id: 'ui-analysis-waits', args: { count: a.waits.length, max: a.maxFan ?? 0 } }];
    case 'mcrWaits':
      if (a.waits.length === 0) return notReady(null);
      return [{ id: 'ui-analysis-waits-points', args: { count: a.waits.length, max: a.maxPoints ?? 0 } }];
    case 'jsmaWaits': {
      if (!a.tenpai) return notReady(null);
      const lines: Line[] = [
        { id: 'ui-analysis-riichi-ready', args: { count: a.waits.length } },
        { id: a.effective_tenpai ? 'hand-riichi-effective-tenpai' : 'hand-riichi-not-effective-tenpai', args: {} },
      ];
      if (a.furiten) lines.push({ id: 'hand-riichi-furiten', args: {} });
      if (a.karaten) lines.push({ id: 'hand-riichi-karaten', args: {} });
      return lines;
    }
  }
}

function notWin(reason: string | null): Line[] {
  return [reason
    ? { id: 'ui-analysis-not-win', args: {}, refs: { reason: `hand-reason-${reason}` } }
    : { id: 'ui-analysis-not-win-plain', args: {} }];
}

function notReady(reason: string | null): Line[] {
  return [reason
    ? { id: 'ui-analysis-not-ready', args: {}, refs: { reason: `hand-reason-${reason}` } }
    : { id: 'hand-not-tenpai', args: {} }];
}

/** A waiting hand's waits as shown under it: each tile, with what winning on it is worth
 * where the engine counts it without knowing how it is won (SBR fan, MCR points). */
export function waitsOf(a: HandAnalysis): { tile: string; worth: Line | null }[] {
  switch (a.kind) {
    case 'sbrWaits': return a.waits.map((w) => ({ tile: w.tile, worth: { id: 'ui-analysis-wait-fan', args: { fan: w.fan } } }));
    case 'mcrWaits': return a.waits.map((w) => ({ tile: w.tile, worth: { id: 'ui-analysis-wait-points', args: { points: w.points } } }));
    case 'jsmaWaits': return a.waits.map((tile) => ({ tile, worth: null }));
    default: return [];
  }
}

/** For data attributes and tests: won or not, the win's count (SBR fan, MCR points, JSMA han)
 * or a waiting hand's best, and why not. */
export function outcomeOf(a: HandAnalysis): { win: boolean | null; fan: number | null; reason: string | null } {
  switch (a.kind) {
    case 'sbrWin': return { win: a.win, fan: a.win ? a.fan : null, reason: a.reason };
    // A winning shape under the minimum is no win; its points still show.
    case 'mcrWin': {
      const below = a.win && !a.meetsMinimum;
      return { win: a.win && !below, fan: a.win ? a.points : null, reason: below ? 'below-minimum' : a.reason };
    }
    case 'jsmaWin': return { win: a.win, fan: a.win ? a.han : null, reason: a.reason ?? null };
    case 'sbrWaits': return { win: null, fan: a.maxFan, reason: a.reason };
    case 'mcrWaits': return { win: null, fan: a.maxPoints, reason: null };
    case 'jsmaWaits': return { win: null, fan: null, reason: null };
  }
}

/** JSMA: whether a waiting hand is in 有効テンパイ (`null` otherwise). */
export function effectiveOf(a: HandAnalysis): boolean | null {
  return a.kind === 'jsmaWaits' ? a.effective_tenpai : null;
}
