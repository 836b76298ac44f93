// Small pure helpers of the record screen and the log's change marks.
import type { ChangeMark } from '../types';

/** A device's key said the way people compare it aloud: its first 16 hex digits in fours. */
export function fingerprint(device: string): string {
  return (device.slice(0, 16).match(/.{1,4}/g) ?? []).join(' ');
}

/** The message that says a struck ruling's mark: a void, or an appeal that overturned it. */
export function strikeMessage(mark: ChangeMark): string {
  return mark.kind === 'appeal-decision' ? 'ui-log-overturned' : 'ui-log-voided';
}
