// Times of day as the referee sees them. A session's scheduled start is shown as written
// (its own date and UTC offset, i.e. the venue's clock); a recorded ruling at the offset the
// device had when it was recorded.

const pad = (n: number) => String(n).padStart(2, '0');

const RFC3339 = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

export interface Parts { date: string; time: string; offset: string }

/** "2026-11-22T09:00:00+08:00" → {date: "2026-11-22", time: "09:00:00", offset: "+08:00"}. */
export function splitStart(s: string): Parts | null {
  const m = RFC3339.exec(s.trim());
  if (!m) return null;
  const offset = !m[5] || m[5].toUpperCase() === 'Z' ? '+00:00' : m[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return { date: m[1], time: `${m[2]}:${m[3]}:${m[4] ?? '00'}`, offset };
}

/** The inverse of splitStart; "09:00" is taken as "09:00:00". */
export function joinStart(date: string, time: string, offset: string): string {
  const t = /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
  return `${date}T${t}${offset}`;
}

/** "+08:00" → 480. */
export function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** 480 → "+08:00". */
export function formatOffset(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** The device's current UTC offset, e.g. "+08:00". */
export function deviceOffset(now: Date = new Date()): string {
  return formatOffset(-now.getTimezoneOffset());
}

/** The wall-clock time "HH:MM:SS" of an instant at a UTC offset given in minutes. */
export function clockAt(instant: Date | string, offset: number): string {
  const ms = (typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + offset * 60_000;
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** "YYYY-MM-DD HH:MM:SS" of an instant at a UTC offset in minutes (a history spans days). */
export function dateTimeAt(instant: string, offset: number): string {
  const ms = Date.parse(instant) + offset * 60_000;
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${clockAt(instant, offset)}`;
}

/** The device's local "HH:MM:SS" of an instant. */
export function localClock(instant: string): string {
  const ms = Date.parse(instant);
  return Number.isFinite(ms) ? clockAt(new Date(ms), -new Date(ms).getTimezoneOffset()) : '';
}

/** Now, on the clock of a session's venue. */
export function nowAtSessionClock(scheduledStart: string, now: Date = new Date()): string {
  const parts = splitStart(scheduledStart);
  return clockAt(now, parts ? offsetMinutes(parts.offset) : -now.getTimezoneOffset());
}

/** The parts of a date field in the reading order of `lang` (2026年11月28日 in zh and ja,
 * 11/28/2026 in English as spoken there), from the platform's own formatting rules. */
export function datePartOrder(lang: string): ('year' | 'month' | 'day')[] {
  const parts = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(new Date(2026, 10, 28))
    .map((p) => p.type)
    .filter((type): type is 'year' | 'month' | 'day' => type === 'year' || type === 'month' || type === 'day');
  return parts.length === 3 ? parts : ['year', 'month', 'day'];
}

/** `YYYY-MM-DD` from its parts; null while one is missing or the day is not in the month. */
export function joinDate(year: number | null, month: number | null, day: number | null): string | null {
  if (year === null || month === null || day === null) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
