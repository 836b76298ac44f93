import { describe, expect, it } from 'vitest';
import {
  categoryChips, compareColumns, filterIncidents, isApplicable, rangeOf, tierIdsOf,
} from './catalogue';
import { buildBundles, LANGS, translate } from './i18n';
import { incident, incidents, names, namesJa, namesZh, sbrHand, silentAppeals } from './test-fixtures';
import type { ApiError, Catalogue, IncidentDef, OutcomeDef, RulesetInfo } from './types';

const bundles = buildBundles({
  'locales/en/test.ftl': names,
  'locales/zh-CN/test.ftl': namesZh,
  'locales/ja/test.ftl': namesJa,
});
const namesOf = (i: IncidentDef) => LANGS.map((l) => translate(bundles, l, i.nameId));

function outcome(id: string, tier: string | null): OutcomeDef {
  return { id, tier, sanctions: [{ kind: 'warning' }], options: [], reasonId: `x-${id}`, reasonArgs: {}, overridden: false, noPenalty: false, when: {} };
}

function catalogue(ruleset: string, list: IncidentDef[], categories = ['discipline', 'procedure']): Catalogue {
  return {
    ruleset,
    version: '1',
    categories,
    tiers: [{ id: '1', article: '', options: [], nameId: `tier-${ruleset}-1` }],
    incidents: list,
    hallWarning: null,
    duplicateMatches: false,
    hallWarnable: [], handReadings: {},
    hand: sbrHand,
    drawnHand: null,
    standingsNote: null,
    appeals: silentAppeals,
  };
}

const keys = (list: IncidentDef[]) => list.map((i) => i.key);

describe('filtering the catalogue', () => {
  it('by category', () => {
    expect(keys(filterIncidents(incidents, 'discipline', '', namesOf))).toEqual(['late-arrival', 'phone']);
    expect(keys(filterIncidents(incidents, 'procedure', '', namesOf))).toEqual(['wrong-tile-count']);
    expect(keys(filterIncidents(incidents, null, '', namesOf))).toEqual(['late-arrival', 'wrong-tile-count', 'phone']);
  });

  it('by search in any language, key, article and search terms', () => {
    expect(keys(filterIncidents(incidents, null, '相公', namesOf))).toEqual(['wrong-tile-count']);
    expect(keys(filterIncidents(incidents, null, '遅刻', namesOf))).toEqual(['late-arrival']);
    expect(keys(filterIncidents(incidents, null, 'Mobile', namesOf))).toEqual(['phone']);
    expect(keys(filterIncidents(incidents, null, '12.9', namesOf))).toEqual(['phone']);
    expect(keys(filterIncidents(incidents, null, 'wrong-tile', namesOf))).toEqual(['wrong-tile-count']);
  });

  it('by category and search together', () => {
    expect(keys(filterIncidents(incidents, 'discipline', '第十二条', namesOf))).toEqual(['late-arrival']);
    expect(keys(filterIncidents(incidents, 'procedure', '迟到', namesOf))).toEqual([]);
  });

  it('offers only the categories that have incidents, in the catalogue order', () => {
    expect(categoryChips(catalogue('r', incidents, ['procedure', 'empty', 'discipline']))).toEqual(['procedure', 'discipline']);
    expect(categoryChips(catalogue('r', incidents, ['discipline']))).toEqual(['discipline', 'procedure']);
  });
});

describe('incidents', () => {
  const late = incident('late-arrival', 'discipline', 'A 1', {
    outcomes: [outcome('a', '1'), outcome('b', null), outcome('c', '1'), outcome('d', 'dead-hand')],
  });

  it('names the tiers its outcomes reach, once each, from the catalogue', () => {
    expect(tierIdsOf(catalogue('sbr-2025', [late]), late)).toEqual(['tier-sbr-2025-1', 'tier-sbr-2025-dead-hand']);
    const inherited = { ...catalogue('child', [late]), tiers: [{ id: '1', article: '', options: [], nameId: 'tier-parent-1' }] };
    expect(tierIdsOf(inherited, late)).toEqual(['tier-parent-1', 'tier-child-dead-hand']);
  });

  it('is not punished when the catalogue says why not', () => {
    expect(isApplicable(late)).toBe(true);
    expect(isApplicable(incident('phone', 'discipline', '1', { notApplicableId: 'china-1998-phone-not-applicable' }))).toBe(false);
  });

  it('reads a sanction range, continuous or discrete', () => {
    expect(rangeOf({ kind: 'score', amount: -4, min: -8, max: -1 })).toEqual({ min: -8, max: -1 });
    expect(rangeOf({ kind: 'score', amount: -10, values: [-5, -10, -60] })).toEqual({ min: -60, max: -5 });
    expect(rangeOf({ kind: 'score', amount: -4, min: -4, max: -4 })).toBeNull();
    expect(rangeOf({ kind: 'warning' })).toBeNull();
  });
});

describe('comparing an incident across rulesets', () => {
  const rulesets: RulesetInfo[] = ['a', 'b', 'c', 'd'].map((id) => ({ id, version: '1', nameId: `ruleset-${id}` }));
  const withKey = (r: string) => catalogue(r, [incident('wrong-tile-count', 'procedure', `${r} 7`)]);
  const without = (r: string) => catalogue(r, [incident('phone', 'discipline', `${r} 1`)]);

  it('starts with the ruleset it came from, then those that have it, then those that do not', () => {
    const cols = compareColumns(rulesets, { a: without('a'), b: withKey('b'), c: withKey('c'), d: withKey('d') }, 'wrong-tile-count', 'c');
    expect(cols.map((c) => c.ruleset)).toEqual(['c', 'b', 'd', 'a']);
    expect(cols.map((c) => c.incident?.article ?? null)).toEqual(['c 7', 'b 7', 'd 7', null]);
    expect(cols.map((c) => c.nameId)).toEqual(['ruleset-c', 'ruleset-b', 'ruleset-d', 'ruleset-a']);
  });

  it('keeps a ruleset whose catalogue did not load, with its error', () => {
    const err: ApiError = { code: 'unknown-ruleset', args: { ruleset: 'b' } };
    const cols = compareColumns(rulesets.slice(0, 2), { a: withKey('a'), b: err }, 'wrong-tile-count');
    expect(cols.map((c) => [c.ruleset, c.catalogue !== null, c.incident !== null, c.error])).toEqual([
      ['a', true, true, null],
      ['b', false, false, err],
    ]);
  });

  it('shows a column for every ruleset even when none has the key', () => {
    const cols = compareColumns(rulesets, {}, 'nothing');
    expect(cols).toHaveLength(4);
    expect(cols.every((c) => c.incident === null && c.catalogue === null && c.error === null)).toBe(true);
  });
});
