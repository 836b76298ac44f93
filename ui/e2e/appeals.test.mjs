// End to end: an appeal from the floor to the committee's decision and the case file. On the
// floor tablet a referee records a 相公 with a photo of the hand taken with the tablet (a phone
// photo carrying GPS, turned on its side), the player appeals at once, and the referee adds a
// photo of the table and a note, then exports the record. On the appeals committee's device
// (its key sealed, named in the head referee's list) the case arrives by that bundle with its
// photos: the committee sees the ruling's history, opens a photo full screen, is offered only the
// decisions SBR lets it make, signs a recommendation, and writes the case file as PDF.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  REPO, SHOTS, STEP_TIMEOUT, browser, centre, click, dataDir, el, fill, mjref, openIncident, restart, screenshot, setup, shoot,
  teardownWith, tid, useDevice,
} from './harness.mjs';

const work = mkdtempSync(join(tmpdir(), 'mjref-appeals-e2e-'));
const PHOTO = join(REPO, 'crates', 'evidence', 'tests', 'fixtures', 'phone-gps-orientation-6.jpg');
const COMMITTEE = { MJREF_PASSPHRASE: 'the committee hears appeals' };
const HEAD = { MJREF_PASSPHRASE: 'the head referee' };
const floorBundle = join(work, 'floor.mjref');

/** Sends the fixture photo through a photo input, as the camera or the file picker would. */
async function attachPhoto(/** @type {string} */ testid) {
  const before = (await browser.$$(tid(`${testid}-thumb`)).getElements()).length;
  const input = await el(`${testid}-input`).getElement();
  await centre(input);
  await input.addValue(PHOTO);
  await browser.waitUntil(async () => (await browser.$$(tid(`${testid}-thumb`)).getElements()).length > before, {
    timeout: STEP_TIMEOUT, timeoutMsg: `the photo is shown in ${testid}`,
  });
}

before(async () => {
  await setup();
});
after(() => teardownWith(work));

test('the floor records a 相公 with a photo of the hand, and the player appeals', { timeout: 240_000 }, async () => {
  await openIncident(1, 'wrong-tile-count', 'wrong-tile-count');
  await click('answer-intentional-no');
  await el('verdict').waitForDisplayed();
  await attachPhoto('ruling-photo');
  // Upright as stored: the photo was 120 × 80 on its side.
  const alt = await browser.$(`${tid('ruling-photo-thumb')} img`).getAttribute('alt');
  assert.match(alt ?? '', /80 × 120/);
  await shoot('ruling-photo');
  await click('record');
  await el('saved').waitForDisplayed();

  await click('nav-appeals');
  await el('appeals-screen').waitForDisplayed();
  await click('appeal-new');
  await el('appeal-file').waitForDisplayed();
  // SBR: nothing is heard once the hand has ended, so the form asks when it ended.
  assert.ok(await el('appeal-anchor').isExisting(), 'the end of the hand is asked for');
  const ruling = await browser.$(tid('appeal-ruling')).getElement();
  await centre(ruling);
  await ruling.click();
  assert.equal(await el('appeal-by').getValue(), await ruling.getAttribute('data-player'), 'the ruled player appeals');
  assert.notEqual(await ruling.getAttribute('data-player'), '');
  await fill('appeal-grounds', '我并非故意多摸牌');
  await shoot('appeal-file');
  await click('appeal-submit');
  await el('appeal-filed').waitForDisplayed();
  assert.equal(await el('appeal-filed').getAttribute('data-in-time'), 'true');
  await el('case-detail').waitForDisplayed();
  assert.equal(await el('case-detail').getAttribute('data-status'), 'open');

  await attachPhoto('case-photo-pick');
  await fill('case-photo-caption', '牌桌全景');
  await click('case-photo-add');
  await browser.waitUntil(async () => (await browser.$$(tid('case-photo')).getElements()).length === 2, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the hand photo and the table photo',
  });
  await fill('case-note-text', '邻桌裁判目击');
  await click('case-note-add');
  await el('case-note').waitForDisplayed();
  // The floor tablet hears no appeal: no decision form.
  assert.equal(await el('case-decide').isExisting(), false);
  await shoot('appeal-case-floor');

  await click('nav-record');
  await fill('record-export-path', floorBundle);
  await click('record-export');
  await el('record-exported').waitForDisplayed();
});

