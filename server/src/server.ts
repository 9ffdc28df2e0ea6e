import { createFileStorage } from './storage/create.js';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { isSessionDrop, SessionCache } from './auth/sessionCache.js';
import { createApp, uploadTmpDir, type AppOptions } from './app.js';
import { systemClock, type Clock } from './clock.js';
import { listenHost, type Config } from './config.js';
import { DEMO_ORGANISATION } from './lib/demoOrganisation.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { countOrganisations, findOrganisationByName } from './data/organisations.js';
import type { AppDeps, RealtimeHub } from './http/context.js';
import { startJobs } from './jobs.js';
import { newCaptchaText } from './identity/captcha.js';
import { SMS_CODE } from './identity/policy.js';
import { createLogger, type Logger } from './logger.js';
import { createSmsProvider } from './providers/sms/index.js';
import { createProviders } from './providers/index.js';
import { WechatClient } from './providers/wechat/index.js';
import { attachRealtime } from './socket.js';
import { seedDemoData } from './seed/demo.js';
import { seedDemoHistory } from './seed/history.js';
import { demoVoicing, seedDemoDubbing } from './seed/dubbing.js';
import { installTopAdministrator, type InstalledTopAdministrator } from './seed/topAdministrator.js';
import { clearProcessCaches } from './lib/processCache.js';
import { watchPool, watchSockets } from './lib/metrics.js';
import { forgetWordLibraries } from './practice/lexicon.js';
import { ProcessBus } from './realtime/processBus.js';
import { linkProcesses, type RedisLink } from './realtime/redis.js';

/** How long an idle keep-alive connection is kept open (Node's own default is 5 s). */
const KEEP_ALIVE_MS = 65_000;

export interface StartServerOptions extends AppOptions {
  config: Config;
  /** An already open database; the server takes ownership and closes it. Default: from config. */
  database?: DatabaseHandle;
  logger?: Logger;
  /** How long shutdown waits for in-flight requests before cutting connections (default 10 s). */
  shutdownTimeoutMs?: number;
  /** The time source of identity rules (tests move it instead of sleeping). Default: the system clock. */
  clock?: Clock;
  /** New captcha answers; tests supply known ones. Default: random. */
  captchaText?: () => string;
  /** The database was prepared (`prepareDatabase`) by the primary of several processes: only look whether the demo is here. */
  prepared?: boolean;
}

export interface RunningServer {
  /** Base URL, e.g. `http://localhost:3000`. */
  url: string;
  port: number;
  database: DatabaseHandle;
  /** Accounts seeded during this start (empty when the database already had data). */
  seeded: string[];
  /** The platform top administrator this start made, and the file holding its first password. */
  topAdministrator: InstalledTopAdministrator | undefined;
  /** Whether the database holds the demo organisation (seeded by this start or found). */
  demo: boolean;
  /** The address listened on (`listenHost`): loopback for a demo start without `HOST`. */
  host: string;
  /** Graceful stop: refuse new work, finish in-flight requests, close sockets and the database. */
  close(): Promise<void>;
}

type FirstData = Pick<RunningServer, 'seeded' | 'topAdministrator' | 'demo'>;

