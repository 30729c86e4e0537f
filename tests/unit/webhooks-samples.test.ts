/**
 * The verification samples of docs/webhooks.mdx, taken from the page as a
 * reader copies them, run on the same fixed vectors as the lab's verifier
 * (webhooks-verify.test.ts): the Node.js sample in node, the Python sample in
 * python3. Every vector gets the same verdict from all three, so the page, the
 * lab and the samples cannot disagree.
 *
 * Then each sample runs as the server it is, on loopback: it accepts a message
 * the lab created, posted by the lab's curl command with the real curl, and
 * refuses it with one byte changed; it accepts the page's openssl sample too,
 * and refuses that with one character changed, as the page says.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createExampleMessage, curlCommand, generateSecret, verifyWebhook} from '../../lib/webhooks';
import {codeBlocks, docsRoot} from './helpers/docs';
import {PREVIOUS_SECRET, SECRET, VECTORS} from './helpers/webhookVectors';

const run = promisify(execFile);
const page = fs.readFileSync(path.join(docsRoot, 'webhooks.mdx'), 'utf8');
const blocks = codeBlocks(page);
const sample = (title: string) => {
  const block = blocks.find((candidate) => candidate.meta.includes(`title="${title}"`));
  if (!block) throw new Error(`docs/webhooks.mdx has no sample titled ${title}`);
  return block.code;
};
const opensslSample = blocks.find((block) => block.lang === 'bash' && block.code.includes('openssl dgst'))?.code;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-samples-'));
const nodeFile = path.join(dir, 'webhook-server.mjs');
const pythonFile = path.join(dir, 'webhook_server.py');
const vectorsFile = path.join(dir, 'vectors.json');
fs.writeFileSync(nodeFile, sample('webhook-server.mjs'));
fs.writeFileSync(pythonFile, sample('webhook_server.py'));
fs.writeFileSync(vectorsFile, JSON.stringify(VECTORS));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Imports the Node.js sample (its server listens on a port the system picks) and calls isValidSignature on every vector. */
const NODE_DRIVER = `
import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
// With -e, the arguments after the code start at argv[1].
const {isValidSignature} = await import(pathToFileURL(process.argv[1]).href);
const vectors = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const verdicts = vectors.map((v) => isValidSignature(Buffer.from(v.body, 'utf8'), v.timestamp, v.signature, v.secret, v.now * 1000));
process.stdout.write(JSON.stringify(verdicts));
process.exit(0);
`;

/** Imports the Python sample as a module (its server starts only as a script) and calls is_valid_signature on every vector. */
const PYTHON_DRIVER = `
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("webhook_server", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
vectors = json.load(open(sys.argv[2], encoding="utf-8"))
print(json.dumps([
    module.is_valid_signature(v["body"].encode("utf-8"), v.get("timestamp"), v.get("signature"), v["secret"], v["now"])
    for v in vectors
]))
`;

const env = (extra: Record<string, string> = {}) => ({...process.env, TESSERA_WEBHOOK_SECRET: SECRET, PORT: '0', ...extra});

