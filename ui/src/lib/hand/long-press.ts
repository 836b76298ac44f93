// A long press on a picker tile takes one of that tile out of the hand (the issue's "long-press
// to remove"); a short one is the ordinary tap that adds it. Timing is injected so it can be
// tested without a clock.

/** How long a finger rests on a tile before it counts as a long press. */
export const LONG_PRESS_MS = 500;

export class LongPress {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #fired = false;

  constructor(
    private readonly onlong: () => void,
    // Wrapped: a browser's setTimeout called as a method of this object throws.
    private readonly schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = (run, ms) =>
      setTimeout(run, ms),
    private readonly cancel: (timer: ReturnType<typeof setTimeout>) => void = (timer) => clearTimeout(timer),
  ) {}

  /** A finger (or the mouse button) goes down on the tile. */
  down(): void {
    this.release();
    this.#fired = false;
    this.#timer = this.schedule(() => {
      this.#timer = null;
      this.#fired = true;
      this.onlong();
    }, LONG_PRESS_MS);
  }

  /** It lifts, leaves the tile or the gesture is cancelled. */
  release(): void {
    if (this.#timer !== null) this.cancel(this.#timer);
    this.#timer = null;
  }

  /** Whether the click that follows the press is the tail of a long press (to be ignored). */
  swallowClick(): boolean {
    const fired = this.#fired;
    this.#fired = false;
    return fired;
  }
}

/** Svelte action: `use:longPress={() => …}` on a button. */
export function longPress(node: HTMLElement, onlong: () => void) {
  let press = new LongPress(() => onlong());
  // Only the pointer that pressed can end the press: a mouse cursor that the page scrolls away
  // from under it must not cancel a finger's press.
  let pressing: number | null = null;
  const down = (e: PointerEvent) => {
    pressing = e.pointerId;
    press.down();
  };
  const up = (e: PointerEvent) => {
    if (e.pointerId !== pressing) return;
    pressing = null;
    press.release();
  };
  const click = (e: Event) => {
    if (press.swallowClick()) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  };
  const menu = (e: Event) => e.preventDefault();
  node.addEventListener('pointerdown', down);
  for (const type of ['pointerup', 'pointerleave', 'pointercancel']) node.addEventListener(type, up as EventListener);
  node.addEventListener('click', click, { capture: true });
  node.addEventListener('contextmenu', menu);
  return {
    update(next: () => void) {
      press.release();
      press = new LongPress(() => next());
    },
    destroy() {
      press.release();
      node.removeEventListener('pointerdown', down);
      for (const type of ['pointerup', 'pointerleave', 'pointercancel']) node.removeEventListener(type, up as EventListener);
      node.removeEventListener('click', click, { capture: true });
      node.removeEventListener('contextmenu', menu);
    },
  };
}
