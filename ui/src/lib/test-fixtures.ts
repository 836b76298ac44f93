// Small catalogue and event used by the unit tests.
import type { AppealRule, Catalogue, EventSetup, HandReading, HandRules, IncidentDef, MeldView, QuestionDef } from './types';

export function incident(key: string, category: string, article: string, extra: Partial<IncidentDef> = {}): IncidentDef {
  return {
    key,
    article,
    category,
    overridable: false,
    nameId: `incident-${key}`,
    summaryId: `sbr-2025-${key}-summary`,
    summaryArgs: {},
    interpretationId: null,
    notApplicableId: null,
    searchTerms: [],
    questions: [],
    outcomes: [],
    ...extra,
  };
}

export const minutesLate: QuestionDef = {
  id: 'minutes_late', kind: 'arrival_time', textId: 'question-minutes_late', helpId: null, unit: 'minutes', choices: [], optional: false,
};
export const intentional: QuestionDef = {
  id: 'intentional', kind: 'bool', textId: 'question-intentional', helpId: null, unit: null, choices: [], optional: false,
};

/** An optional question, for checking a call with the hand engine. */
export function optionalQuestion(id: string, kind: QuestionDef['kind']): QuestionDef {
  return { id, kind, textId: `question-${id}`, helpId: null, unit: null, choices: [], optional: true };
}

export const incidents: IncidentDef[] = [
  incident('late-arrival', 'discipline', '第十二条 一', { questions: [minutesLate], searchTerms: ['tardy'] }),
  incident('wrong-tile-count', 'procedure', '第十二条 六', { questions: [intentional], searchTerms: ['相公', 'xianggong'] }),
  incident('phone', 'discipline', '12.9'),
];

export const names = `
incident-late-arrival = Late arrival
incident-wrong-tile-count = Wrong number of tiles
incident-phone = Mobile phone
`;
export const namesZh = `
incident-late-arrival = 迟到
incident-wrong-tile-count = 多牌少牌（相公）
incident-phone = 使用手机
`;
export const namesJa = `
incident-late-arrival = 遅刻
incident-wrong-tile-count = 多牌・少牌
incident-phone = 携帯電話
`;

export const event: EventSetup = {
  id: 'demo',
  name: 'Demo Cup',
  ruleset: 'sbr-2025',
  sessions: [
    { id: 'R1', name: 'Round 1', scheduledStart: '2026-11-22T09:00:00+08:00' },
    { id: 'R2', name: 'Round 2', scheduledStart: '2026-11-22T14:00:00+08:00' },
  ],
  tables: [
    { number: 2, seats: [
      { seat: 'N', playerId: 'p8' }, { seat: 'E', playerId: 'p5' }, { seat: 'W', playerId: 'p7' }, { seat: 'S', playerId: 'p6' },
    ] },
    { number: 1, seats: [
      { seat: 'E', playerId: 'p1' }, { seat: 'S', playerId: 'p2' }, { seat: 'W', playerId: 'p3' }, { seat: 'N', playerId: 'p4' },
    ] },
  ],
  players: [
    { id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bo' }, { id: 'p3', name: 'Chen' }, { id: 'p4', name: 'Dai' },
    { id: 'p5', name: 'Eri' }, { id: 'p6', name: 'Fan' }, { id: 'p7', name: 'Gu' }, { id: 'p8', name: 'Hana' },
  ],
  hallWarnings: [],
  teams: [],
  matches: [],
  referee: 'Ref A',
  overrides: { incidents: {} },
};

const suit = (letter: string, ranks: number) => ({
  suit: letter,
  tiles: Array.from({ length: ranks }, (_, i) => `${i + 1}${letter}`),
});

/** The hand rules the core gives SBR (`tiles::HandRules`): three suits, no chows, 13 tiles. */
export const sbrHand: HandRules = {
  size: 13,
  suits: [suit('m', 9), suit('p', 9), suit('s', 9)],
  melds: ['pung', 'kong', 'concealed-kong'],
  copies: 4,
  flowers: 0,
  winds: false,
  circumstances: ['tsumo', 'after-kong', 'robbing-kong', 'last-tile'],
  readings: [],
  tilesSeen: [],
};

/** The hand rules the core gives MCR: the full set (honours and chows), eight flowers, the
 * winds and the circumstances its fans name. */
export const fullHand: HandRules = {
  ...sbrHand,
  suits: [...sbrHand.suits, suit('z', 7)],
  melds: ['pung', 'kong', 'concealed-kong', 'chow'],
  flowers: 8,
  winds: true,
  circumstances: ['tsumo', 'last-of-kind', 'after-kong', 'robbing-kong', 'last-tile'],
  readings: [{ key: 'melded-and-concealed-kong', article: 'MCR 3.8.1 57', choices: ['6', '5'] }],
};

/** The hand rules the core gives JSMA: the 136 tiles, the winds, the circumstances its yaku
 * name and the loose tiles it asks (dora indicators, own discards, tiles seen). */
export const riichiHand: HandRules = {
  ...fullHand,
  flowers: 0,
  circumstances: ['tsumo', 'riichi', 'double-riichi', 'first-turn', 'after-kong', 'robbing-kong', 'last-tile'],
  readings: [{ key: 'renhou', article: 'JSMA アガリ役', choices: ['greater', 'baiman'] }],
  tilesSeen: ['dora', 'discards', 'seen'],
};

/** An appeal rule as the core sends it: the book is silent, the head referee hears it. */
export const silentAppeals: AppealRule = {
  article: 'A', deadline_from: 'none', deadline_minutes: 0, in_writing: false, fee: null,
  heard_by: ['head'], committee_may: 'overturn', committee_may_readings: [], silent: true, interpretation: false, summary_args: {},
};

/** A catalogue as the core sends it, without incidents unless given. */
export function catalogue(extra: Partial<Catalogue> = {}): Catalogue {
  return {
    ruleset: 'sbr-2025',
    version: '1',
    categories: [],
    tiers: [],
    incidents: [],
    hallWarning: null,
    duplicateMatches: false,
    hallWarnable: [],
    handReadings: {},
    hand: sbrHand,
    drawnHand: {
      variant: 'individual', standings: ['in-hand', 'won', 'false-win'],
      seatFields: ['void-suit', 'discard-suits', 'ready-card', 'dead-hand'], tableFields: ['kongs'], handOptional: false,
    },
    appeals: silentAppeals,
    standingsNote: null,
    ...extra,
  };
}

/** A reading as the core's `read_hand` gives it: `tiles` and melds as written, or a problem. */
export function reading(tiles: string[], melds: MeldView[] = [], problem: HandReading['problem'] = null): HandReading {
  const count = tiles.length + 3 * melds.length;
  return { hand: { tiles, melds, count, exhausted: [], notation: '' }, complete: count === 13 && problem === null, problem };
}
