#!/usr/bin/env node
/**
 * The renderer playground's figures, in Debian's Chromium against a production
 * build served gzipped on loopback:
 * - samples: every complete renderer sample of the docs (the files the build
 *   writes to /playground/samples/), each opened in the playground and run in
 *   its frame; a sample counts as running when the chart renders and the log
 *   holds no error. Failures are listed with their first error;
 * - coverage per list (lib/playground/surface.ts);
 * - opening the playground on the Lighthouse mobile profile (150 ms RTT,
 *   1.6 Mbps down, 4x CPU slowdown, 412 px wide): bytes transferred and time
 *   from navigation until the first seat is an interactive control;
 * - frame rate while a pointer drags the 10,000-seat demo chart, with and
 *   without the 4x CPU slowdown.
 *
 *   node scripts/bench-playground.mjs [buildDir]        default: build/
 *   OPENING_ONLY=1 RUNS=7 node scripts/bench-playground.mjs [buildDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const samplesDir = path.join(buildDir, 'playground', 'samples');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLAYGROUND = '/docs/renderer/playground';

if (!fs.existsSync(samplesDir)) {
  console.log(`\nPlayground: no samples in ${path.relative(root, buildDir) || '.'} (build first)`);
  process.exit(0);
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, out);
    else if (entry.name.endsWith('.json')) out.push(abs);
  }
  return out;
}

/** Waits for the playground's status line to settle on a result, then for late errors. */
async function outcome(page, timeout = 15_000) {
  const status = page.locator('[role="status"]').filter({hasText: /^(Rendered\.|Rendering failed|Error)/});
  let state = 'timeout';
  try {
    await status.first().waitFor({timeout});
    state = (await status.first().textContent()) ?? '';
  } catch {
    // Counted as not running.
  }
  await page.waitForTimeout(300);
  const errors = await page
    .locator('[role="log"] li')
    .evaluateAll((items) => items.filter((item) => item.className.includes('error')).map((item) => item.textContent ?? ''));
  return {state, errors};
}

async function runSamples(browser, origin) {
  const jobs = [];
  for (const file of walk(samplesDir)) {
    const id = path
      .relative(samplesDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.json$/, '');
    const {samples} = JSON.parse(fs.readFileSync(file, 'utf8'));
    samples.forEach((_, n) => jobs.push({id, n}));
  }
  const failures = [];
  let ran = 0;
  const worker = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      await page.goto(`${origin}${PLAYGROUND}?sample=${job.id}&n=${job.n}`);
      const {state, errors} = await outcome(page);
      if (state === 'Rendered.' && errors.length === 0) ran += 1;
      else failures.push(`${job.id} #${job.n}: ${state}${errors.length ? `; ${errors[0].slice(0, 160)}` : ''}`);
    }
    await context.close();
  };
  const total = jobs.length;
  await Promise.all([worker(), worker()]);
  console.log(`\nRenderer samples that run in the playground without an error: ${ran} of ${total} (${((ran / total) * 100).toFixed(1)} %)`);
  for (const failure of failures) console.log(`  not running: ${failure}`);
}

async function coverage() {
  const require = createRequire(import.meta.url);
  const jiti = require('jiti')(import.meta.filename);
  const {coverage: count, surfaceLists} = jiti(path.join(root, 'lib/playground/surface.ts'));
  console.log('\nPlayground coverage of domain/renderer.yaml (removed items left out):');
  for (const {list, title} of surfaceLists) {
    const {simulated, total} = count(list);
    console.log(
      `  ${title.padEnd(18)} ${String(simulated).padStart(3)} of ${String(total).padEnd(3)} ${((simulated / total) * 100).toFixed(0).padStart(4)} %`,
    );
  }
}

/**
 * Lighthouse's mobile profile (its mobileSlow4G constants, as its devtools throttling applies them):
 * 150 ms round trip per request, 1.6 Mbps down and 750 Kbps up (each x 0.9), the CPU 4x slower,
 * a 412 x 823 phone screen.
 */
