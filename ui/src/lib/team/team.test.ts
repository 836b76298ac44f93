import { describe, expect, it } from 'vitest';
import type { RefereeTeam } from '../types';
import { chosen, myName, teamRows, withTyped } from './team';

const me = 'a'.repeat(64);
const floor = 'b'.repeat(64);
const seenOnly = 'c'.repeat(64);

const team: RefereeTeam = {
  device: me,
  sealed: true,
  role: 'head',
  referees: [
    { device: me, role: 'head', name: 'Mei' },
    { device: floor, role: 'floor', name: 'Ana' },
  ],
  seen: [
    { device: floor, referees: ['floor-1'] },
    { device: seenOnly, referees: ['Taro', 'Jiro'] },
  ],
  qrSvg: '<svg/>',
  mayStartList: true,
};

describe('the referee team rows', () => {
  it('lists the enrolled devices, then those only seen (off the list, named as seen), never this one', () => {
    const rows = teamRows(team);
    expect(rows.map((r) => [r.device[0], r.role, r.name, r.seenAs])).toEqual([
      ['b', 'floor', 'Ana', ['floor-1']],
      ['c', '', 'Taro', ['Taro', 'Jiro']],
    ]);
    expect(myName(team)).toBe('Mei');
  });

  it('puts on the list only the devices given a role, names trimmed', () => {
    const rows = teamRows(team);
    rows[1] = { ...rows[1], role: 'appeals', name: ' Taro ' };
    expect(chosen(rows)).toEqual([
      { device: floor, role: 'floor', name: 'Ana' },
      { device: seenOnly, role: 'appeals', name: 'Taro' },
    ]);
    rows[0] = { ...rows[0], role: '' };
    expect(chosen(rows).map((r) => r.device)).toEqual([seenOnly]);
  });

  it('adds a typed key once, as lowercase without spaces, and never this device', () => {
    const rows = teamRows(team);
    const typed = withTyped(rows, ' DDDD dddd ' + 'd'.repeat(56), me);
    expect(typed.at(-1)).toEqual({ device: 'd'.repeat(64), role: 'floor', name: '', seenAs: [] });
    expect(withTyped(typed, 'd'.repeat(64), me)).toBe(typed);
    expect(withTyped(rows, me.toUpperCase(), me)).toBe(rows);
    expect(withTyped(rows, '   ', me)).toBe(rows);
  });
});
