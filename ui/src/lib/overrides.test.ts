import { describe, expect, it } from 'vitest';
import {
  amountKey, boundKey, buildOverrides, fieldsOf, incidentOverrides, initialAllInputs, initialInputs, namingIncident,
  overridesFor, parseRankPoints, rankPointInputs, resetIncident, whenOf, withCommitteePower, withIncident, chooseReading,
} from './overrides';
import { event, incident, minutesLate, sbrHand, silentAppeals } from './test-fixtures';
import type { Catalogue, OutcomeDef, OutcomeOverride, Overrides, Sanction } from './types';

function outcome(id: string, when: Record<string, unknown>, sanctions: Sanction[], extra: Partial<OutcomeDef> = {}): OutcomeDef {
  const o = { id, when, tier: '3', sanctions, options: [], reasonId: `sbr-2025-late-arrival-${id}`, overridden: false, noPenalty: false, ...extra };
  return o as OutcomeDef;
}

// SBR 第十二条 一, as the backend sends it.
const lateArrival = incident('late-arrival', 'attendance', 'SBR 第十二条 一', {
  overridable: true,
  questions: [minutesLate],
  outcomes: [
    outcome('up-to-10', { minutes_late: { le: 10 } }, [{ kind: 'rank_points', amount: -0.5 }]),
    outcome('up-to-15', { minutes_late: { gt: 10, le: 15 } }, [{ kind: 'rank_points', amount: -1 }]),
    outcome('over-15', { minutes_late: { gt: 15 } }, [{ kind: 'forfeit_session', absent: true }], { tier: '1' }),
  ],
});

const catalogue: Catalogue = {
  ruleset: 'sbr-2025',
  version: '2025.2',
  categories: ['attendance'],
  tiers: [],
  incidents: [
    lateArrival,
    incident('information-passing', 'conduct', 'SBR 第十二条 二（二）', {
      outcomes: [outcome('passing', { serious: false }, [{ kind: 'score', amount: -1, min: -8, max: -1 }])],
    }),
  ],
  hallWarning: null,
  duplicateMatches: false,
  hallWarnable: [], handReadings: {},
  hand: sbrHand,
  drawnHand: null,
  standingsNote: null,
  appeals: silentAppeals,
};

const none: Overrides = { incidents: {} };

describe('what the editor offers', () => {
  it('lists each outcome in order with the bounds of its numeric tests and its fixed amounts', () => {
    const fields = fieldsOf(lateArrival);
    expect(fields.map((f) => f.outcome.id)).toEqual(['up-to-10', 'up-to-15', 'over-15']);
    expect(fields[1].bounds.map((b) => [b.fact, b.bound, b.value])).toEqual([['minutes_late', 'gt', 10], ['minutes_late', 'le', 15]]);
    expect(fields[1].amounts.map((a) => [a.index, a.value])).toEqual([[0, -1]]);
    expect(fields[2].amounts).toEqual([]);
  });

  it('leaves out yes/no tests and ranges the referee chooses within', () => {
    const [passing] = fieldsOf(catalogue.incidents[1]);
    expect(passing.bounds).toEqual([]);
    expect(passing.amounts).toEqual([]);
  });

  it('pre-fills the inputs with the values the event plays now', () => {
    expect(initialInputs(lateArrival)).toEqual({
      [boundKey('up-to-10', 'minutes_late', 'le')]: '10',
      [amountKey('up-to-10', 0)]: '-0.5',
      [boundKey('up-to-15', 'minutes_late', 'gt')]: '10',
      [boundKey('up-to-15', 'minutes_late', 'le')]: '15',
      [amountKey('up-to-15', 0)]: '-1',
      [boundKey('over-15', 'minutes_late', 'gt')]: '15',
    });
    expect(Object.keys(initialAllInputs(catalogue))).toEqual(['late-arrival']);
  });

  it('reads no tests from an outcome that has none', () => {
    const bare: OutcomeDef = { ...lateArrival.outcomes[0], when: {} };
    expect(whenOf(bare)).toEqual({});
    expect(fieldsOf({ ...lateArrival, outcomes: [bare] })[0].bounds).toEqual([]);
  });
});

