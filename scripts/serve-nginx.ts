#!/usr/bin/env node
/**
 * Serves a build with the production nginx configuration (deploy/nginx/),
 * unprivileged, on loopback: Debian's nginx with a temporary prefix holding
 * the pid file, logs and buffers. Only the deployment's own values change:
 * the listen address, the build and snippet paths, the ask server address,
 * and the Tessera API's address and the certificate authority that vouches
 * for it (Try it on a hosted sandbox, tessera-docs-sandbox.conf).
 *
 *   npm run serve:nginx -- [build-dir] [port]     preview until Ctrl+C (port 8080)
 *
 * tests/e2e/nginx.spec.ts, tests/e2e/configured/console-hosted.spec.ts and
 * scripts/bench-transfer.mjs start it through startNginx().
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DEPLOY = path.join(root, 'deploy', 'nginx');

/**
 * `api`: where the hosted-sandbox proxy sends requests, a loopback port serving
 * TLS for the API's name with a certificate that `caFile` vouches for. Without
 * it the proxy points at the discard port and trusts the system's authorities.
 */
export type ApiUpstream = {port: number; caFile: string};
export type NginxOptions = {buildDir?: string; port?: number; askPort?: number; api?: ApiUpstream};
export type RunningNginx = {url: string; prefix: string; stop(): Promise<void>};

/** A free loopback port (nginx needs a number in its config). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const SYSTEM_CA = '/etc/ssl/certs/ca-certificates.crt';
const SANDBOX_SNIPPET = 'tessera-docs-sandbox.conf';

/** Replaces `from` by `to` in a deploy file, failing when the file no longer holds `from`. */
function replaceIn(file: string, text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/${file} changed shape: could not set ${to}`);
  return text.replaceAll(from, to);
}

/**
 * The production server file, with this machine's listen address, paths, ask
 * server and API upstream; the hosted-sandbox snippet is read from `snippetDir`
 * (where startNginx writes its copy with the test's certificate authority).
 */
export function siteConfig({
  buildDir,
  port,
  askPort,
  apiPort = 9,
  snippetDir = DEPLOY,
}: {
  buildDir: string;
  port: number;
  askPort: number;
  apiPort?: number;
  snippetDir?: string;
}): string {
  const file = 'tessera-docs.conf';
  let text = fs.readFileSync(path.join(DEPLOY, file), 'utf8').replace(/^\s*listen \[::\]:80;\n/m, '');
  text = replaceIn(file, text, 'listen 80;', `listen 127.0.0.1:${port};`);
  text = replaceIn(file, text, '/srv/tessera-docs/build', buildDir);
  text = replaceIn(file, text, `/etc/nginx/snippets/${SANDBOX_SNIPPET}`, path.join(snippetDir, SANDBOX_SNIPPET));
  text = replaceIn(file, text, '/etc/nginx/snippets/', `${DEPLOY}/`);
  text = replaceIn(file, text, 'server 127.0.0.1:8787;', `server 127.0.0.1:${askPort};`);
  return replaceIn(file, text, 'server api-eu.tessera.example:443;', `server 127.0.0.1:${apiPort};`);
}

/** The hosted-sandbox snippet, trusting `caFile` for the API's certificate. */
export function sandboxSnippet(caFile = SYSTEM_CA): string {
  return replaceIn(SANDBOX_SNIPPET, fs.readFileSync(path.join(DEPLOY, SANDBOX_SNIPPET), 'utf8'), SYSTEM_CA, caFile);
}

/** Starts nginx over `buildDir`; resolves once it accepts connections. */
export async function startNginx({buildDir = path.join(root, 'build'), port, askPort = 9, api}: NginxOptions = {}): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (see .ci/run)`);
  if (!fs.existsSync(BROTLI_MODULE)) throw new Error(`${BROTLI_MODULE} is missing: apt-get install libnginx-mod-http-brotli-static`);
  if (!fs.existsSync(path.join(buildDir, '_nginx', 'redirects.conf')))
    throw new Error(`${buildDir} has no _nginx/redirects.conf: run npm run build`);
  const listenPort = port ?? (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(path.join(prefix, SANDBOX_SNIPPET), sandboxSnippet(api?.caFile));
  fs.writeFileSync(
    path.join(prefix, 'tessera-docs.conf'),
    siteConfig({buildDir: path.resolve(buildDir), port: listenPort, askPort, apiPort: api?.port, snippetDir: prefix}),
  );
  // What Debian's /etc/nginx/nginx.conf provides, with everything writable kept in the prefix.
  fs.writeFileSync(
    conf,
    [
      `load_module ${BROTLI_MODULE};`,
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  access_log ${prefix}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};`),
      `  include ${prefix}/tessera-docs.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf], {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr || fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(listenPort, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    prefix,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
  const port = process.argv[3] ? Number(process.argv[3]) : 8080;
  const server = await startNginx({buildDir, port, askPort: Number(process.env.ASK_PORT ?? 8787)});
  console.log(`nginx serves ${buildDir} at ${server.url} (Ctrl+C stops it)`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Run as a command (jiti puts the script in argv[1]), not when a test imports startNginx.
if (path.resolve(process.argv[1] ?? '') === __filename) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
