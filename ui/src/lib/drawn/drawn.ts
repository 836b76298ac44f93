// The drawn-hand screen's form as plain data: each seat as the referee describes it, the kongs
// made, and the request the settlement engine is asked (`settle_drawn_hand`). Seats count from
// 0 in the table's order East, South, West, North, as the engine counts them. What the screen
// asks (the standings a seat can be in, whether a void suit is declared) comes on the
// catalogue (`drawnHand`), and the incidents a seat's state calls for come with the
// settlement: the screen names no ruleset and no incident.
import type { Answer, DrawnHand, DrawnHandRules, GivenAnswer, Kong, KongKind, SeatView, Settlement, Standing } from '../types';
import type { Wind } from '../hand/circumstances';

export type { Standing };
export type SuitLetter = 'm' | 'p' | 's';
export const SUIT_LETTERS: readonly SuitLetter[] = ['m', 'p', 's'];
export const KONG_KINDS: readonly KongKind[] = ['direct', 'added', 'concealed'];

export interface SeatForm {
  standing: Standing;
  /** The waiting hand in the notation, once the picker confirmed it. */
  hand: string | null;
  voidSuit: SuitLetter | null;
  /** The suits it discarded this hand: they tell a passive 花猪 from an active one. */
  discarded: SuitLetter[];
  deadHand: boolean;
  /** What its 听牌卡 shows, if the referee looked (第十条三（六）). */
  card: Card | null;
  /** Declared riichi (where the ruleset asks). */
  riichi: boolean;
  /** Plays on without the right to win (where the ruleset asks). */
  abandoned: boolean;
  /** The tiles it discarded, in the notation (where the ruleset asks: furiten). */
  discards: string[];
}

/** What the ruleset asks of the table as a whole (besides the kongs). */
export interface TableForm {
  dealer: number | null;
  roundWind: Wind;
  /** The tiles in sight outside the hands shown, in the notation. */
  seen: string[];
}

export function emptyTable(): TableForm {
  return { dealer: null, roundWind: 'E', seen: [] };
}

export type Card = 'ready' | 'not-ready';
export const CARDS: readonly Card[] = ['ready', 'not-ready'];

export function emptySeat(): SeatForm {
  return {
    standing: 'in-hand', hand: null, voidSuit: null, discarded: [], deadHand: false, card: null,
    riichi: false, abandoned: false, discards: [],
  };
}

/** Adds the suit to the set, or takes it out. */
export function toggleSuit(suits: readonly SuitLetter[], s: SuitLetter): SuitLetter[] {
  return suits.includes(s) ? suits.filter((x) => x !== s) : SUIT_LETTERS.filter((x) => x === s || suits.includes(x));
}

/** A new kong by `by`: on the next seat's discard until the referee says otherwise. */
export function newKong(by: number, seats: number): Kong {
  return { kind: 'direct', by, discarder: (by + 1) % seats, payers: [], fromDraw: true, kongDiscard: false };
}

/** The seats that pay an added or concealed kong by default: every other seat. The referee
 * takes out those who had already won when it was made. */
export function othersOf(by: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, i) => i).filter((i) => i !== by);
}

/** Changing the kind keeps the kong consistent: a direct kong has a discarder and no payers,
 * the others payers and no discarder. */
export function withKind(k: Kong, kind: KongKind, seats: number): Kong {
  if (kind === 'direct') return { ...k, kind, discarder: k.discarder ?? (k.by + 1) % seats, payers: [] };
  return { ...k, kind, discarder: null, payers: k.payers.length > 0 ? k.payers : othersOf(k.by, seats) };
}

/** Changing the maker: it can neither pay its own kong nor have discarded its tile; the
 * payers start again from every other seat. */
export function withMaker(k: Kong, by: number, seats: number): Kong {
  if (k.kind === 'direct') return { ...k, by, discarder: k.discarder === by || k.discarder === null ? (by + 1) % seats : k.discarder };
  return { ...k, by, payers: othersOf(by, seats) };
}

export function togglePayer(k: Kong, seat: number): Kong {
  const payers = k.payers.includes(seat) ? k.payers.filter((p) => p !== seat) : [...k.payers, seat].sort((a, b) => a - b);
  return { ...k, payers };
}

/** The table as the engine reads it: only what the ruleset asks (`rules`, from the core), and
 * of that only what is known, so the engine says what it still needs (a hand, a void suit,
 * the discards of a 花猪, the dealer) as the referee goes. */
export function toDrawnHand(
  seats: readonly SeatForm[],
  kongs: readonly Kong[],
  table: TableForm,
  rules: DrawnHandRules | null,
): DrawnHand {
  const seat = new Set(rules?.seatFields ?? []);
  const asks = new Set(rules?.tableFields ?? []);
  const loose = (tiles: readonly string[]) => (tiles.length > 0 ? tiles.join('') : null);
  return {
    players: seats.map((s) => {
      const inHand = s.standing === 'in-hand';
      return {
        standing: s.standing,
        hand: inHand ? s.hand : null,
        voidSuit: inHand && seat.has('void-suit') ? s.voidSuit : null,
        discards: seat.has('discards') ? loose(s.discards) : null,
        discardSuits: seat.has('discard-suits') && s.discarded.length > 0 ? s.discarded.join('') : null,
        deadHand: seat.has('dead-hand') && s.deadHand,
        // A card saying not ready, uncorrected, makes a waiting hand not ready; one saying
        // ready on a hand that is not calls for a ruling (the engine names it).
        cardNotReady: seat.has('ready-card') && inHand && s.card === 'not-ready',
        cardReady: seat.has('ready-card') && inHand && s.card === 'ready',
        riichi: seat.has('riichi') && s.riichi,
        abandoned: seat.has('abandoned') && s.abandoned,
      };
    }),
    kongs: asks.has('kongs') ? [...kongs] : [],
    ...(asks.has('dealer') && table.dealer !== null ? { dealer: table.dealer } : {}),
    ...(asks.has('round-wind') ? { roundWind: table.roundWind } : {}),
    ...(asks.has('seen') && table.seen.length > 0 ? { seen: table.seen.join('') } : {}),
  };
}

/** The message id saying a seat's state (settle.ftl): a 花猪 says whether it is passive. */
export function statusId(v: SeatView): string {
  return v.flowerPig ? `settle-status-${v.flowerPig}-${v.status}` : `settle-status-${v.status}`;
}

/** Seats whose state calls for a ruling (an active 花猪, a riichi found invalid at the draw),
 * with the incident to rule on. */
export function penalties(s: Settlement): { seat: number; incident: string }[] {
  return s.seats.flatMap((v) => (v.penalty ? [{ seat: v.seat, incident: v.penalty }] : []));
}

/** Seats whose 听牌卡 says ready while the engine finds the hand not ready (a 花猪 never
 * is), with the incident the engine names for it: the ruling to offer. */
export function cardMisuses(s: Settlement): { seat: number; incident: string }[] {
  return s.seats.flatMap((v) => (v.cardMisuse ? [{ seat: v.seat, incident: v.cardMisuse }] : []));
}

/** The answers the table gives the ruling a seat's state calls for, as the ruling flow takes
 * them: a seat named by the player sitting there (`players`, in seat order). */
export function givenAnswers(given: readonly GivenAnswer[], players: readonly string[]): [string, Answer][] {
  return given.flatMap(({ question, value }): [string, Answer][] => {
    if ('bool' in value) return [[question, value.bool]];
    if ('text' in value) return [[question, value.text]];
    const player = players[value.seat];
    return player === undefined ? [] : [[question, player]];
  });
}
