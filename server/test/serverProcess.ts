import { loginResponseSchema } from '@peilian/shared';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { postPasswordLogin } from './identityClient.js';
import { startServerProcess, type ServerProcess } from './support/serverProcess.js';

export type { ServerProcess } from './support/serverProcess.js';

/**
 * The real server (compiled, `dist/main.js`) as a child process on the data directory or database of `env`
 * (`processDatabaseEnv`), which outlives it so that another server can start on the same data.
 */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ env: { LOG_LEVEL: 'info', SESSION_CACHE_MS: '0', ...env }, dataDir: env.DATA_DIR, keepDataDir: true });
}

/** Signs in with the demo password; answers the token and the user id. */
export async function loginAs(server: ServerProcess, account: string): Promise<{ token: string; id: string }> {
  const response = await postPasswordLogin(server.fetch, { account, password: DEMO_PASSWORD, headers: { from: 'pc' } });
  const body = loginResponseSchema.parse(await response.json());
  const user = body.user[0] as { token?: string; id: string };
  if (!user.token) throw new Error(`login as ${account} chose no account`);
  return { token: user.token, id: user.id };
}