test('the committee gets the case by bundle, is held to what SBR lets it decide, and signs', { timeout: 300_000 }, async () => {
  await useDevice('committee');
  await restart(() => {
    const db = join(dataDir, 'mjref.db');
    const me = mjref(['device', '--db', db, '--seal'], COMMITTEE).device;
    const head = join(work, 'head.db');
    mjref(['device', '--db', head, '--seal'], HEAD);
    // The floor tablet that filed the case is enrolled too, or its case would count nowhere.
    const floor = mjref(['verify', floorBundle]).devices[0].device;
    mjref(['referees', '--db', head, '--event', 'demo', '--name', '裁判长', '--referee', `${me}=appeals:仲裁委员会`,
      '--referee', `${floor}=floor:场内裁判`], HEAD);
    const headBundle = join(work, 'head.mjref');
    mjref(['export', '--db', head, '--out', headBundle]);
    mjref(['import', '--db', db, headBundle]);
    mjref(['import', '--db', db, floorBundle]);
  });
  await click('nav-appeals');
  const item = await browser.$(tid('case-item')).getElement();
  await item.waitForDisplayed();
  await item.click();
  await el('case-detail').waitForDisplayed();
  const kinds = [];
  for (const s of await browser.$$(`${tid('case-ruling')} ${tid('log-history-step')}`).getElements()) kinds.push(await s.getAttribute('data-kind'));
  assert.deepEqual(kinds, ['ruling', 'appeal']);
  // Both photos came with the bundle; one opens full screen.
  await browser.waitUntil(async () => (await browser.$$(`${tid('case-photo')} img`).getElements()).length === 2, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'both thumbnails shown from the record',
  });
  // People, not keys: who opened the case and recorded the ruling by name; the device's key
  // only behind "Details".
  assert.match(await el('case-detail').getText(), /由 floor-1 记录/);
  const keys = await browser.$$(`${tid('case-detail')} ${tid('device-key')}`).getElements();
  assert.ok(keys.length > 0, 'the keys are a tap away');
  for (const k of keys) assert.equal(await k.getAttribute('open'), null, 'folded until asked for');
  // No time limit, so no "in time" badge beside it.
  assert.equal(await browser.$(`${tid('case-detail')} ${tid('case-in-time')}`).isExisting(),
    !(await browser.$(`${tid('case-detail')} ${tid('case-no-deadline')}`).isExisting()));
  await shoot('appeal-case-committee');
  const open = await browser.$(tid('case-photo-open')).getElement();
  await centre(open);
  await open.click();
  await el('photo-viewer').waitForDisplayed();
  // Full size is the screen's size: the 80 × 120 photo is drawn across most of the window.
  const drawn = await browser.execute(() => {
    const img = /** @type {HTMLImageElement} */ (document.querySelector('[data-testid="photo-viewer"] img'));
    return { w: img.getBoundingClientRect().width, h: img.getBoundingClientRect().height, vw: innerWidth, vh: innerHeight };
  });
  assert.ok(drawn.h >= drawn.vh * 0.7, `the photo fills the screen's height: ${JSON.stringify(drawn)}`);
  await screenshot('appeal-photo-full.png');
  await click('photo-viewer-close');

  // SBR 第十三条 三（二）3: the committee may not overturn the head referee's ruling, so the form
  // offers it only to recommend a change or to dismiss the appeal.
  await el('case-decide').waitForDisplayed();
  const offered = [];
  for (const b of await browser.$$(`${tid('case-decide')} [data-testid^="case-decision-"]`).getElements()) {
    offered.push(await b.getAttribute('data-testid'));
  }
  assert.deepEqual(offered, ['case-decision-recommended', 'case-decision-dismissed']);
  await click('case-decision-recommended');
  await fill('case-reason', '证据不足以推翻');
  await fill('case-passphrase', COMMITTEE.MJREF_PASSPHRASE);
  await click('case-decide-confirm');
  await browser.waitUntil(async () => (await el('case-detail').getAttribute('data-status')) === 'decided', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the case is decided',
  });
  const decision = await el('case-decision').getElement();
  assert.equal(await decision.getAttribute('data-decision'), 'recommended');
  assert.equal(await decision.getAttribute('data-heard-as'), 'appeals');
  await shoot('appeal-decided');

  const pdf = join(work, 'case.pdf');
  await click('case-export-open');
  await fill('case-export-path', pdf);
  await click('case-export-write');
  await el('case-export-written').waitForDisplayed();
  assert.equal(await el('case-export-written').getAttribute('data-pages'), '2', 'the table, then the photos');
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  for (const words of ['申诉案卷', '我并非故意多摸牌', '邻桌裁判目击', '建议裁判长改判', '牌桌全景']) {
    assert.ok(text.includes(words), `${words} in the case file`);
  }
  for (const page of [1, 2]) {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', String(page), '-l', String(page), '-singlefile', pdf,
      join(SHOTS, `appeal-case-file-${page}`)]);
  }
  // The same screen in the other two languages, looked at.
  for (const l of ['en', 'ja']) {
    await click(`lang-${l}`);
    await shoot(`appeal-decided-${l}`);
  }
  await click('lang-zh-CN');
});
