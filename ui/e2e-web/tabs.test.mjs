// One tab at a time holds a tablet's record (issue 24): the browser storage keeps the record in
// the tab's memory, so a second tab writing would corrupt it. A second tab of the same browser
// opens nothing and says why in the referee's language; once the first is closed, "try again"
// opens the record there, with the ruling the first tab recorded. And the tablet's key, sealed
// by a passphrase in the browser as on the desktop, stays sealed and opens with it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { click, el, openIncident } from '../e2e/harness.mjs';
import { Tablet, serve, shoot, tid } from './harness.mjs';

/** @type {{ url: string, close: () => void }} */
let site;
const tablet = new Tablet([1280, 800]);

before(async () => { site = await serve(); });
after(async () => { await tablet.close(); site.close(); });

test('a second tab opens nothing while the first holds the record, then takes over', { timeout: 180_000 }, async () => {
  const b = await tablet.open(site.url);
  await el('table-1').waitForDisplayed({ timeout: 30_000 });
  await click('lang-en');
  await openIncident(0, 'wrong-tile-count', 'wrong-tile-count');
  await click('answer-intentional-no');
  await el('verdict').waitForDisplayed();
  await click('record');
  await el('saved').waitForDisplayed();
  const first = await b.getWindowHandle();

  await b.newWindow(site.url);
  const refused = await b.$(`${tid('error')}[data-code="open-in-another-tab"]`);
  await refused.waitForDisplayed({ timeout: 30_000 });
  assert.match(await refused.getText(), /another tab/);
  assert.equal(await b.$(tid('table-1')).isExisting(), false, 'nothing opened in the second tab');
  await shoot(b, 'second-tab');
  const second = await b.getWindowHandle();

  await b.switchToWindow(first);
  await b.closeWindow();
  await b.switchToWindow(second);
  await click('load-retry');
  await el('nav-log').waitForDisplayed({ timeout: 30_000 });
  await click('nav-log');
  await el('log-entry').waitForDisplayed({ timeout: 30_000 });
  assert.equal(await el('log-entry').getAttribute('data-incident'), 'wrong-tile-count');
  await tablet.kill();
});

test('the tablet\'s key sealed by a passphrase in the browser stays sealed, and opens with it', { timeout: 180_000 }, async () => {
  const b = await tablet.open(site.url);
  await el('nav-referees').waitForDisplayed({ timeout: 30_000 });
  await click('nav-referees');
  await el('team-fingerprint').waitForDisplayed();
  const device = await el('team-fingerprint').getAttribute('data-device');
  if (await el('team-seal-open').isExisting()) await click('team-seal-open');
  await el('team-passphrase').setValue('floor one keeps this');
  await el('team-passphrase-again').setValue('floor one keeps this');
  await click('team-seal');
  await b.waitUntil(async () => (await el('team-sealed').getAttribute('data-sealed')) === 'true', {
    timeout: 30_000, timeoutMsg: 'the key is sealed',
  });

  // Opened again, the same key is there, sealed: a ruling asks for the passphrase once.
  await tablet.kill();
  await tablet.open(site.url);
  await click('nav-referees');
  await el('team-fingerprint').waitForDisplayed();
  assert.equal(await el('team-fingerprint').getAttribute('data-device'), device, 'the same key');
  assert.equal(await el('team-sealed').getAttribute('data-sealed'), 'true');
  await openIncident(1, 'wrong-tile-count', 'wrong-tile-count');
  await click('answer-intentional-no');
  await el('verdict').waitForDisplayed();
  await click('record');
  await el('unlock-passphrase').waitForDisplayed();
  await el('unlock-passphrase').setValue('a wrong guess');
  await click('unlock-confirm');
  await el('unlock-error').waitForDisplayed();
  await el('unlock-passphrase').setValue('floor one keeps this');
  await click('unlock-confirm');
  await el('unlock-done').waitForDisplayed();
  await click('record');
  await el('saved').waitForDisplayed();
});
