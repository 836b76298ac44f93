// The browser transport: outside the desktop app, api.ts loads the core beside the page
// (`core/web.js`, what `make web` writes), opens the device once, sends each command to its
// one `call` as JSON, waits for `saved` (IndexedDB) before answering, and says the core's
// rejections as ApiErrors. A stand-in core written to a temporary folder records what it got.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'mjref-core-'));
mkdirSync(join(dir, 'core'));
writeFileSync(join(dir, 'core', 'web.js'), `
export const seen = [];
let opened = 0, saves = 0, writes = 0;
export default async function init() { seen.push('init'); }
export async function open() { opened += 1; seen.push('open'); }
export function call(command, args) {
  // The record's write count, asked around every command: not what the tests look at.
  if (command === 'record_generation') return String(writes);
  if (command === 'record_ruling') writes += 1;
  seen.push(['call', command, JSON.parse(args)]);
  if (command === 'save_event') throw JSON.stringify({ code: 'invalid-event', args: { field: 'name' } });
  return JSON.stringify({ command, opened, saves });
}
export function prepare_photo(bytes) { seen.push(['photo', Array.from(bytes)]); return '{"sha256":"ab"}'; }
export let hold = false;
export let release = () => {};
export function holdSaves(on) { hold = on; }
export async function saved() {
  saves += 1;
  seen.push('saved');
  if (hold) await new Promise((resolve) => { release = resolve; });
}
`);
vi.stubGlobal('window', {});
vi.stubGlobal('document', { baseURI: pathToFileURL(join(dir, 'index.html')).href });

const api = await import('./api');
const core = await import(/* @vite-ignore */ pathToFileURL(join(dir, 'core', 'web.js')).href);

describe('api in a browser', () => {
  it('opens the core once and answers each call only after saved', async () => {
    const first = await api.getEvent() as unknown as { command: string; opened: number; saves: number };
    expect(first).toEqual({ command: 'get_event', opened: 1, saves: 0 });
    const second = await api.getCatalogue('sbr-2025') as unknown as { opened: number; saves: number };
    expect(second).toEqual({ command: 'get_catalogue', opened: 1, saves: 1 });
    expect(core.seen).toEqual([
      'init', 'open',
      ['call', 'get_event', {}], 'saved',
      ['call', 'get_catalogue', { ruleset: 'sbr-2025' }], 'saved',
    ]);
  });

  it('does not answer until IndexedDB has what was written', async () => {
    core.holdSaves(true);
    let answered = false;
    const pending = api.getEvent().then(() => { answered = true; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    core.release();
    await pending;
    expect(answered).toBe(true);
    core.holdSaves(false);
  });

  it('tells the hall link when a command wrote to the record, and only then', async () => {
    let told = 0;
    api.onWrite(() => { told += 1; });
    await api.getEvent();
    expect(told).toBe(0);
    await api.recordRuling({} as never);
    expect(told).toBe(1);
    await api.listRulings(null);
    expect(told).toBe(1);
  });

  it('sends a photo as bytes and says a rejection as an ApiError', async () => {
    await api.preparePhoto(new Blob([new Uint8Array([0xff, 0xd8])]));
    expect(core.seen.at(-2)).toEqual(['photo', [0xff, 0xd8]]);
    await expect(api.saveEvent({} as never)).rejects.toEqual({ code: 'invalid-event', args: { field: 'name' } });
  });
});
