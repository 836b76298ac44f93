import { describe, expect, it } from 'vitest';
import { LONG_PRESS_MS, LongPress } from './long-press';

/** A clock the test moves by hand. */
function clock() {
  let now = 0;
  let jobs: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  return {
    schedule: (run: () => void, ms: number) => {
      const id = next++;
      jobs.push({ at: now + ms, run, id });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    cancel: (id: ReturnType<typeof setTimeout>) => { jobs = jobs.filter((j) => j.id !== (id as unknown as number)); },
    advance(ms: number) {
      now += ms;
      const due = jobs.filter((j) => j.at <= now);
      jobs = jobs.filter((j) => j.at > now);
      for (const j of due) j.run();
    },
  };
}

describe('LongPress', () => {
  it('fires once the finger has rested long enough, and the click after it is swallowed', () => {
    const c = clock();
    let long = 0;
    const p = new LongPress(() => long++, c.schedule, c.cancel);
    p.down();
    c.advance(LONG_PRESS_MS - 1);
    expect(long).toBe(0);
    c.advance(1);
    expect(long).toBe(1);
    p.release();
    expect(p.swallowClick()).toBe(true);
    expect(p.swallowClick()).toBe(false);
  });

  it('a short tap is an ordinary click', () => {
    const c = clock();
    let long = 0;
    const p = new LongPress(() => long++, c.schedule, c.cancel);
    p.down();
    c.advance(LONG_PRESS_MS / 2);
    p.release();
    c.advance(LONG_PRESS_MS);
    expect(long).toBe(0);
    expect(p.swallowClick()).toBe(false);
  });
});
