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

const started = performance.now();
const config = readConfig();
// Opening PGlite (WASM start-up) overlaps with loading the rest of the server's modules.
const opening = openDatabase(config);
opening.catch(() => undefined);
const [{ createLogger }, { formatAccountNotes }, { startServer }, { smsOutboxFile }] = await Promise.all([
  import('./logger.js'),
  import('./seed/banner.js'),
  import('./server.js'),
  import('./providers/sms/outbox.js'),
]);
const logger = createLogger(config.logLevel);
const server = await opening
  .then((database) => startServer({ config, logger, database }))
  .catch((error: unknown) => {
    // e.g. the port is taken or the data directory is not writable: say so in one line.
    const code = (error as { code?: string }).code;
    process.stderr.write(`Cannot start the server${code ? ` (${code})` : ''}: ${(error as Error).message}\n`);
    logger.debug({ err: error }, 'start failed');
    process.exit(1);
  });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
process.stdout.write(
  [
    '',
    `陪练 Peilian is running at ${server.url}  (${config.edition}, ${where}, ready in ${Math.round(performance.now() - started)} ms)`,
    // A demo start without HOST: its accounts' password is in the README, so only this machine reaches it.
    ...(server.demo && config.host === undefined
      ? [`演示数据只在本机监听 With the demo, listening on ${server.host} only (this machine); set HOST to listen on others`]
      : []),
    ...formatAccountNotes(config.seedDemo, server.topAdministrator),
    ...(config.sms.provider === 'outbox' ? [`短信验证码 SMS codes → ${smsOutboxFile(config.dataDir)}`] : []),
    '',
  ].join('\n') + '\n',
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
