// A fake of the Rust commands, for working on the UI without the app (development only).
// State lives in localStorage so a reload keeps it, like the real database.
import { mockIPC } from '@tauri-apps/api/mocks';
import type {
  ApiError, Catalogue, EventSetup, IncidentDef, LogEntry, RulingDraft, Sanction, Verdict,
} from '../src/lib/types';

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const offset = -now.getTimezoneOffset();
const tz = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const names = ['张伟', '王芳', 'Alice Smith', '佐藤 花子', '李娜', 'Bob Jones', '刘洋', '鈴木 一郎'];
const demo: EventSetup = {
  id: 'demo', name: 'Demo Cup', ruleset: 'sbr-2025', referee: 'Referee 1', hallWarnings: [],
  sessions: [
    { id: 'R1', name: 'Round 1', scheduledStart: `${today}T09:00:00${tz}` },
    { id: 'R2', name: 'Round 2', scheduledStart: `${today}T14:00:00${tz}` },
  ],
  tables: [1, 2].map((number) => ({
    number,
    seats: (['E', 'S', 'W', 'N'] as const).map((seat, i) => ({ seat, playerId: `p${(number - 1) * 4 + i + 1}` })),
  })),
  players: names.map((name, i) => ({ id: `p${i + 1}`, name })),
};

const q = (id: string, kind: 'bool' | 'arrival_time') =>
  ({ id, kind, textId: `question-${id}`, helpId: kind === 'bool' ? `question-${id}-help` : null, unit: kind === 'bool' ? null : 'minutes', choices: [] });
const inc = (key: string, category: string, article: string, searchTerms: string[], questions = [] as ReturnType<typeof q>[]): IncidentDef =>
  ({ key, category, article, nameId: `incident-${key}`, summaryId: `sbr-2025-${key}-summary`, interpretationId: null, searchTerms, questions, outcomes: [] });
const catalogue: Catalogue = {
  ruleset: 'sbr-2025', version: 'mock', categories: ['attendance', 'tiles', 'conduct'],
  tiers: ['1', '2', '3', '4'].map((id) => ({ id, article: '第十一条', nameId: `tier-sbr-2025-${id}` })),
  incidents: [
    inc('late-arrival', 'attendance', 'SBR 第十二条 一', ['迟到', 'late', '遅刻'], [q('minutes_late', 'arrival_time')]),
    inc('wrong-tile-count', 'tiles', 'SBR 第十二条 七', ['相公', 'wrong tiles', '多牌'], [q('intentional', 'bool')]),
    inc('phone', 'conduct', 'SBR 第十二条 十', ['手机', 'phone', '携帯']),
  ],
};

const load = <T>(key: string, fallback: T): T => JSON.parse(localStorage.getItem(key) ?? 'null') ?? fallback;
const store = (key: string, v: unknown) => localStorage.setItem(key, JSON.stringify(v));
const fail = (code: string, args: ApiError['args'] = {}): never => { throw { code, args } satisfies ApiError; };
const seconds = (hms: string) => hms.split(':').map(Number).reduce((a, n) => a * 60 + n, 0);

function evaluate(d: RulingDraft): Verdict {
  const event = load('mock.event', demo);
  const incident = catalogue.incidents.find((i) => i.key === d.incident) ?? fail('unknown-incident', { incident: d.incident });
  const base = { ruleset: 'sbr-2025', incident: d.incident, article: incident.article, applicable: true, outcome: null };
  const needs = incident.questions.map((x) => x.id).filter((id) => !(id in d.answers));
  if (needs.length) return { ...base, tier: null, needs, sanctions: [], options: [], reasons: [] };
  let sanctions: Sanction[] = [];
  let options: Sanction[] = [];
  let tier: string | null = null;
  const reasons = [];
  if (d.incident === 'late-arrival') {
    const start = event.sessions.find((s) => s.id === d.session)?.scheduledStart.slice(11, 19) ?? '09:00:00';
    const minutes = (seconds(String(d.answers.minutes_late)) - seconds(start)) / 60;
    const band = minutes > 15 ? 'over-15' : minutes > 10 ? 'up-to-15' : 'up-to-10';
    reasons.push({ id: `sbr-2025-late-arrival-${band}`, args: { minutes_late: minutes } });
    if (minutes > 15) [tier, sanctions] = ['1', [{ kind: 'forfeit_session', absent: true }]];
    else [tier, sanctions] = ['3', [{ kind: 'rank_points', amount: minutes > 10 ? -1 : -0.5 }]];
  } else if (d.incident === 'wrong-tile-count') {
    if (d.answers.intentional) [tier, sanctions] = ['3', [{ kind: 'score', amount: d.choice?.amount ?? -4, min: -8, max: -1 }]];
    else [tier, sanctions] = ['dead-hand', [{ kind: 'dead_hand' }]];
    reasons.push({ id: `sbr-2025-wrong-tile-count-${d.answers.intentional ? 'deliberate' : 'accidental'}`, args: {} });
  } else {
    tier = '1';
    options = [{ kind: 'warning' }, { kind: 'score', amount: -2 }];
    sanctions = [options[d.choice?.option ?? 0]];
  }
  return { ...base, tier, needs: [], sanctions, options, reasons };
}

mockIPC(async (cmd, args) => {
  await new Promise((r) => setTimeout(r, 150));
  const a = (args ?? {}) as Record<string, unknown>;
  switch (cmd) {
    case 'get_event': return load('mock.event', demo);
    case 'list_rulesets': return ['sbr-2025', 'mcr-2006'].map((id) => ({ id, version: '1', nameId: `ruleset-${id}` }));
    case 'get_catalogue': return catalogue;
    case 'evaluate_ruling': return evaluate(a.draft as RulingDraft);
    case 'save_event': {
      const setup = a.setup as EventSetup;
      for (const t of setup.tables) for (const s of t.seats)
        if (!setup.players.find((p) => p.id === s.playerId)?.name.trim()) fail('empty-player-name', { table: String(t.number), seat: s.seat });
      store('mock.event', setup);
      return setup;
    }
    case 'record_ruling': {
      const draft = a.draft as RulingDraft;
      const log = load<LogEntry[]>('mock.log', []);
      const entry: LogEntry = {
        ...draft, id: crypto.randomUUID(), seq: log.length + 1, recordedAt: new Date().toISOString(),
        utcOffsetMinutes: offset, referee: load('mock.event', demo).referee, verdict: evaluate(draft), catalogueVersion: 'mock',
      };
      store('mock.log', [...log, entry]);
      return { id: entry.id, seq: entry.seq, recordedAt: entry.recordedAt, verdict: entry.verdict };
    }
    case 'list_rulings': return load<LogEntry[]>('mock.log', []).filter((e) => a.session === null || e.session === a.session);
    default: return fail('unknown-command', { command: cmd });
  }
});

await import('../src/main');
