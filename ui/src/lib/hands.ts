// A hand in the notation is read by the core only (`read_hand`: the tiles and melds to show,
// and what is wrong with it, said with a `hand-…` code and its position). Reading is pure, so
// each ruleset and text is asked once and the answer kept.
import * as api from './api';
import type { HandReading } from './types';

const read = new Map<string, Promise<HandReading>>();

/** The core's reading of `hand` under `ruleset`; a failed call is asked again next time. */
export function readHand(ruleset: string, hand: string): Promise<HandReading> {
  const key = `${ruleset}\u0000${hand}`;
  let reading = read.get(key);
  if (!reading) {
    reading = api.readHand(ruleset, hand);
    read.set(key, reading);
    reading.catch(() => read.delete(key));
  }
  return reading;
}

/** Tiles a hand holds every copy of, over several readings: none of them can be the tile won on. */
export function exhaustedIn(readings: readonly (HandReading | null | undefined)[]): Set<string> {
  return new Set(readings.flatMap((r) => r?.hand?.exhausted ?? []));
}