describe("the page's verification samples on the vectors", () => {
  it('has a Node.js, a Python and an openssl sample to check', () => {
    expect(sample('webhook-server.mjs')).toContain('export function isValidSignature(');
    expect(sample('webhook_server.py')).toContain('def is_valid_signature(');
    expect(opensslSample).toBeDefined();
  });

  it('Node.js: the same verdict as the vectors (and the lab) on every one', async () => {
    const {stdout} = await run('node', ['--input-type=module', '-e', NODE_DRIVER, nodeFile, vectorsFile], {env: env()});
    const verdicts = JSON.parse(stdout) as boolean[];
    expect(VECTORS.map((vector, index) => [vector.name, verdicts[index]])).toEqual(VECTORS.map((vector) => [vector.name, vector.valid]));
  });

  it('Python: the same verdict as the vectors (and the lab) on every one', async () => {
    const {stdout} = await run('python3', ['-c', PYTHON_DRIVER, pythonFile, vectorsFile], {env: env()});
    const verdicts = JSON.parse(stdout) as boolean[];
    expect(VECTORS.map((vector, index) => [vector.name, verdicts[index]])).toEqual(VECTORS.map((vector) => [vector.name, vector.valid]));
  });

  it('the drivers would notice a sample that accepts everything', async () => {
    const lenient = path.join(dir, 'lenient.mjs');
    fs.writeFileSync(lenient, sample('webhook-server.mjs').replace("if (!entry.startsWith('v1=')) return false;", 'return true;'));
    const {stdout} = await run('node', ['--input-type=module', '-e', NODE_DRIVER, lenient, vectorsFile], {env: env()});
    expect(JSON.parse(stdout)).not.toEqual(VECTORS.map((vector) => vector.valid));
  });
});

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sample server exited with ${child.exitCode}: ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The sample server did not listen on ${port}: ${output()}`);
}

/** Runs a shell command with curl printing only the HTTP status of the response. */
async function statusOf(command: string, rewrite?: {from: string; to: string}): Promise<string> {
  const rewriting = rewrite ? `for i in "\${!args[@]}"; do [ "\${args[$i]}" = '${rewrite.from}' ] && args[$i]='${rewrite.to}'; done;` : '';
  const stub = `curl() { local args=("$@"); ${rewriting} command curl -s -o /dev/null -w '%{http_code}' --max-time 10 "\${args[@]}"; }`;
  const {stdout} = await run('bash', ['-c', `${stub}\n${command}`]);
  return stdout.trim();
}

const servers: Array<{name: string; command: string; file: string}> = [
  {name: 'Node.js', command: 'node', file: nodeFile},
  {name: 'Python', command: 'python3', file: pythonFile},
];

for (const server of servers) {
  describe(`the ${server.name} sample as a server on loopback`, () => {
    let child: ChildProcess;
    let port: number;
    let endpoint: string;
    let output = '';
    // The openssl sample's own secret, for the check of that sample.
    const opensslSecret = /TESSERA_WEBHOOK_SECRET='([^']+)'/.exec(opensslSample ?? '')?.[1] ?? '';

    const start = async (secret: string) => {
      port = await freePort();
      endpoint = `http://127.0.0.1:${port}/webhooks`;
      output = '';
      child = spawn(server.command, [server.file], {env: env({TESSERA_WEBHOOK_SECRET: secret, PORT: String(port)}), stdio: 'pipe'});
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      await waitForPort(port, child, () => output);
    };
    const stop = async () => {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    };

    beforeAll(() => start(SECRET), 20_000);
    afterAll(stop);

    it("accepts a message the lab created, posted with the lab's curl command, and handles it", async () => {
      const message = await createExampleMessage({type: 'chart.published', secret: SECRET, id: 61001, now: Date.now()});
      expect(await statusOf(curlCommand(message, endpoint))).toBe('204');
      await expect.poll(() => output).toContain('Received chart.published for 3f2a1c9e-7d4b-4e8a-9c61-0b5d2e7f8a14');
    });

    it('refuses that message with one byte of the body changed', async () => {
      const message = await createExampleMessage({type: 'chart.published', secret: SECRET, id: 61002, now: Date.now()});
      const changed = {...message, body: message.body.replace('"id":61002', '"id":61003')};
      expect(changed.body).not.toBe(message.body);
      expect(await statusOf(curlCommand(changed, endpoint))).toBe('401');
    });

    it('refuses a message signed with another secret, and accepts one signed with two after a rotation', async () => {
      const other = await createExampleMessage({type: 'chart.created', secret: generateSecret(), id: 61004, now: Date.now()});
      expect(await statusOf(curlCommand(other, endpoint))).toBe('401');
      const rotated = await createExampleMessage({
        type: 'chart.created',
        secret: PREVIOUS_SECRET,
        previousSecret: SECRET,
        id: 61005,
        now: Date.now(),
      });
      expect(await statusOf(curlCommand(rotated, endpoint))).toBe('204');
    });

    it("accepts the openssl sample's message, and refuses it with one character changed", async () => {
      await stop();
      await start(opensslSecret);
      const rewrite = {from: 'http://localhost:8000/', to: endpoint};
      expect(await statusOf(opensslSample!, rewrite)).toBe('204');
      const changed = opensslSample!.replace('"id":1,', '"id":2,');
      expect(changed).not.toBe(opensslSample);
      // The body is changed after signing: the signature line reads BODY before the change.
      const afterSigning = changed.replace(/^(SIGNATURE=.*)$/m, `$1\nBODY=$(printf '%s' "$BODY" | sed 's/"id":2,/"id":3,/')`);
      expect(await statusOf(afterSigning, rewrite)).toBe('401');
    });

    it("agrees with the lab on the openssl sample's message", async () => {
      const script = `date() { echo 1760435335; }\ncurl() { printf '%s\\0' "$@"; }\n${opensslSample}`;
      const {stdout} = await run('bash', ['-c', script]);
      const args = stdout.split('\0').slice(0, -1);
      const headers = new Map<string, string[]>();
      args.forEach((arg, index) => {
        if (args[index - 1] !== '-H') return;
        const [name, value] = arg.split(/: (.*)/s);
        headers.set(name.toLowerCase(), [value]);
      });
      const body = args[args.indexOf('--data-binary') + 1];
      const verdict = await verifyWebhook({headers, body, secret: opensslSecret, now: 1760435335_000 + 1000});
      expect(verdict).toMatchObject({valid: true, reason: null});
    });
  });
}

describe('a sample server started without the signing secret', () => {
  // A reader who starts the server in another terminal than the one that exports the secret
  // must see why at once, not a server that dies on its first call and answers nothing.
  for (const server of servers) {
    it(`${server.name}: exits at start-up and names TESSERA_WEBHOOK_SECRET`, async () => {
      const withoutSecret: NodeJS.ProcessEnv = env();
      delete withoutSecret.TESSERA_WEBHOOK_SECRET;
      const failure = await run(server.command, [server.file], {env: withoutSecret, timeout: 10_000}).then(
        () => undefined,
        (error: {code?: number; stderr?: string}) => error,
      );
      expect(failure?.code).not.toBe(0);
      expect(failure?.stderr).toContain('TESSERA_WEBHOOK_SECRET');
    });
  }
});
