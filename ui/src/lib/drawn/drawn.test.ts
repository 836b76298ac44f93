import { describe, expect, it } from 'vitest';
import {
  cardMisuses, emptySeat, emptyTable, givenAnswers, newKong, penalties, statusId, toDrawnHand, toggleSuit, togglePayer, withKind, withMaker,
} from './drawn';
import type { DrawnHandRules, SeatView, Settlement } from '../types';

const sbr: DrawnHandRules = {
  variant: 'individual', standings: ['in-hand', 'won', 'false-win'],
  seatFields: ['void-suit', 'discard-suits', 'ready-card', 'dead-hand'], tableFields: ['kongs'], handOptional: false,
};
const jsma: DrawnHandRules = {
  variant: 'jsma', standings: ['in-hand'], seatFields: ['riichi', 'abandoned', 'discards'],
  tableFields: ['dealer', 'round-wind', 'seen'], handOptional: true,
};
const settled = { dealer: null, dealerKeeps: null, handVoid: false };

describe('the drawn-hand form', () => {
  it('asks the engine only what is known, so it says what is missing', () => {
    const seats = [
      { ...emptySeat(), hand: '1112345678999s', voidSuit: 'm' as const },
      { ...emptySeat(), discarded: toggleSuit(toggleSuit([], 's'), 'm') },
      { ...emptySeat(), standing: 'won' as const, hand: '123m', voidSuit: 'p' as const },
    ];
    const t = toDrawnHand(seats, [], emptyTable(), sbr);
    expect(t.players[0]).toMatchObject({ hand: '1112345678999s', voidSuit: 'm', discardSuits: null });
    expect(t.players[1]).toMatchObject({ hand: null, voidSuit: null, discardSuits: 'ms' });
    // A seat that has won is out of the settlement: what was entered for it is not sent.
    expect(t.players[2]).toMatchObject({ standing: 'won', hand: null, voidSuit: null });
  });

  it('toggles a discarded suit in and out, in the notation order', () => {
    expect(toggleSuit(['s'], 'm')).toEqual(['m', 's']);
    expect(toggleSuit(['m', 's'], 'm')).toEqual(['s']);
  });

  it('keeps a kong consistent when its kind or maker changes', () => {
    const k = newKong(2, 4);
    expect(k).toMatchObject({ kind: 'direct', by: 2, discarder: 3, payers: [] });
    const concealed = withKind(k, 'concealed', 4);
    expect(concealed).toMatchObject({ discarder: null, payers: [0, 1, 3] });
    const fewer = togglePayer(concealed, 1);
    expect(fewer.payers).toEqual([0, 3]);
    // The new maker cannot pay; the payers start again from every other seat.
    expect(withMaker(fewer, 0, 4).payers).toEqual([1, 2, 3]);
    // A direct kong's discarder is never its maker.
    expect(withMaker(k, 3, 4).discarder).toBe(0);
    expect(withKind(concealed, 'direct', 4)).toMatchObject({ discarder: 3, payers: [] });
  });

  it('names a 花猪 passive or active, and finds the ruling an active one calls for', () => {
    const view = (over: Partial<SeatView>): SeatView => ({
      seat: 0, status: 'not-ready', flowerPig: null, deadHand: false, waits: [], maxFan: null, best: null, penalty: null, cardMisuse: null,
      riichiFault: null, rulingAnswers: [], net: 0, ...over,
    });
    expect(statusId(view({}))).toBe('settle-status-not-ready');
    expect(statusId(view({ status: 'flower-pig', flowerPig: 'passive' }))).toBe('settle-status-passive-flower-pig');
    const s: Settlement = {
      variant: 'individual',
      seats: [view({}), view({ seat: 1, status: 'flower-pig', flowerPig: 'active', penalty: 'active-flower-pig' })],
      payments: [],
      ...settled,
    };
    expect(penalties(s)).toEqual([{ seat: 1, incident: 'active-flower-pig' }]);
  });

  it('sends what each card says, and offers the ruling the engine names for a false ready card', () => {
    const seats = [
      { ...emptySeat(), card: 'ready' as const },
      { ...emptySeat(), card: 'ready' as const },
      { ...emptySeat(), card: 'not-ready' as const },
      { ...emptySeat(), card: 'ready' as const, standing: 'won' as const },
    ];
    const players = toDrawnHand(seats, [], emptyTable(), sbr).players;
    expect(players.map((p) => p.cardNotReady)).toEqual([false, false, true, false]);
    // A seat out of the hand shows no card.
    expect(players.map((p) => p.cardReady)).toEqual([true, true, false, false]);
    const view = (seat: number, cardMisuse: string | null): SeatView => ({
      seat, status: 'not-ready', flowerPig: null, deadHand: false, waits: [], maxFan: null, best: null, penalty: null, cardMisuse, riichiFault: null, rulingAnswers: [], net: 0,
    });
    const s: Settlement = { variant: 'individual', seats: [view(0, null), view(1, 'a-misuse')], payments: [], ...settled };
    expect(cardMisuses(s)).toEqual([{ seat: 1, incident: 'a-misuse' }]);
  });

  it('sends only what the ruleset asks: a riichi table its dealer, wind, tiles in sight and riichi', () => {
    const seats = [
      { ...emptySeat(), hand: '234m456p678s3344s', riichi: true, discards: ['4s', '9m'], voidSuit: 'm' as const, deadHand: true },
      { ...emptySeat(), abandoned: true, card: 'ready' as const },
    ];
    const about = { dealer: 1, roundWind: 'S' as const, seen: ['5z', '5z'] };
    const kongs = [newKong(0, 2)];
    const t = toDrawnHand(seats, kongs, about, jsma);
    expect(t).toMatchObject({ dealer: 1, roundWind: 'S', seen: '5z5z', kongs: [] });
    expect(t.players[0]).toMatchObject({ riichi: true, discards: '4s9m', voidSuit: null, deadHand: false, cardReady: false });
    expect(t.players[1]).toMatchObject({ abandoned: true, discards: null, cardReady: false });
    // Under SBR the same form sends none of it, and its kongs.
    const s = toDrawnHand(seats, kongs, about, sbr);
    expect(s).not.toHaveProperty('dealer');
    expect(s).not.toHaveProperty('seen');
    expect(s.kongs).toHaveLength(1);
    expect(s.players[0]).toMatchObject({ riichi: false, discards: null, voidSuit: 'm', deadHand: true });
    // No dealer chosen yet: none is sent, so the engine asks for one.
    expect(toDrawnHand(seats, [], emptyTable(), jsma)).not.toHaveProperty('dealer');
  });
});

describe('what the table answers of the ruling it calls for', () => {
  it('names a seat by the player sitting there, and passes the rest as they are', () => {
    const given = givenAnswers([
      { question: 'drawn_hand', value: { text: '234m456p3344678s' } },
      { question: 'offender_is_dealer', value: { bool: false } },
      { question: 'dealer', value: { seat: 2 } },
      { question: 'nobody', value: { seat: 7 } },
    ], ['p1', 'p2', 'p3', 'p4']);
    expect(given).toEqual([['drawn_hand', '234m456p3344678s'], ['offender_is_dealer', false], ['dealer', 'p3']]);
  });
});
