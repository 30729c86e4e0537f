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

/** Network and CPU of Lighthouse's mobile profile on a page and, if it runs in its own process, its frame. */
async function throttle(context, target, cpu = 4) {
  const session = await context.newCDPSession(target);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  return session;
}

async function firstSeat(browser, origin) {
  const results = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await throttle(context, page);
    page.on('frameattached', (frame) => {
      void throttle(context, frame).catch(() => undefined);
    });
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    const started = Date.now();
    await page.goto(`${origin}${PLAYGROUND}`, {waitUntil: 'commit'});
    await page
      .frameLocator('iframe[title="Seat map"]')
      .getByRole('button', {name: /^A-12, /})
      .waitFor({timeout: 60_000});
    await page.locator('[role="status"]').filter({hasText: 'Rendered.'}).waitFor({timeout: 60_000});
    const ms = Date.now() - started;
    await page.waitForTimeout(200);
    results.push({ms, bytes});
    await context.close();
  }
  results.sort((a, b) => a.ms - b.ms);
  const median = results[1];
  console.log(
    `\nOpening the playground, Lighthouse mobile profile (median of 3): first interactive seat after ${(median.ms / 1000).toFixed(2)} s, ${(median.bytes / 1024).toFixed(0)} KB transferred`,
  );
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
  if (cpu > 1) await throttle(context, page, cpu).catch(() => undefined);
  if (cpu > 1) await throttle(context, frame, cpu).catch(() => undefined);
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
  await coverage();
  await firstSeat(browser, server.origin);
  await panning(browser, server.origin, 1);
  await panning(browser, server.origin, 4);
  await runSamples(browser, server.origin);
} finally {
  await browser.close();
  await server.close();
}
