import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('@tauri-apps/api/core', () => ({ invoke: (...args: unknown[]) => invoke(...args) }));
// In the desktop app's window (Tauri's IPC is there).
vi.stubGlobal('window', { __TAURI_INTERNALS__: {} });

const api = await import('./api');

/** A page holding `text` in the start data block, as the app's index.html does. */
function pageWith(text: string | null): Document {
  let block: { textContent: string; remove(): void } | null = text === null ? null : {
    textContent: text,
    remove() { block = null; },
  };
  return { getElementById: (id: string) => (id === api.START_ID ? block : null) } as unknown as Document;
}

describe('the start data the app puts in its page', () => {
  const data = { event: { id: 'open', ruleset: 'sbr-2025' }, catalogue: { ruleset: 'sbr-2025' }, version: 3, role: 'head' };

  it('is read once: a second load asks the core', () => {
    const page = pageWith(JSON.stringify(data));
    expect(api.takeStart(page)).toEqual(data);
    expect(api.takeStart(page)).toBeNull();
  });

  it('keeps a local event (no version) as it is', () => {
    expect(api.takeStart(pageWith(JSON.stringify({ ...data, version: null })))?.version).toBeNull();
  });

  it('without a role, leaves it to be asked; a device with no role yet says null', () => {
    const { role: _, ...noRole } = data;
    expect(api.takeStart(pageWith(JSON.stringify(noRole)))?.role).toBeUndefined();
    expect(api.takeStart(pageWith(JSON.stringify({ ...data, role: null })))?.role).toBeNull();
  });

  it('is not there in a browser, and is ignored when it is not whole', () => {
    expect(api.takeStart(pageWith(null))).toBeNull();
    expect(api.takeStart(pageWith('{"event":'))).toBeNull();
    expect(api.takeStart(pageWith('null'))).toBeNull();
    expect(api.takeStart(pageWith(JSON.stringify({ event: data.event, version: 1 })))).toBeNull();
    expect(api.takeStart(pageWith(JSON.stringify({ event: data.event, catalogue: data.catalogue })))).toBeNull();
  });
});

describe('api', () => {
  beforeEach(() => { invoke.mockReset(); });

  it('calls each command by its name through the one entry point', async () => {
    invoke.mockResolvedValue('ok');
    const draft = { session: 'R1', table: 1, hand: null, player: 'p1', incident: 'phone', answers: {}, choice: null, note: '' };
    await api.getEvent();
    await api.listRulesets();
    await api.getCatalogue('sbr-2025');
    await api.evaluateRuling(draft);
    await api.recordRuling(draft);
    await api.listRulings(null);
    const entry = { session: 'R1', table: 1, scores: { p1: 30, p2: 10, p3: -5, p4: -35 }, hands: [] };
    await api.recordScores(entry);
    await api.getStandings('R1');
    const request = { ruleset: 'sbr-2025', hand: '1112345678999m', win: '2m', tsumo: false, circumstances: null };
    await api.analyseHand(request);
    await api.readHand('sbr-2025', '1112345678999m');
    await api.matchTeams({} as never);
    // Every command through the one entry point `call`, by its name, with its arguments.
    const via = (command: string, args: Record<string, unknown> = {}) => ['call', { command, args }];
    expect(invoke.mock.calls).toEqual([
      via('get_event'),
      via('list_rulesets'),
      via('get_catalogue', { ruleset: 'sbr-2025' }),
      via('evaluate_ruling', { draft }),
      via('record_ruling', { draft, photos: [] }),
      via('list_rulings', { session: null }),
      via('record_scores', { entry }),
      via('get_standings', { session: 'R1' }),
      via('analyse_hand', { request }),
      via('read_hand', { ruleset: 'sbr-2025', hand: '1112345678999m' }),
      via('match_teams', { setup: {} }),
    ]);
  });

  it('sends a photo as the raw bytes of the request, not as JSON', async () => {
    invoke.mockResolvedValue({ sha256: 'ab', width: 1, height: 1, thumbnail: '' });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])]);
    await api.preparePhoto(photo);
    const [command, body] = invoke.mock.calls[0];
    expect(command).toBe('prepare_photo');
    expect(body).toBeInstanceOf(Uint8Array);
    expect(Array.from(body as Uint8Array)).toEqual([0xff, 0xd8, 0xff]);
  });

  it('passes an ApiError through', async () => {
    invoke.mockRejectedValue({ code: 'invalid-event', args: { field: 'name' } });
    await expect(api.saveEvent({} as never)).rejects.toEqual({ code: 'invalid-event', args: { field: 'name' } });
  });

  it('wraps anything else as internal', async () => {
    invoke.mockRejectedValue('command get_event not found');
    await expect(api.getEvent()).rejects.toEqual({ code: 'internal', args: { detail: 'command get_event not found' } });
    expect(api.toApiError({ code: 7, args: {} })).toEqual({ code: 'internal', args: { detail: '[object Object]' } });
    expect(api.toApiError({ code: 'x' })).toEqual({ code: 'internal', args: { detail: '[object Object]' } });
  });
});
