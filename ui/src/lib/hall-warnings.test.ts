import { describe, expect, it } from 'vitest';
import { setWarning, warnable } from './hall-warnings';
import { incident } from './test-fixtures';
import type { Catalogue, OutcomeDef, Sanction } from './types';

function outcome(id: string, tier: string | null, sanctions: Sanction[] = []): OutcomeDef {
  return { id, tier, sanctions, options: [], reasonId: `x-${id}`, overridden: false, noPenalty: false, when: {} };
}

const catalogue: Catalogue = {
  ruleset: 'sbr-2025',
  version: '1',
  categories: ['procedure'],
  tiers: [
    { id: '3', article: '', options: [{ kind: 'score', amount: -1 }], nameId: 'tier-3' },
    { id: '4', article: '', options: [{ kind: 'ladder' }], nameId: 'tier-4' },
  ],
  incidents: [
    incident('early-draw', 'procedure', '12.9', { outcomes: [outcome('first', '4')] }),
    incident('phone', 'procedure', '12.10', { outcomes: [outcome('seen', '3')] }),
    incident('dissent', 'procedure', '12.10', { outcomes: [outcome('a', null, [{ kind: 'ladder' }])] }),
    incident('false-win', 'procedure', '12.11', { outcomes: [outcome('b', '4', [{ kind: 'score', amount: -24 }])] }),
  ],
  hallWarning: { article: 'SBR 第十一条 一', countsAs: 2 },
  duplicateMatches: false,
};

describe('hall-wide warnings', () => {
  it('offers the incidents that can climb the warning ladder, and no others', () => {
    expect(warnable(catalogue).map((i) => i.key)).toEqual(['early-draw', 'dissent']);
  });

  it('keeps the catalogue order and never drops a key it does not know', () => {
    let list = setWarning(catalogue, ['other-ruleset-key'], 'dissent', true);
    list = setWarning(catalogue, list, 'early-draw', true);
    expect(list).toEqual(['early-draw', 'dissent', 'other-ruleset-key']);
    expect(setWarning(catalogue, list, 'early-draw', false)).toEqual(['dissent', 'other-ruleset-key']);
    expect(setWarning(catalogue, list, 'early-draw', true)).toEqual(list);
  });
});
