// Which screens a device shows, by the role the signed referee list gives it: a floor tablet
// sees what a floor referee does at the table, the appeals committee what it decides from,
// and the head's device (or one on its own event, with no list yet) everything.
import type { Role } from './types';

export type Screen = 'new' | 'drawn' | 'log' | 'standings' | 'appeals' | 'catalogue' | 'event' | 'referees' | 'record';

const EVERY: Screen[] = ['new', 'drawn', 'log', 'standings', 'appeals', 'catalogue', 'event', 'referees', 'record'];

const BY_ROLE: Partial<Record<Role, Screen[]>> = {
  floor: ['new', 'drawn', 'log', 'appeals', 'catalogue', 'referees', 'record'],
  appeals: ['log', 'appeals', 'catalogue', 'referees', 'record'],
};

export function screensFor(role: Role | null): Screen[] {
  return (role && BY_ROLE[role]) || EVERY;
}
