import { describe, expect, it } from 'vitest';
import { sanctionText } from './sanction-text';

describe('sanctionText', () => {
  it('says a payment by role with both amounts', () => {
    expect(sanctionText({ kind: 'pay', by_role: { dealer: 4000, others: 2000 } }))
      .toEqual({ id: 'ui-sanction-pay-by-role', args: { dealer: 4000, others: 2000 } });
  });

  it('says uneven shares by their total', () => {
    expect(sanctionText({ kind: 'pay', shares: { B: 4000, C: 2000 } }))
      .toEqual({ id: 'ui-sanction-pay-shares', args: { total: 6000 } });
  });

  it('passes a plain sanction its own numbers', () => {
    expect(sanctionText({ kind: 'score', amount: -24 })).toEqual({ id: 'sanction-score', args: { kind: 'score', amount: -24 } });
  });
});
