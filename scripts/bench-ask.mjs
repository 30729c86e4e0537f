#!/usr/bin/env node
/**
 * Ask server figures, on loopback, against the stub model of the unit tests
 * (tests/unit/ask-stub.ts), with the search index of a build (default build/,
 * or the directory given as first argument; the unit tests' small index when
 * the build has none):
 *
 * - throughput and latency of whole answers (citations, streamed text, done);
 * - heap before and after 2,000 questions of random words (the cheap request
 *   an attacker can send: it never reaches the model);
 * - latency of a normal question while 50 slow clients hold connections
 *   (half trickle their request body, half never read their answer).
 *
 *   node --expose-gc scripts/bench-ask.mjs [build-dir]
 *
 * Bounded in count and time (about 15 s on two cores). It prints figures; it asserts nothing.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const jiti = createJiti(import.meta.url);
const {startAskServer} = jiti('../server/ask/server.ts');
const {startStubModel} = jiti('../tests/unit/ask-stub.ts');
const {EVAL_QUESTIONS, HELD_OUT_QUESTIONS} = jiti('../tests/unit/ask-questions.ts');

const ANSWERS = 200;
const CONCURRENCY = 8;
const RANDOM_QUESTIONS = 2000;
/** Words per random question: about 440 characters, near the 500 a question may have. */
const RANDOM_WORDS = 45;
const SLOW_CLIENTS = 50;
const PROBES = 20;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deterministic words, so every run asks the same 2,000 questions. */
function randomWords(seed) {
  // mulberry32: integer arithmetic throughout, so the sequence does not collapse into a short cycle.
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (count) =>
    Array.from({length: count}, () =>
      Array.from({length: 6 + Math.floor(next() * 6)}, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(''),
    ).join(' ');
}

async function indexDir() {
  const built = path.join(buildDir, 'search-index');
  if (fs.existsSync(path.join(built, 'manifest.json')))
    return {dir: built, label: built.startsWith(root) ? path.relative(root, built) : built, temporary: false};
  const {buildIndexFiles, writeIndexFiles} = jiti('../plugins/search-index/writeIndex.ts');
  const {fixturePages} = jiti('../tests/unit/search-fixtures.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ask-index-'));
  await writeIndexFiles(dir, buildIndexFiles(fixturePages));
  return {dir, label: "the unit tests' small index (no build found)", temporary: true};
}

/** One question, read to its end; the time from sending to the last byte. */
async function timedAsk(url, question) {
  const started = performance.now();
  const response = await fetch(`${url}/ask`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({question}),
  });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('"done"')) throw new Error(`unexpected answer (${response.status}): ${text.slice(0, 200)}`);
  return performance.now() - started;
}

async function inParallel(items, limit, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({length: limit}, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

function heapUsed() {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/** A client that opens a request and sends its body one byte a second, or asks and never reads. */
function slowClient(port, kind) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  const body = JSON.stringify({question: 'How long does a hold token last?'});
  if (kind === 'trickle') {
    socket.write(`POST /ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length - 1 && !socket.destroyed) socket.write(body[sent++]);
    }, 1000);
    socket.on('close', () => clearInterval(timer));
  } else {
    socket.write(
      `POST /ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    socket.pause();
  }
  return socket;
}

const index = await indexDir();
const stub = await startStubModel();
stub.delayMs = 0;
stub.tokens = Array.from({length: 20}, (_, i) => `word${i} `);
const server = await startAskServer(
  {
    upstream: {baseUrl: stub.baseUrl, apiKey: 'bench-key', model: 'stub-model', timeoutMs: 5000},
    indexDir: index.dir,
    allowedOrigins: ['*'],
    ratePerMinute: 1_000_000,
    trustProxy: 0,
    log: () => undefined,
  },
  0,
);
const port = Number(new URL(server.url).port);
const questions = [...EVAL_QUESTIONS, ...HELD_OUT_QUESTIONS].map(({question}) => question);

try {
  console.log('\nAsk server benchmark');
  console.log(`  index: ${index.label}; stub model on loopback, 20 tokens per answer, no delay; Node ${process.versions.node}`);

  // Warm-up: load the index and the postings the questions need, let the JIT settle.
  await inParallel(questions, CONCURRENCY, (question) => timedAsk(server.url, question));
  const asked = Array.from({length: ANSWERS}, (_, i) => questions[i % questions.length]);
  const started = performance.now();
  const latencies = (await inParallel(asked, CONCURRENCY, (question) => timedAsk(server.url, question))).sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nWhole answers (${ANSWERS} questions, ${CONCURRENCY} at a time):`);
  console.log(
    `  ${(ANSWERS / seconds).toFixed(0)} questions/s; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );

  const words = randomWords(16);
  const before = heapUsed();
  const randomStarted = performance.now();
  await inParallel(
    Array.from({length: RANDOM_QUESTIONS}, () => words(RANDOM_WORDS)),
    CONCURRENCY,
    (question) => timedAsk(server.url, question),
  );
  const randomSeconds = (performance.now() - randomStarted) / 1000;
  const after = heapUsed();
  console.log(
    `\nHeap over ${RANDOM_QUESTIONS} questions of ${RANDOM_WORDS} random words (${(RANDOM_QUESTIONS / randomSeconds).toFixed(0)} questions/s${globalThis.gc ? ', after a full GC' : ', no --expose-gc: includes garbage'}):`,
  );
  console.log(`  before ${mb(before)}, after ${mb(after)} (${after >= before ? '+' : ''}${mb(after - before)})`);

  stub.delayMs = 5;
  stub.tokens = Array.from({length: 400}, (_, i) => `a longer answer, part ${i}, that a client never reads. `);
  const slow = Array.from({length: SLOW_CLIENTS}, (_, i) => slowClient(port, i % 2 === 0 ? 'trickle' : 'unread'));
  await pause(1500);
  const probeStub = {tokens: stub.tokens};
  stub.delayMs = 0;
  stub.tokens = Array.from({length: 20}, (_, i) => `word${i} `);
  const probes = [];
  for (let i = 0; i < PROBES; i += 1) probes.push(await timedAsk(server.url, questions[i % questions.length]));
  probes.sort((a, b) => a - b);
  const open = slow.filter((socket) => !socket.destroyed).length;
  console.log(
    `\nA normal question while ${SLOW_CLIENTS} slow clients hold connections (${probeStub.tokens.length}-token answers unread, bodies trickled; ${open} still open after the probes):`,
  );
  console.log(`  latency p50 ${percentile(probes, 50).toFixed(1)} ms, max ${probes.at(-1).toFixed(1)} ms`);
  for (const socket of slow) socket.destroy();
} finally {
  await server.close();
  await stub.close();
  if (index.temporary) fs.rmSync(index.dir, {recursive: true, force: true});
}
