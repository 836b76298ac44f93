// The drawn-hand screen's state, kept while the referee goes to record a ruling and back: the
// table, each seat as described, the kongs, and the engine's latest answer.
import * as api from '../api';
import type { ApiError, DrawnHandRules, Kong, Settlement } from '../types';
import { emptySeat, emptyTable, toDrawnHand, type SeatForm, type TableForm } from './drawn';

export class DrawnForm {
  table = $state<number | null>(null);
  seats = $state<SeatForm[]>([]);
  kongs = $state<Kong[]>([]);
  /** What is asked of the whole table (the dealer, the round's wind, the tiles in sight). */
  about = $state<TableForm>(emptyTable());
  /** The seat whose hand is in the tile picker. */
  editing = $state<number | null>(null);
  result = $state<Settlement | null>(null);
  error = $state<ApiError | null>(null);
  pending = $state(false);
  /** The referee has described something: until then what is missing is no error to show. */
  touched = $state(false);
  #request = 0;

  start(table: number | null, seats: number): void {
    this.table = table;
    this.seats = Array.from({ length: seats }, emptySeat);
    this.kongs = [];
    this.about = emptyTable();
    this.editing = null;
    this.result = null;
    this.error = null;
    this.touched = false;
  }

  seat(i: number, next: SeatForm): void {
    this.seats = this.seats.map((s, j) => (j === i ? next : s));
    this.touched = true;
  }

  setKongs(next: Kong[]): void {
    this.kongs = next;
    this.touched = true;
  }

  setAbout(next: TableForm): void {
    this.about = next;
    this.touched = true;
  }

  /** Asks the engine about the table as it stands; only the latest answer is kept. */
  async settle(ruleset: string, rules: DrawnHandRules | null): Promise<void> {
    const request = { ruleset, table: toDrawnHand(this.seats, this.kongs, this.about, rules) };
    const n = ++this.#request;
    this.pending = true;
    try {
      const result = await api.settleDrawnHand(request);
      if (n === this.#request) { this.result = result; this.error = null; }
    } catch (e) {
      if (n === this.#request) { this.result = null; this.error = api.toApiError(e); }
    } finally {
      if (n === this.#request) this.pending = false;
    }
  }
}

export const drawnForm = new DrawnForm();
