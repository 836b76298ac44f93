import { describe, expect, it } from 'vitest';
import { buildBundles, LANGS, translate } from './i18n';
import { articleNumbers, groupByCategory, matches, mostUsed, searchIncidents } from './search';
import { incidents, names, namesJa, namesZh } from './test-fixtures';
import type { IncidentDef } from './types';

const bundles = buildBundles({
  'locales/en/test.ftl': names,
  'locales/zh-CN/test.ftl': namesZh,
  'locales/ja/test.ftl': namesJa,
});
const namesOf = (i: IncidentDef) => LANGS.map((l) => translate(bundles, l, i.nameId));
const keys = (q: string) => searchIncidents(incidents, q, namesOf).map((i) => i.key);

describe('incident search', () => {
  it('finds by the Chinese name, by substring', () => {
    expect(keys('迟到')).toEqual(['late-arrival']);
    expect(keys('手机')).toEqual(['phone']);
  });

  it('finds by the English name, ignoring case', () => {
    expect(keys('LATE')).toEqual(['late-arrival']);
    expect(keys('mobile phone')).toEqual(['phone']);
  });

  it('finds by the Japanese name', () => {
    expect(keys('遅刻')).toEqual(['late-arrival']);
    expect(keys('多牌')).toEqual(['wrong-tile-count']);
  });

  it('finds by article, key and search terms', () => {
    expect(keys('第十二条')).toEqual(['late-arrival', 'wrong-tile-count']);
    expect(keys('12.9')).toEqual(['phone']);
    // Article numbers find the Chinese citation, part by part: 12.1 is 第十二条 一, not 十三.
    expect(keys('12.1')).toEqual(['late-arrival']);
    expect(keys('12．6')).toEqual(['wrong-tile-count']);
    expect(keys('12')).toEqual(['late-arrival', 'wrong-tile-count', 'phone']);
    expect(keys('wrong-tile')).toEqual(['wrong-tile-count']);
    expect(keys('wrong tile count')).toEqual(['wrong-tile-count']);
    expect(keys('tardy')).toEqual(['late-arrival']);
    expect(keys('相公')).toEqual(['wrong-tile-count']);
  });

  it('reads the numbers of a citation', () => {
    expect(articleNumbers('SBR 第十二条 十三（七）')).toEqual([[12, 13, 7]]);
    expect(articleNumbers('SBR 第十二条 一；第十一条 三（三）')).toEqual([[12, 1], [11, 3, 3]]);
    expect(articleNumbers('MCR 3.11.6 7（1）')).toEqual([[3, 11, 6, 7, 1]]);
    expect(articleNumbers('SBR 2V2 第二十三条')).toEqual([[23]]);
    expect(articleNumbers('JSMA ルール 22・23')).toEqual([[22, 23]]);
  });

  it('needs every word to match, and matches all on an empty query', () => {
    expect(keys('late phone')).toEqual([]);
    expect(keys('  ')).toHaveLength(3);
    expect(keys('nothing like this')).toEqual([]);
  });

  it('normalises full-width input', () => {
    expect(matches(incidents[2], '１２．９', namesOf)).toBe(true);
  });
});

describe('groupByCategory', () => {
  it('keeps the catalogue order and puts unknown categories last', () => {
    const groups = groupByCategory(incidents, ['procedure', 'discipline']);
    expect(groups.map((g) => g.category)).toEqual(['procedure', 'discipline']);
    expect(groups[1].incidents.map((i) => i.key)).toEqual(['late-arrival', 'phone']);
    expect(groupByCategory(incidents, ['procedure']).map((g) => g.category)).toEqual(['procedure', 'discipline']);
  });

  it('drops empty categories', () => {
    expect(groupByCategory([incidents[2]], ['procedure', 'discipline']).map((g) => g.category)).toEqual(['discipline']);
  });
});

describe('most used incidents', () => {
  it('counts the rulings, breaks ties by the latest, skips unknown keys and stops at n', () => {
    const inc = (key: string) => ({ key }) as unknown as IncidentDef;
    const catalogue = ['a', 'b', 'c', 'd'].map(inc);
    const rulings = [
      { incident: 'b', seq: 1 }, { incident: 'a', seq: 2 }, { incident: 'b', seq: 3 },
      { incident: 'gone', seq: 4 }, { incident: 'gone', seq: 5 }, { incident: 'gone', seq: 6 },
      { incident: 'c', seq: 7 },
    ];
    expect(mostUsed(rulings, catalogue).map((i) => i.key)).toEqual(['b', 'c', 'a']);
    expect(mostUsed(rulings, catalogue, 1).map((i) => i.key)).toEqual(['b']);
    expect(mostUsed([], catalogue)).toEqual([]);
  });
});
