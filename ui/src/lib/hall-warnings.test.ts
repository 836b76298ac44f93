import { describe, expect, it } from 'vitest';
import { notWarnable, setWarning, warnable } from './hall-warnings';
import { catalogue as catalogueOf, incident } from './test-fixtures';
import type { Catalogue } from './types';

// Which incidents can be warned about is the core's (`hallWarnable`, tested in Rust with the
// same four incidents); the UI offers those, in the catalogue's order.
const catalogue: Catalogue = catalogueOf({
  categories: ['procedure'],
  incidents: [
    incident('early-draw', 'procedure', '12.9'),
    incident('phone', 'procedure', '12.10'),
    incident('dissent', 'procedure', '12.10'),
    incident('false-win', 'procedure', '12.11'),
  ],
  hallWarning: { article: 'SBR 第十一条 一', countsAs: 2 },
  hallWarnable: ['dissent', 'early-draw'],
});

describe('hall-wide warnings', () => {
  it('offers the incidents the core says a warning may name, in the catalogue\'s order', () => {
    expect(warnable(catalogue).map((i) => i.key)).toEqual(['early-draw', 'dissent']);
    expect(warnable({ ...catalogue, hallWarnable: [] })).toEqual([]);
  });

  it('keeps the catalogue order and never drops a key it does not know', () => {
    let list = setWarning(catalogue, ['other-ruleset-key'], 'dissent', true);
    list = setWarning(catalogue, list, 'early-draw', true);
    expect(list).toEqual(['early-draw', 'dissent', 'other-ruleset-key']);
    expect(setWarning(catalogue, list, 'early-draw', false)).toEqual(['dissent', 'other-ruleset-key']);
    expect(setWarning(catalogue, list, 'early-draw', true)).toEqual(list);
  });

  it('lists the warnings the core would refuse, so they can be taken out', () => {
    expect(notWarnable(catalogue, ['early-draw', 'false-win', 'other-ruleset-key'])).toEqual(['false-win', 'other-ruleset-key']);
    expect(notWarnable(null, ['early-draw'])).toEqual(['early-draw']);
    expect(setWarning(null, ['early-draw', 'phone'], 'early-draw', false)).toEqual(['phone']);
  });
});