/**
 * Migrates; seeds the demo into an empty database when configured (SEED_DEMO); makes a top
 * administrator when there is none; warns of demo accounts left in a database without the demo;
 * tells whether the demo organisation is here (it decides where an unset `HOST` listens).
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config, now: Date, logger: Logger): Promise<FirstData> {
  await database.migrate();
  let seeded: string[] = [];
  if (config.seedDemo && (await countOrganisations(database.db)) === 0) {
    seeded = await seedDemoData(database.db, createFileStorage(config));
    // The demo digital human's dubbing of the demo scenario, voiced now (a second or two with espeak-ng).
    await seedDemoDubbing(database.db, demoVoicing(config, logger));
    // A newcomer's data centre starts with 30 days of activity rather than empty charts (docs/reports.md).
    if (config.demoHistory) await seedDemoHistory(database.db, now);
  }
  const demo = seeded.length > 0 || Boolean(await findOrganisationByName(database.db, DEMO_ORGANISATION));
  if (demo && !config.seedDemo) {
    logger.warn(
      { organisation: DEMO_ORGANISATION },
      'the demo organisation is here: its accounts share the password the README publishes; change or remove them',
    );
  }
  return { seeded, demo, topAdministrator: await installTopAdministrator(database.db, config.dataDir) };
}

/** Opens the database, prepares its data (`prepareDatabase`), and listens. Used by main, tests and bench. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config));
  clearProcessCaches();
  let firstData: FirstData;
  try {
    firstData = options.prepared
      ? { seeded: [], topAdministrator: undefined, demo: Boolean(await findOrganisationByName(database.db, DEMO_ORGANISATION)) }
      : await prepareDatabase(database, config, (options.clock ?? systemClock).now(), logger);
    // Leftovers of a crash mid-upload; every request's upload directory is temporary.
    await rm(uploadTmpDir(config.dataDir), { recursive: true, force: true });
  } catch (error) {
    await database.close();
    throw error;
  }

  let draining = false;
  // The socket layer's disconnect, attached once socket.io is (it needs the HTTP server, which needs the app).
  let disconnectSockets: (sessionId: string) => void = () => undefined;
  // The socket layer's push to one user's sockets, attached with socket.io likewise.
  let pushToUser: RealtimeHub['pushToUser'] = () => undefined;
  const clock = options.clock ?? systemClock;
  const processes = new ProcessBus();
  let redis: RedisLink | undefined;
  try {
    redis = config.redisUrl ? await linkProcesses(config.redisUrl, processes, logger) : undefined;
  } catch (error) {
    await database.close();
    throw error;
  }
  const sessionCache = new SessionCache(config.sessionCacheMs, undefined, (drop) => processes.publish(drop));
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    logger,
    clock,
    sms: createSmsProvider(config, logger, SMS_CODE.ttlS / 60),
    wechat: new WechatClient(config.wechat),
    providers: createProviders(config, logger),
    storage: createFileStorage(config),
    captchaText: options.captchaText ?? newCaptchaText,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    startedAt: performance.now(),
    sessionCache,
    processes,
    realtime: {
      disconnectSession: (id) => {
        sessionCache.dropSession(id);
        disconnectSockets(id);
      },
      recheckOrganisation: (orgId) => processes.publish({ kind: 'organisationEnd', orgId }),
      pushToUser: (userId, event, ...args) => pushToUser(userId, event, ...args),
    },
    isDraining: () => draining,
    ...(redis ? { pingProcessLink: redis.ping } : {}),
  };
  const app = createApp(deps, options);
  // An idle keep-alive connection stays open longer than a proxy keeps its own (nginx: 60 s) and than
  // a learner thinks between two answers, so neither sends on a connection Node closes at that moment.
  const httpServer = createServer({ keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 }, app.callback());
  const { io, hub: realtime } = attachRealtime(httpServer, deps, redis?.adapter);
  disconnectSockets = realtime.disconnectSession;
  pushToUser = realtime.pushToUser;
  const unwatch = [watchSockets(() => io.engine.clientsCount), ...(database.poolStats ? [watchPool(database.poolStats)] : [])];
  processes.subscribe((notice) => {
    if (isSessionDrop(notice)) sessionCache.apply(notice);
    else if (notice.kind === 'wordLibraries') forgetWordLibraries(database.db, notice.orgId);
    else if (notice.kind === 'organisationEnd') realtime.recheckOrganisation(notice.orgId);
  });

  const listening = listenHost(config.host, firstData.demo);
  // One of several processes listens on the port itself (SO_REUSEPORT): the kernel spreads new
  // connections over the processes, where the cluster's primary would accept each and pass it on —
  // a thousand learners connecting in the same second queued behind one process.
  const ownSocket = cluster.isWorker && config.port !== 0;
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen({ port: config.port, host: listening, exclusive: ownSocket, reusePort: ownSocket }, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await redis?.close();
    await database.close();
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  const host = listening === '0.0.0.0' || listening === '::' ? 'localhost' : listening;
  deps.publicUrl = config.publicUrl ?? `http://${host}:${port}`;
  const stopJobs = startJobs(deps);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      for (const stop of unwatch) stop();
      await stopJobs();
      logger.info('shutting down: draining requests');
      // Closes every socket.io client, then stops the HTTP server and waits for its connections.
      const stopped = io.close();
      httpServer.closeIdleConnections();
      const timeoutMs = options.shutdownTimeoutMs ?? 10_000;
      const finished = await Promise.race([stopped.then(() => true), sleep(timeoutMs, false, { ref: false })]);
      if (!finished) {
        logger.warn({ timeoutMs }, 'shutdown timeout: closing remaining connections');
        httpServer.closeAllConnections();
        await stopped;
      }
      await redis?.close();
      await database.close();
      logger.info('shut down');
    })());

  return { url: `http://${host}:${port}`, port, host: listening, database, ...firstData, close };
}
