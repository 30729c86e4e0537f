/**
 * `npm run ask-server`: the answer service on ASK_PORT (default 8787), host
 * ASK_HOST (default 127.0.0.1; 0.0.0.0 in a container). Settings: config.ts.
 */
import {askOptionsFromEnv} from './config';
import {startAskServer} from './server';

async function main(): Promise<void> {
  let options;
  try {
    options = askOptionsFromEnv(process.env);
  } catch (error) {
    console.error(`ask-server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const port = Number(process.env.ASK_PORT ?? process.env.PORT ?? 8787);
  const running = await startAskServer(options, port, process.env.ASK_HOST ?? '127.0.0.1');
  console.log(`ask-server: POST ${running.url}/ask (model ${options.upstream.model}, index ${options.indexDir})`);
}

main().catch((error: unknown) => {
  console.error(`ask-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
