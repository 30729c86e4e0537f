#!/usr/bin/env node
/**
 * Sandbox figures (lib/sandbox, loaded through jiti, in Node):
 *
 * - latency of hold, book and best available on the demo's 10,000-seat
 *   stadium (event stadium-open-day), p50 and p95 per call, with request
 *   validation on; each call alone (`handle`) and with the state written to
 *   storage after it (`handle + save`, what one click costs in the browser);
 * - the layout of the 10,000-seat chart (once per page);
 * - modelled against example-only operations;
 * - the operations data the console loads: raw and gzip bytes.
 *
 *   node scripts/bench-sandbox.mjs
 *
 * Deterministic seed; about 10 s on two cores. It prints figures; it asserts nothing.
 */
import {performance} from 'node:perf_hooks';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import createJiti from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const jiti = createJiti(import.meta.url);
const {compactOperations, createSandbox, DEMO, memoryStorage, MODELLED_OPERATIONS} = jiti('../lib/sandbox/index.ts');
const {chartModel} = jiti('../lib/sandbox/charts.ts');
const {loadApiModel} = jiti('../plugins/openapi-docs/index.ts');

const CALLS = 400;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;

const operations = compactOperations(loadApiModel(root));
const auth = {authorization: `Basic ${Buffer.from(`${DEMO.secretKey}:`).toString('base64')}`};
const event = `/events/${DEMO.events.large}`;

let started = performance.now();
const model = chartModel(`large:${DEMO.largeSeats}`);
const layoutMs = performance.now() - started;

/** Runs `CALLS` calls of one kind on a fresh sandbox; `save` writes the state after each call. */
function measure(kind, save) {
  let clock = Date.UTC(2025, 9, 18, 19, 0, 0);
  const sandbox = createSandbox({seed: 1, storage: memoryStorage(), operations, now: () => clock});
  const send = (method, url, body) => sandbox.handle({method, path: url, headers: auth, body: body && JSON.stringify(body)});
  const seats = model.rows.flat().map((seat) => seat.label);
  // Spread the seats a call touches over the whole chart, so later calls meet a fuller event.
  const order = seats
    .map((label, i) => ({label, key: (i * 7919) % seats.length}))
    .sort((a, b) => a.key - b.key)
    .map((s) => s.label);
  const times = [];
  for (let i = 0; i < CALLS; i += 1) {
    clock += 1000;
    const token = JSON.parse(send('POST', '/hold-tokens', {expiresInMinutes: 120}).body).holdToken;
    const pair = [order[2 * i], order[2 * i + 1]];
    let request;
    if (kind === 'hold') request = ['POST', `${event}/actions/hold`, {objects: pair, holdToken: token}];
    else if (kind === 'book') request = ['POST', `${event}/actions/book`, {objects: pair, orderId: `order-${i}`}];
    else request = ['POST', `${event}/actions/book`, {bestAvailable: {number: 4, categories: ['Middle tier']}, orderId: `order-${i}`}];
    started = performance.now();
    const response = send(...request);
    if (save) sandbox.flush();
    times.push(performance.now() - started);
    if (response.status >= 300) throw new Error(`${kind} ${i}: ${response.status} ${response.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return {p50: percentile(times, 50), p95: percentile(times, 95)};
}

console.log(`\nSandbox (lib/sandbox), ${DEMO.largeSeats.toLocaleString('en-US')}-seat chart, ${CALLS} calls each, validation on:`);
console.log(`  layout of the chart (once per page): ${ms(layoutMs)}, ${model.objects.length} objects in ${model.rows.length} rows`);
// A first pass warms the JIT; the figures come from the second.
for (const kind of ['hold', 'book', 'best available']) measure(kind, false);
for (const kind of ['hold', 'book', 'best available']) {
  const alone = measure(kind, false);
  const saved = measure(kind, true);
  console.log(
    `  ${kind.padEnd(15)} handle: p50 ${ms(alone.p50).padStart(9)}  p95 ${ms(alone.p95).padStart(9)}   handle + save: p50 ${ms(saved.p50).padStart(9)}  p95 ${ms(saved.p95).padStart(9)}`,
  );
}

const modelled = new Set(MODELLED_OPERATIONS);
const exampleOnly = operations.operations.filter((op) => !modelled.has(op.id) && !op.variantOf);
const seasonVariants = operations.operations.filter((op) => !modelled.has(op.id) && op.variantOf);
console.log(
  `  operations: ${operations.operations.length} in the document; ${modelled.size} modelled with state, ${exampleOnly.length} answered from the document's examples,`,
);
console.log(
  `              ${seasonVariants.length} season variants answered by the event operations (${seasonVariants.map((op) => op.id).join(', ')})`,
);
const data = JSON.stringify(operations);
console.log(
  `  operations data: ${(data.length / 1024).toFixed(1)} KB raw, ${(gzipSync(data, {level: 9}).length / 1024).toFixed(1)} KB gzip`,
);
