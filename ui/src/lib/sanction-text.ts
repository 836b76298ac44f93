// How a sanction reads: its kind's message with its amount, except for payments whose amount
// is not one number (by role, or uneven shares), which get a message of their own.
import type { Sanction } from './types';

export interface Text { id: string; args: Record<string, string | number> }

export function sanctionText(s: Sanction): Text {
  if (s.kind === 'pay' && s.by_role) {
    return { id: 'ui-sanction-pay-by-role', args: { dealer: s.by_role.dealer ?? 0, others: s.by_role.others ?? 0 } };
  }
  if (s.kind === 'pay' && s.shares && s.amount === undefined) {
    const total = Object.values(s.shares).reduce<number>((sum, v) => sum + Math.abs(v ?? 0), 0);
    return { id: 'ui-sanction-pay-shares', args: { total } };
  }
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(s)) if (typeof v === 'string' || typeof v === 'number') args[k] = v;
  return { id: `sanction-${s.kind}`, args };
}
