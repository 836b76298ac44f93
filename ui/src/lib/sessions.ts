import type { SessionDef } from './types';

/** The session to work in: the one chosen before if it still exists, else the latest that has
 * started, else the first. */
export function pickSession(sessions: SessionDef[], stored: string | null, now: Date = new Date()): string {
  if (stored && sessions.some((s) => s.id === stored)) return stored;
  const started = sessions
    .map((s) => ({ id: s.id, at: Date.parse(s.scheduledStart) }))
    .filter((s) => Number.isFinite(s.at) && s.at <= now.getTime())
    .sort((a, b) => b.at - a.at);
  return started[0]?.id ?? sessions[0]?.id ?? '';
}