describe('building an incident\'s overrides', () => {
  it('gives none when nothing changed', () => {
    expect(incidentOverrides(lateArrival, undefined, initialInputs(lateArrival))).toEqual({ ok: true, overrides: [] });
    expect(buildOverrides(catalogue, none, initialAllInputs(catalogue), ['', '', '', ''])).toEqual({ ok: true, overrides: none });
  });

  it('accepts the same number written differently as unchanged', () => {
    const inputs = { ...initialInputs(lateArrival), [boundKey('up-to-10', 'minutes_late', 'le')]: ' 10.0 ', [amountKey('up-to-10', 0)]: '−0.50' };
    expect(incidentOverrides(lateArrival, undefined, inputs)).toEqual({ ok: true, overrides: [] });
  });

  it('gives a changed bound as the outcome\'s full new `when`, sanctions untouched', () => {
    const inputs = { ...initialInputs(lateArrival), [boundKey('up-to-15', 'minutes_late', 'gt')]: '5' };
    expect(incidentOverrides(lateArrival, undefined, inputs)).toEqual({
      ok: true,
      overrides: [{ id: 'up-to-15', when: { minutes_late: { gt: 5, le: 15 } }, sanctions: null }],
    });
  });

  it('gives a changed amount as the outcome\'s full new sanctions', () => {
    const inputs = { ...initialInputs(lateArrival), [amountKey('up-to-10', 0)]: '-0.25' };
    expect(incidentOverrides(lateArrival, undefined, inputs)).toEqual({
      ok: true,
      overrides: [{ id: 'up-to-10', when: null, sanctions: [{ kind: 'rank_points', amount: -0.25 }] }],
    });
  });

  it('keeps the new bands of both outcomes, in the data\'s order', () => {
    const inputs = {
      ...initialInputs(lateArrival),
      [boundKey('up-to-15', 'minutes_late', 'gt')]: '5',
      [boundKey('up-to-10', 'minutes_late', 'le')]: '5',
    };
    const built = incidentOverrides(lateArrival, undefined, inputs);
    expect(built.ok && built.overrides.map((o) => [o.id, o.when])).toEqual([
      ['up-to-10', { minutes_late: { le: 5 } }],
      ['up-to-15', { minutes_late: { gt: 5, le: 15 } }],
    ]);
    // The catalogue it was built from is left as it was.
    expect(whenOf(lateArrival.outcomes[1])).toEqual({ minutes_late: { gt: 10, le: 15 } });
  });

  it('keeps an earlier override of an outcome left alone, and adds to it what changes now', () => {
    const earlier: OutcomeOverride[] = [{ id: 'up-to-10', when: { minutes_late: { le: 5 } }, sanctions: null }];
    const played = {
      ...lateArrival,
      outcomes: [outcome('up-to-10', { minutes_late: { le: 5 } }, [{ kind: 'rank_points', amount: -0.5 }], { overridden: true }), ...lateArrival.outcomes.slice(1)],
    };
    expect(incidentOverrides(played, earlier, initialInputs(played))).toEqual({ ok: true, overrides: earlier });
    const inputs = { ...initialInputs(played), [amountKey('up-to-10', 0)]: '-0.25' };
    expect(incidentOverrides(played, earlier, inputs)).toEqual({
      ok: true,
      overrides: [{ id: 'up-to-10', when: { minutes_late: { le: 5 } }, sanctions: [{ kind: 'rank_points', amount: -0.25 }] }],
    });
  });

  it('keeps an override signed under an outcome\'s former id, under its present id', () => {
    const renamed = {
      ...lateArrival,
      outcomes: [
        outcome('first-band', { minutes_late: { le: 5 } }, [{ kind: 'rank_points', amount: -0.5 }], { overridden: true, formerly: 'up-to-10' }),
        ...lateArrival.outcomes.slice(1),
      ],
    };
    const earlier: OutcomeOverride[] = [{ id: 'up-to-10', when: { minutes_late: { le: 5 } }, sanctions: null }];
    const inputs = { ...initialInputs(renamed), [amountKey('up-to-15', 0)]: '-2' };
    expect(incidentOverrides(renamed, earlier, inputs)).toEqual({
      ok: true,
      overrides: [
        { id: 'first-band', when: { minutes_late: { le: 5 } }, sanctions: null },
        { id: 'up-to-15', when: null, sanctions: [{ kind: 'rank_points', amount: -2 }] },
      ],
    });
  });

  it('refuses an empty or non-numeric value, naming the field', () => {
    const le = boundKey('up-to-10', 'minutes_late', 'le');
    expect(incidentOverrides(lateArrival, undefined, { ...initialInputs(lateArrival), [le]: ' ' })).toEqual({
      ok: false, field: `late-arrival|${le}`, problem: { id: 'ui-override-missing', args: { incident: 'late-arrival' } },
    });
    for (const bad of ['ten', '1e1', '10,5', '--1', '0x10']) {
      expect(incidentOverrides(lateArrival, undefined, { ...initialInputs(lateArrival), [le]: bad }), bad).toEqual({
        ok: false, field: `late-arrival|${le}`, problem: { id: 'ui-override-not-a-number', args: { incident: 'late-arrival', value: bad } },
      });
    }
    expect(incidentOverrides(lateArrival, undefined, { ...initialInputs(lateArrival), [le]: '１２' }))
      .toMatchObject({ ok: true, overrides: [{ id: 'up-to-10', when: { minutes_late: { le: 12 } } }] });
  });
});

