import { startServerProcess, type ServerProcess } from '@peilian/server/testing';

export { SERVER_DIR } from '@peilian/server/testing';

/** The real server serving the built web app, as the browser tests see it. */
export type RunningServer = ServerProcess;

export interface ServerOptions {
  webDist: string;
  /** Extra environment (EDITION, WECHAT_API_BASE, …); PUBLIC_URL defaults to the server's own URL. */
  env?: Record<string, string>;
  /** A DATA_DIR prepared beforehand (`dataDirWith`); removed on stop like a fresh one. */
  dataDir?: string;
  /** A server clock that `moveClock()` moves forward by this many milliseconds. */
  clockStepMs?: number;
}

/** Starts the real server on a copy of the seeded demo database, serving the given web build. */
export function startServer({ webDist, env = {}, dataDir, clockStepMs }: ServerOptions): Promise<RunningServer> {
  return startServerProcess({ env: { WEB_DIST: webDist, ...env }, ...(dataDir ? { dataDir } : {}), ...(clockStepMs ? { clockStepMs } : {}) });
}
