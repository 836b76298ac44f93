// The record as screens show it moves under them: rulings arrive from the hall's tablets on
// the head's device, voids and warnings from the hall on a tablet. `live.generation` moves with
// every write to the record; a screen that shows the record reads it again when it moves.
import * as api from '../api';

export const live = $state({ generation: 0 });

const WATCH_MS = 250;
let watching = false;

/** On the head's device (the app): asks the core for the record's write count, often. */
export function watchRecord(): void {
  if (watching || !api.servesHall) return;
  watching = true;
  setInterval(() => {
    api.recordGeneration().then((g) => { if (g !== live.generation) live.generation = g; }, () => {});
  }, WATCH_MS);
}

/** A tablet's link brought events: screens read again. */
export function recordMoved(): void {
  live.generation += 1;
}
