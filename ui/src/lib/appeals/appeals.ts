// What the Appeals screen works out for itself: times typed on the tablet as RFC 3339, and
// how long is left before a case's deadline. Which deadline applies, and whether an appeal
// met it, is the core's (`file_appeal`); this only counts down to what it said.
import { deviceOffset, joinStart, splitStart } from '../time';
import type { AppealRule } from '../types';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` input's value ("2026-11-24T09:40") at the device's offset, as RFC 3339. */
export function fromLocalInput(value: string, now: Date = new Date()): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  return m ? joinStart(m[1], m[2], deviceOffset(now)) : null;
}

/** `now` as a `datetime-local` value, to the minute. */
export function toLocalInput(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** A `datetime-local` value (`YYYY-MM-DDTHH:MM`, or empty) with its date set. */
export function withDate(value: string, date: string): string {
  return `${date}T${value.split('T')[1] ?? ''}`;
}

/** A `datetime-local` value with its time (`HH:MM`) set. */
export function withTime(value: string, time: string): string {
  return `${value.split('T')[0] ?? ''}T${time}`;
}

/** Whole minutes left before `deadline` (negative once it has passed; null without one). */
export function minutesLeft(deadline: string | null, now: Date): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (!Number.isFinite(at)) return null;
  return Math.floor((at - now.getTime()) / 60_000);
}

/** The filing field the rule's deadline runs from (none: the book sets no deadline). */
export function anchorField(rule: AppealRule): 'hand_ended_at' | 'session_ended_at' | null {
  switch (rule.deadline_from) {
    case 'hand_end': return 'hand_ended_at';
    case 'session_end': return 'session_ended_at';
    default: return null;
  }
}

/** An RFC 3339 time as written, on its own clock: "2026-11-24 15:30". */
export function asWritten(instant: string): string {
  const p = splitStart(instant);
  return p ? `${p.date} ${p.time.slice(0, 5)}` : instant;
}