export const MOBILE = {rttMs: 150, downKbps: 1.6 * 1024 * 0.9, upKbps: 750 * 0.9, cpu: 4};
const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/** The profile on a page target: its network (every request of the page and its in-process frames shares the bandwidth) and its CPU. */
async function throttle(context, target, {network = true, cpu = MOBILE.cpu} = {}) {
  const session = await context.newCDPSession(target);
  await session.send('Network.enable');
  if (network)
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.rttMs,
      downloadThroughput: (MOBILE.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE.upKbps * 1024) / 8,
    });
  await session.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  return session;
}

/**
 * Chromium for the opening measurement. Desktop Chromium puts a sandboxed frame in a process of its
 * own (IsolateSandboxedIframes), throttled apart from the page: its requests would get a second
 * 1.6 Mbps and its scripts a CPU of their own. Chrome on Android keeps the frame in the page's
 * process, so the frame shares the page's bandwidth and main thread, as here; openingOnce checks it.
 */
function launchMobile() {
  return chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-features=IsolateSandboxedIframes']});
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The chart frame of the page (its URL carries #boot or a run's query), once it is there. */
async function chartFrame(page) {
  for (let wait = 0; wait < 600; wait += 1) {
    const frame = page
      .frames()
      .find((candidate) => /^\/playground-frame(\.html)?$/.test(URL.canParse(candidate.url()) ? new URL(candidate.url()).pathname : ''));
    if (frame) return frame;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('bench-playground: the chart frame never came.');
}

const firstPaint = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * The tap as a phone makes it: once the page has painted, the map is scrolled into view (on a phone
 * it is below the Config field, and Chromium does not render a cross-origin frame out of view), and
 * once the frame has painted its seats, a touch goes to the seat's position through the browser's
 * input pipeline (CDP), every 100 ms until the seat is selected: a reader taps what they see.
 */
async function touchSeat(page, frame) {
  await page.waitForFunction(firstPaint, null, {polling: 50, timeout: 60_000});
  await page.evaluate(() => document.querySelector('iframe[title="Seat map"]').scrollIntoView({block: 'center', behavior: 'instant'}));
  await frame.waitForFunction(firstPaint, null, {polling: 50, timeout: 60_000});
  const origin = await page.evaluate(() => {
    const element = document.querySelector('iframe[title="Seat map"]');
    const box = element.getBoundingClientRect();
    return {x: box.x + element.clientLeft, y: box.y + element.clientTop};
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const point = await frame.evaluate(() => {
      const box = document.querySelector('[data-label="A-12"]').getBoundingClientRect();
      return {x: box.x + box.width / 2, y: box.y + box.height / 2};
    });
    await page.touchscreen.tap(origin.x + point.x, origin.y + point.y);
    if (await frame.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(window.__selectedAt !== undefined), 100)))) return;
  }
}

/** The tap as Playwright's locator.tap makes it (LOCATOR_TAP=1): the figure before the touch above. */
async function locatorTap(seat, frame) {
  // Its wait for the seat polls the frame's visibility, as the figure before always did.
  await seat.waitFor({state: 'visible', timeout: 60_000});
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await seat.tap({timeout: 60_000});
    if (await frame.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(window.__selectedAt !== undefined), 500)))) return;
  }
}

/**
 * One opening of the playground on the mobile profile, from navigation start: when seat A-12 is in
 * the frame's document, when the frame first painted, when the seat, a focusable control, selects on
 * a tap (repeated until it says aria-pressed="true"; the time is when it did), then when the tab's
 * sandbox has held it (onHoldSucceeded in the Callbacks log) and when the playground is complete
 * (CodeMirror in place of the plain Config field). Bytes are what went over the wire by each point.
 *
 * The frame notes the seat's arrival and its press itself (an init script), so nothing polls the
 * page's layout. Playwright's locator.tap, the figure this bench gave before, first waits for the
 * target to be visible, stable over two animation frames and hit by the point, each forcing layouts
 * a reader's tap does not: at 4x CPU its polling laid out the unstyled page while the stylesheet was
 * still loading, and the frame painted about 230 ms later than with the touch.
 */