describe('the overrides of the setup', () => {
  it('puts changed incidents in and leaves unchanged ones out', () => {
    const inputs = initialAllInputs(catalogue);
    inputs['late-arrival'][boundKey('up-to-10', 'minutes_late', 'le')] = '5';
    expect(buildOverrides(catalogue, none, inputs, ['', '', '', ''])).toEqual({
      ok: true,
      overrides: { incidents: { 'late-arrival': [{ id: 'up-to-10', when: { minutes_late: { le: 5 } }, sanctions: null }] } },
    });
  });

  it('drops an incident whose values all return to what the event played before', () => {
    const current: Overrides = { incidents: { 'late-arrival': [] } };
    expect(buildOverrides(catalogue, current, initialAllInputs(catalogue), ['', '', '', ''])).toEqual({ ok: true, overrides: none });
  });

  it('reset removes one incident and keeps the rest', () => {
    const o: Overrides = {
      incidents: {
        'late-arrival': [{ id: 'up-to-10', when: { minutes_late: { le: 5 } }, sanctions: null }],
        other: [{ id: 'x', when: null, sanctions: [] }],
      },
      rankPoints: [5, 3, 1, 0],
    };
    expect(resetIncident(o, 'late-arrival')).toEqual({ incidents: { other: o.incidents.other }, rankPoints: [5, 3, 1, 0] });
    expect(o.incidents['late-arrival']).toHaveLength(1);
    expect(resetIncident(none, 'late-arrival')).toEqual(none);
    expect(withIncident(none, 'late-arrival', o.incidents['late-arrival']!)).toEqual({ incidents: { 'late-arrival': o.incidents['late-arrival'] } });
  });

  it('sends rank points only when every place is filled', () => {
    expect(parseRankPoints(['', ' ', '', ''])).toEqual({ ok: true, rankPoints: undefined });
    expect(parseRankPoints(['5', '3', '1.5', '0'])).toEqual({ ok: true, rankPoints: [5, 3, 1.5, 0] });
    expect(parseRankPoints(['5', '3', '', '0'])).toEqual({
      ok: false, field: 'rank|2', problem: { id: 'ui-rank-points-incomplete', args: { place: 3 } },
    });
    expect(parseRankPoints(['5', 'three', '1', '0'])).toEqual({
      ok: false, field: 'rank|1', problem: { id: 'ui-rank-points-not-a-number', args: { place: 2, value: 'three' } },
    });
    const inputs = initialAllInputs(catalogue);
    expect(buildOverrides(catalogue, none, inputs, ['5', '3', '1', '0'])).toEqual({ ok: true, overrides: { incidents: {}, rankPoints: [5, 3, 1, 0] } });
    expect(buildOverrides(catalogue, { incidents: {}, rankPoints: [5, 3, 1, 0] }, inputs, ['', '', '', ''])).toEqual({ ok: true, overrides: none });
    expect(buildOverrides(catalogue, none, inputs, ['5', '', '', ''])).toMatchObject({ ok: false, field: 'rank|1' });
  });

  it('shows the event\'s rank points, else one empty input per seat', () => {
    expect(rankPointInputs(none)).toEqual(['', '', '', '']);
    expect(rankPointInputs({ incidents: {}, rankPoints: [5, 3, 1.5, 0] })).toEqual(['5', '3', '1.5', '0']);
  });

  it('keeps the saved overrides for the saved ruleset only', () => {
    const saved = { ...event, overrides: { incidents: { 'late-arrival': [] }, rankPoints: [1, 2, 3, 4] } };
    expect(overridesFor('sbr-2025', saved)).toEqual(saved.overrides);
    expect(overridesFor('sbr-2025', saved)).not.toBe(saved.overrides);
    expect(overridesFor('mcr-2006', saved)).toEqual(none);
  });

  it('names the incident an error is about', () => {
    const name = (key: string) => (key === 'late-arrival' ? 'Late arrival' : `?${key}`);
    expect(namingIncident({ code: 'invalid-override', args: { incident: 'late-arrival', problem: 'gap' } }, name))
      .toEqual({ code: 'invalid-override', args: { incident: 'Late arrival', problem: 'gap' } });
    expect(namingIncident({ id: 'ui-rank-points-incomplete', args: { place: 2 } }, name)).toEqual({ id: 'ui-rank-points-incomplete', args: { place: 2 } });
  });
});

describe('the readings of the book an event chooses', () => {
  const reading = { key: 'melded-and-concealed-kong', choices: ['6', '5'] };
  it('names only a choice other than the engine\'s own', () => {
    expect(chooseReading({}, reading, '5')).toEqual({ 'melded-and-concealed-kong': '5' });
    expect(chooseReading({ 'melded-and-concealed-kong': '5' }, reading, '6')).toEqual({});
  });
});

describe('what the appeals committee may decide', () => {
  it('is kept on save when chosen, and leaves no key when the book\'s reading is chosen again', () => {
    const chosen = withCommitteePower(none, 'recommend');
    expect(chosen.committeeMay).toBe('recommend');
    expect(buildOverrides(catalogue, chosen, initialAllInputs(catalogue), ['', '', '', ''])).toEqual({ ok: true, overrides: chosen });
    expect('committeeMay' in withCommitteePower(chosen, undefined)).toBe(false);
  });
});
