// End to end, the browser build (issue 24): a floor referee's tablet is any browser. Served by
// plain HTTP under a LAN-like name, the page runs the same core as the desktop app (the Desk
// over its record, here kept in IndexedDB), decides a 12-minute late arrival as the app does
// (one rank point, SBR 第十二条 一), says "saved" only once the ruling is in IndexedDB — the
// browser is killed right then, and the ruling is there when the page is opened again. A fresh
// tablet joins the head's event by uploading the head's bundle, and its own bundle, downloaded,
// verifies on the desktop.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Tablet, addMinutes, mjref, serve, setTime, shoot, tid } from './harness.mjs';

/** @type {{ url: string, close: () => void }} */
let site;
const tablet = new Tablet([800, 1280]);

before(async () => { site = await serve(); });
after(async () => { await tablet.close(); site.close(); });

test('a late arrival decided and saved in the browser survives the browser killed right after "saved"', { timeout: 180_000 }, async () => {
  const b = await tablet.open(site.url);
  assert.equal(await b.execute(() => isSecureContext), false, 'a LAN-like origin, not a secure context');
  const $ = (/** @type {string} */ id) => b.$(tid(id));
  await $('table-1').waitForDisplayed({ timeout: 30_000 });
  await shoot(b, 'ruling-table');
  await $('table-1').click();
  const players = await b.$$('[data-testid^="player-"]').getElements();
  assert.equal(players.length, 4, 'the demo table seats four');
  const east = (await players[0].getAttribute('data-testid') ?? '').slice('player-'.length);
  await players[0].click();
  await $('incident-search').setValue('late');
  await $('incident-late-arrival').click();
  await $('input-minutes_late').waitForDisplayed();
  const start = (await $('scheduled-start').isExisting())
    ? (await $('scheduled-start').getAttribute('data-time')) ?? '09:00:00'
    : '09:00:00';
  await setTime(b, 'input-minutes_late', addMinutes(start, 12));
  await $('confirm-minutes_late').click();
  await $('verdict').waitForDisplayed();
  const deduction = await b.$(`${tid('verdict-sanctions')} ${tid('sanction-rank_points')}`);
  assert.equal(Math.abs(Number(await deduction.getAttribute('data-amount'))), 1, 'one rank point');
  assert.match(await $('verdict-article').getText(), /第十二条/);
  await shoot(b, 'ruling-verdict');
  await $('record').click();
  await $('saved').waitForDisplayed();
  await shoot(b, 'ruling-saved');

  // The battery dies the moment it says "saved".
  await tablet.kill();
  const again = await tablet.open(site.url);
  await again.$(tid('nav-log')).waitForDisplayed({ timeout: 30_000 });
  await again.$(tid('nav-log')).click();
  await again.$(tid('log-entry')).waitForDisplayed({ timeout: 30_000 });
  const entries = await again.$$(tid('log-entry')).getElements();
  assert.equal(entries.length, 1, 'the ruling, once');
  assert.equal(await entries[0].getAttribute('data-incident'), 'late-arrival');
  assert.equal(await entries[0].getAttribute('data-player'), east);
  await shoot(again, 'log-after-kill');
});

test('a fresh tablet joins the head\'s event by uploading the head\'s bundle, and hands its own back', { timeout: 180_000 }, async () => {
  // The head's event, made with mjref as the head referee's desk makes it.
  const work = mkdtempSync(join(tmpdir(), 'mjref-web-join-'));
  const head = join(work, 'head.db');
  const bundle = join(work, 'head.mjref');
  mjref(['event', 'init', '--db', head, '--ruleset', 'sbr-2025', '--name', 'Autumn Open', '--id', 'autumn']);
  mjref(['event', 'session', '--db', head, '--id', 'R1', '--start', '2026-11-22T09:00:00+08:00']);
  mjref(['export', '--db', head, '--out', bundle]);

  const fresh = new Tablet([1280, 800]);
  try {
    const b = await fresh.open(site.url);
    await b.$(tid('join-choose')).waitForDisplayed({ timeout: 30_000 });
    await b.$(tid('join-choose')).click();
    // The page's own file picker: the file goes where a tablet's chooser puts it (WebDriver
    // types a path only into a file field it can see).
    const picker = await b.$(tid('upload-input')).getElement();
    await b.execute((el) => { /** @type {HTMLInputElement} */ (el).hidden = false; }, picker);
    await picker.setValue(bundle);
    await b.waitUntil(async () => (await b.$(tid('event-title')).getText()) === 'Autumn Open', {
      timeout: 30_000, timeoutMsg: 'the head\'s event is in force',
    });
    await shoot(b, 'joined');
    // The tablet's record is one the desktop verifies: its bundle, downloaded, holds the
    // head's event and verifies with mjref.
    await b.$(tid('nav-record')).click();
    await b.$(tid('record-export-path')).setValue('tablet.mjref');
    await b.$(tid('record-export')).click();
    await b.$(tid('record-exported')).waitForDisplayed();
    const saved = join(fresh.downloads, 'tablet.mjref');
    await b.waitUntil(async () => existsSync(saved), { timeout: 30_000, timeoutMsg: 'the bundle is downloaded' });
    const report = mjref(['verify', saved]);
    assert.equal(report.ok, true);
    assert.ok(report.events >= 2, 'the head\'s versions travel in it');
  } finally {
    await fresh.close();
    rmSync(work, { recursive: true, force: true });
  }
});