async function openingOnce(browser, origin) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    if (!location.pathname.startsWith('/playground-frame')) return;
    const now = () => performance.timeOrigin + performance.now();
    new MutationObserver((_, observer) => {
      const seat = document.querySelector('[data-label="A-12"]');
      if (!seat) return;
      window.__seatAt ??= now();
      if (seat.getAttribute('aria-pressed') === 'true') {
        window.__selectedAt = now();
        observer.disconnect();
      }
    }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed']});
  });
  const page = await context.newPage();
  const session = await throttle(context, page);
  const finished = [];
  session.on('Network.loadingFinished', (event) => finished.push({at: Date.now(), bytes: event.encodedDataLength}));
  const bytesBy = (epoch) => finished.filter((entry) => entry.at <= epoch).reduce((sum, entry) => sum + entry.bytes, 0);
  await page.goto(`${origin}${PLAYGROUND}`, {waitUntil: 'commit'});
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const frame = await chartFrame(page);
  const chart = page.frameLocator('iframe[title="Seat map"]');
  const seat = chart.getByRole('button', {name: /^A-12, /});
  if (!process.env.LOCATOR_TAP) await frame.waitForFunction(() => window.__seatAt !== undefined, null, {polling: 50, timeout: 60_000});
  const targets = (await (await browser.newBrowserCDPSession()).send('Target.getTargets')).targetInfos;
  if (targets.some((target) => target.type === 'iframe'))
    throw new Error(
      'bench-playground: the chart frame runs in a process of its own; the opening figures would not share the network and CPU.',
    );
  if (process.env.LOCATOR_TAP) await locatorTap(seat, frame);
  else await touchSeat(page, frame);
  const {seatAt, selectedAt, paintedAt} = await frame.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      seatAt: window.__seatAt,
      selectedAt: window.__selectedAt,
      paintedAt: paint ? performance.timeOrigin + paint.startTime : undefined,
    };
  });
  if (selectedAt === undefined) throw new Error('bench-playground: a tap never selected A-12.');
  // The same seat is a focusable control, and Enter selects its neighbour.
  const focusable = await seat.evaluate((node) => {
    node.focus();
    return document.activeElement === node && node.getAttribute('tabindex') !== null;
  });
  await chart.getByRole('button', {name: /^A-13, /}).press('Enter');
  await chart.getByRole('button', {name: /^A-13, /, pressed: true}).waitFor({timeout: 60_000});
  await page.getByRole('log', {name: 'Callbacks'}).getByText('onHoldSucceeded').first().waitFor({timeout: 60_000});
  const heldAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.locator('.cm-content').waitFor({timeout: 60_000});
  const completeAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await context.close();
  return {
    selected: selectedAt - navigationStart,
    seat: seatAt - navigationStart,
    painted: paintedAt === undefined ? undefined : paintedAt - navigationStart,
    selectedBytes: bytesBy(selectedAt),
    held: heldAt - navigationStart,
    complete: completeAt - navigationStart,
    completeBytes: bytesBy(completeAt),
    focusable,
  };
}

async function opening(origin, runs) {
  const browser = await launchMobile();
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) results.push(await openingOnce(browser, origin));
  } finally {
    await browser.close();
  }
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const pick = (key) => median(results.map((result) => result[key]));
  console.log(
    `\nOpening the playground on the Lighthouse mobile profile (${MOBILE.rttMs} ms RTT, 1.6 Mbps, CPU ${MOBILE.cpu}x; median of ${runs}):`,
  );
  console.log(
    `  first seat that is a focusable control and selects on a tap: ${s(pick('selected'))} (${kb(pick('selectedBytes'))} transferred)` +
      `${results.every((result) => result.focusable) ? '' : ' - NOT FOCUSABLE in some runs'}`,
  );
  if (results.every((result) => result.seat !== undefined)) console.log(`  the seat in the frame's document: ${s(pick('seat'))}`);
  if (results.every((result) => result.painted !== undefined))
    console.log(
      `  the map first painted in the frame (its first contentful paint): ${s(pick('painted'))}; the rest is the tap` +
        (process.env.LOCATOR_TAP
          ? ", as Playwright's locator.tap makes it (LOCATOR_TAP=1)"
          : ', a touch at the seat through the input pipeline'),
    );
  console.log(`  the tab's sandbox holds it (onHoldSucceeded in the Callbacks log): ${s(pick('held'))}`);
  console.log(`  the playground complete (CodeMirror, controls): ${s(pick('complete'))} (${kb(pick('completeBytes'))} transferred)`);
  console.log(`  runs, first seat: ${results.map((result) => s(result.selected)).join(', ')}`);
}

