/**
 * `npm run ask-server`: the answer service on ASK_PORT (default 8787), host
 * ASK_HOST (default 127.0.0.1; 0.0.0.0 in a container). Settings: env.ts.
 */
import {askListenAddress, askOptionsFromEnv} from './env';
import {startAskServer} from './server';

async function main(): Promise<void> {
  let options;
  let address;
  try {
    options = askOptionsFromEnv(process.env);
    address = askListenAddress(process.env);
  } catch (error) {
    console.error(`ask-server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const running = await startAskServer(options, address.port, address.host);
  console.log(`ask-server: POST ${running.url}/ask (model ${options.upstream.model}, index ${options.indexDir})`);
}

main().catch((error: unknown) => {
  console.error(`ask-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
