// A tablet's link with the head's hall (docs/hall-protocol.md), in the browser build: the core
// builds and signs each request and checks each answer (`hall_*` commands); this only moves
// the bytes with `fetch` and keeps going. A round is held by the hall until there is news (a
// long poll); a ruling saved here cuts the wait short and goes at once. When the hall cannot
// be reached the tablet goes on deciding and recording, says how many rulings wait, and tries
// again: what waits is computed from the record, so nothing is lost by a reload or a crash.
import * as api from '../api';
import type { ApiError, HallAnswer, HallRequest } from '../types';
import { recordMoved } from './live.svelte';

export type LinkState = 'unpaired' | 'waiting' | 'online' | 'offline' | 'refused';

export const link = $state<{ state: LinkState; unsent: number; error: ApiError | null }>({
  state: 'unpaired',
  unsent: 0,
  error: null,
});

/** How long beyond its wait a round may take before the hall counts as lost. */
const SLACK_MS = 8_000;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

let running = false;
let sendNow = false;
let held: AbortController | null = null;
/** The hall's clock minus this tablet's, once a refusal has said it. */
let skewMs: number | null = null;

async function send(req: HallRequest, timeoutMs: number, abort: AbortController): Promise<HallAnswer> {
  const headers: Record<string, string> = { 'content-type': req.contentType };
  if (req.authorization) headers.authorization = req.authorization;
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const r = await fetch(req.url, { method: 'POST', headers, body: req.body, signal: abort.signal, cache: 'no-store' });
    return { status: r.status, sig: r.headers.get('x-mjref-sig'), body: await r.text() };
  } catch (e) {
    // A browser does not say why a request failed: only whether it was given up waiting.
    const reason = abort.signal.aborted ? 'timeout' : 'other';
    throw { code: 'hall-unreachable', args: { url: new URL(req.url).origin, reason, detail: String(e) } } satisfies ApiError;
  } finally {
    clearTimeout(timer);
  }
}

/** The hall's clock, when a refusal for the tablet's clock gave it. */
function hallClock(got: HallAnswer): number | null {
  if (got.status !== 401) return null;
  try {
    const { args } = JSON.parse(got.body) as { args?: { reason?: string; now?: string } };
    return args?.reason === 'clock' && args.now ? Number(args.now) - Date.now() : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function countUnsent(): Promise<void> {
  try { link.unsent = (await api.hallStatus()).unsent ?? 0; } catch { /* keep the last count */ }
}

async function loop(): Promise<void> {
  let failures = 0;
  // The first round answers at once: the link is known from the start.
  sendNow = true;
  let clockRetried = false;
  for (;;) {
    // A round held as long as the hall holds one (the core says how long), or none.
    const wait = sendNow ? 0 : null;
    sendNow = false;
    const abort = new AbortController();
    held = wait === null ? abort : null;
    try {
      const req = await api.hallSyncRequest(wait, skewMs === null ? null : Date.now() + skewMs);
      const got = await send(req, req.waitMs + SLACK_MS, abort);
      // The hall says this tablet's clock is off: sign by the hall's from now on, and try once.
      const clock = hallClock(got);
      if (clock !== null && !clockRetried) { skewMs = clock; clockRetried = true; sendNow = true; continue; }
      clockRetried = false;
      const round = await api.hallSyncAnswer(req, got);
      failures = 0;
      link.state = 'online';
      link.error = null;
      link.unsent = round.unsent;
      if (round.received > 0) recordMoved();
      if (round.more) sendNow = true;
    } catch (e) {
      held = null;
      if (abort.signal.aborted && sendNow) continue; // cut short to send a ruling now
      const err = api.isApiError(e) ? e : null;
      if (err?.code === 'not-enrolled') link.state = 'waiting';
      else if (err?.code === 'revoked' || err?.code === 'pairing-refused') link.state = 'refused';
      else link.state = 'offline';
      link.error = err;
      await countUnsent();
      await sleep(link.state === 'waiting' ? 2_000 : RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
      failures += 1;
    }
  }
}

/** How often the app asks its core how its link with the hall goes. */
const APP_LINK_MS = 1_500;

/** The app as a floor device: its core keeps the link (`pair_with_hall`); this only shows it. */
function watchAppLink(): void {
  const look = () => api.hallStatus().then((v) => {
    link.state = (v.link as LinkState | null) ?? 'unpaired';
    link.unsent = v.unsent ?? 0;
  }, () => {});
  void look();
  setInterval(look, APP_LINK_MS);
}

/** Starts the link (once) on a device that paired with a hall. */
export async function startLink(): Promise<void> {
  if (running) return;
  if (api.servesHall) {
    running = true;
    watchAppLink();
    return;
  }
  running = true;
  const status = await api.hallStatus().catch(() => null);
  if (!status?.peer) { running = false; return; }
  link.unsent = status.unsent ?? 0;
  link.state = 'offline';
  api.onWrite(() => {
    sendNow = true;
    link.unsent += 1;
    held?.abort();
  });
  void loop();
}

/** The QR code's address: the hall's code and key after `#pair=…&head=…`, if this page has them. */
export function pairingInAddress(): { code: string; head: string } | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const code = params.get('pair');
  const head = params.get('head');
  return code && head ? { code, head } : null;
}

/** Asks the hall that served this page to enrol this tablet, as `name`: pending or enrolled. */
export async function pairWithThisHall(code: string, head: string, name: string): Promise<string> {
  const url = `${location.origin}/#head=${head}`;
  const req = await api.hallPairRequest(url, code, name);
  const got = await send(req, SLACK_MS, new AbortController());
  const paired = await api.hallPairAnswer(url, req, got);
  history.replaceState(null, '', location.pathname);
  await startLink();
  return paired.state;
}
