import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A start that failed (the port taken, the data directory not writable, Redis out of reach), in one line. */
function failedStart(error: unknown): never {
  const code = (error as { code?: string }).code;
  process.stderr.write(`Cannot start the server${code ? ` (${code})` : ''}: ${(error as Error).message}\n`);
  process.exit(1);
}

const started = performance.now();
const config = readConfig();
// Opening PGlite (WASM start-up) overlaps with loading the rest of the server's modules.
const opening = openDatabase(config);
opening.catch(() => undefined);
const [{ createLogger }, { startBanner }, { startServer }, { runPrimary, tellPrimaryReady }] = await Promise.all([
  import('./logger.js'),
  import('./seed/banner.js'),
  import('./server.js'),
  import('./cluster.js'),
]);
const logger = createLogger(config.logLevel);

if (config.workers > 1 && cluster.isPrimary) {
  // The primary prepares the database and runs the server processes (docs/deploy.md, "Several processes").
  await opening.then((database) => runPrimary(config, database, logger, started)).catch(failedStart);
} else {
  let stopping = false;
  // Still starting, there is nothing to drain.
  let stop = (): void => process.exit(0);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // A second signal cuts the stop short; one of several processes leaves that to its primary
      // (a terminal's Ctrl-C reaches both, then the primary's SIGTERM follows).
      if (stopping) {
        if (!cluster.isWorker) process.exit(1);
        return;
      }
      stop();
    });
  }

  const server = await opening
    .then((database) => startServer({ config, logger, database, prepared: cluster.isWorker }))
    .catch((error: unknown) => {
      logger.debug({ err: error }, 'start failed');
      failedStart(error);
    });
  stop = () => {
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  if (cluster.isWorker) tellPrimaryReady(server);
  else {
    const { url, host, demo, topAdministrator } = server;
    process.stdout.write(startBanner(config, { url, host, demo, topAdministrator, readyMs: performance.now() - started, workers: 1 }));
  }
}
