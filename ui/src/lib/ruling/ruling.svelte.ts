// The state of one New-ruling flow: the flow itself, the latest verdict for it, and the
// outcome of recording it. The rules of the flow live in ../draft.ts.
import * as api from '../api';
import {
  answer, back, canGoBack, chooseAmount, chooseIncident, chooseOption, choosePlayer, chooseTable,
  flowOf, setHand, setNote, startFlow, stepOf, toDraft, unanswer, type Flow,
} from '../draft';
import type { Answer, ApiError, LogEntry, PhotoPrepared, RecordedRuling, Verdict } from '../types';

/** What to go back to when the backend refuses a step. */
interface Undo { flow: Flow; verdict: Verdict | null }

export class Ruling {
  flow = $state<Flow>(startFlow(''));
  verdict = $state<Verdict | null>(null);
  error = $state<ApiError | null>(null);
  saved = $state<RecordedRuling | null>(null);
  /** Photos of the hand or the table, prepared and waiting to be recorded with the ruling. */
  photos = $state<PhotoPrepared[]>([]);
  /** The recorded ruling the head referee is amending, or null for a new ruling. */
  amending = $state<LogEntry | null>(null);
  evaluating = $state(false);
  recording = $state(false);
  step = $derived(stepOf(this.flow, this.verdict));
  #request = 0;

  constructor(session: string) {
    this.flow = startFlow(session);
  }

  /** Starts over (after saving, or in another session). */
  reset(session: string = this.flow.session): void {
    this.#request++;
    this.flow = startFlow(session);
    this.verdict = null;
    this.error = null;
    this.saved = null;
    this.evaluating = false;
    this.amending = null;
    this.photos = [];
  }

  /** Opens a recorded ruling to amend: its answers as recorded, decided again as they change. */
  amend(entry: LogEntry): void {
    this.reset(entry.session);
    this.amending = entry;
    this.#go(flowOf(entry), true);
  }

  /** Whether Back has something to undo (an amendment never goes back past its incident). */
  get canGoBack(): boolean {
    return canGoBack(this.flow, this.amending !== null);
  }

  table(n: number): void { this.#go(chooseTable(this.flow, n), false); }
  player(id: string): void { this.#go(choosePlayer(this.flow, id), false); }
  /** The incident, with what is already known of it (a drawn hand's table answers some of its
   * questions), decided at once. */
  incident(key: string, given: [string, Answer][] = []): void {
    this.#go(given.reduce((f, [q, v]) => answer(f, q, v), chooseIncident(this.flow, key)), true);
  }
  /** A refused answer (e.g. an arrival before the start) is taken back, so the question is
   * asked again beside the error instead of leaving the referee stuck. */
  answer(question: string, value: Answer): void {
    const before = { flow: this.flow, verdict: this.verdict };
    this.#go(answer(this.flow, question, value), true, false, before);
  }
  /** An answer given on the verdict (an optional fact, checked by the hand engine): the verdict
   * stays on screen while it is worked out again; a refused answer is taken back. */
  check(question: string, value: Answer): void {
    const before = { flow: this.flow, verdict: this.verdict };
    this.#go(answer(this.flow, question, value), true, true, before);
  }
  /** Takes an optional answer back; the verdict is worked out again without it. */
  uncheck(question: string): void {
    const before = { flow: this.flow, verdict: this.verdict };
    this.#go(unanswer(this.flow, question), true, true, before);
  }
  back(): void { if (this.canGoBack) this.#go(back(this.flow), true); }
  option(index: number): void { this.#go(chooseOption(this.flow, index), true, true); }
  amount(value: number): void { this.#go(chooseAmount(this.flow, value), true, true); }
  hand(value: unknown): void { this.#go(setHand(this.flow, value), true, true); }
  note(text: string): void { this.flow = setNote(this.flow, text); }

  /** Records the ruling; `saved` is set only once the backend has committed it. */
  async record(): Promise<void> {
    const draft = toDraft(this.flow);
    if (!draft || this.recording || this.step !== 'verdict') return;
    this.recording = true;
    this.error = null;
    try {
      this.saved = await api.recordRuling(draft, this.photos.map((p) => p.sha256));
    } catch (e) {
      this.error = api.toApiError(e);
    } finally {
      this.recording = false;
    }
  }

  /** Records the amendment with the head referee's reason and passphrase; `saved` is set only
   * once the backend has committed it. */
  async recordAmendment(reason: string, passphrase: string): Promise<void> {
    const draft = toDraft(this.flow);
    if (!draft || !this.amending || this.recording || this.step !== 'verdict') return;
    this.recording = true;
    this.error = null;
    try {
      this.saved = await api.amendRuling(this.amending.id, draft, reason, passphrase === '' ? null : passphrase);
    } catch (e) {
      this.error = api.toApiError(e);
    } finally {
      this.recording = false;
    }
  }

  #go(next: Flow, reevaluate: boolean, keepVerdict = false, undo?: Undo): void {
    this.flow = next;
    this.error = null;
    if (!keepVerdict) this.verdict = null;
    if (reevaluate) void this.#evaluate(undo);
  }

  async #evaluate(undo?: Undo): Promise<void> {
    const draft = toDraft(this.flow);
    const request = ++this.#request;
    if (!draft) {
      this.verdict = null;
      this.evaluating = false;
      return;
    }
    this.evaluating = true;
    try {
      const verdict = this.amending
        ? await api.evaluateAmendment(this.amending.id, draft)
        : await api.evaluateRuling(draft);
      if (request === this.#request) this.verdict = verdict;
    } catch (e) {
      if (request === this.#request) {
        this.error = api.toApiError(e);
        if (undo) {
          this.flow = undo.flow;
          this.verdict = undo.verdict;
        }
      }
    } finally {
      if (request === this.#request) this.evaluating = false;
    }
  }
}