const LARGE = `new tessera.SeatingChart({
  divId: 'chart',
  workspaceKey: 'YOUR_WORKSPACE_KEY',
  event: 'stadium-open-day',
}).render();`;

async function panning(browser, origin, cpu) {
  const context = await browser.newContext({viewport: {width: 1440, height: 1000}});
  const page = await context.newPage();
  await page.goto(`${origin}${PLAYGROUND}`);
  await page.locator('[role="status"]').filter({hasText: 'Rendered.'}).waitFor({timeout: 60_000});
  const editor = page.getByRole('textbox', {name: 'Config'});
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor.fill(LARGE);
  const started = Date.now();
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await page
    .locator('[role="status"]')
    .filter({hasText: /^(Rendered\.|Error|Rendering failed)/})
    .waitFor({timeout: 120_000});
  const renderMs = Date.now() - started;
  const frame = page.frames().find((candidate) => /\/playground-frame(\.html)?$/.test(candidate.url()));
  const seats = await frame.locator('[data-label]').count();
  if (cpu > 1) await throttle(context, page, {network: false, cpu}).catch(() => undefined);
  if (cpu > 1) await throttle(context, frame, {network: false, cpu}).catch(() => undefined);
  const box = await page.locator('iframe[title="Seat map"]').boundingBox();
  await frame.evaluate(() => {
    const times = [];
    window.__frames = times;
    const tick = (time) => {
      times.push(time);
      if (times.length < 20_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 120;
  const t0 = Date.now();
  const from = await frame.evaluate(() => performance.now());
  for (let i = 0; i < steps; i += 1) {
    const angle = (i / steps) * Math.PI * 4;
    await page.mouse.move(x + Math.cos(angle) * 150, y + Math.sin(angle) * 80);
  }
  await page.mouse.up();
  const to = await frame.evaluate(() => performance.now());
  const elapsed = Date.now() - t0;
  const fps = await frame.evaluate(
    ([start, end]) => {
      const times = window.__frames.filter((time) => time >= start && time <= end);
      const gaps = times.slice(1).map((time, i) => time - times[i]);
      const span = times[times.length - 1] - times[0];
      return {fps: ((times.length - 1) / span) * 1000, worst: Math.max(...gaps), frames: times.length};
    },
    [from, to],
  );
  console.log(
    `\nPanning the ${seats.toLocaleString('en')}-seat demo chart${cpu > 1 ? ` (CPU ${cpu}x slower)` : ''}: rendered in ${(renderMs / 1000).toFixed(2)} s; ${fps.fps.toFixed(0)} frames per second over a ${(elapsed / 1000).toFixed(1)} s drag (${fps.frames} frames, longest frame ${fps.worst.toFixed(0)} ms)`,
  );
  await context.close();
}

const server = await serveBuild(buildDir);
const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
try {
  // OPENING_ONLY=1 measures the opening alone (RUNS times), e.g. to compare two builds.
  if (!process.env.OPENING_ONLY) await coverage();
  await opening(server.origin, Number(process.env.RUNS ?? 5));
  if (!process.env.OPENING_ONLY) {
    await panning(browser, server.origin, 1);
    await panning(browser, server.origin, 4);
    await runSamples(browser, server.origin);
  }
} finally {
  await browser.close();
  await server.close();
}
