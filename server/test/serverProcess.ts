import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loginResponseSchema } from '@peilian/shared';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { postPasswordLogin } from './identityClient.js';

/** The real server (`src/main.ts`) as a child process, on the data directory or database of `env`. */
export interface ServerProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

/** Starts the server process and waits until it prints its URL. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SESSION_CACHE_MS: '0' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited early with ${code}: ${stdout}${stderr}`)));
  });
  return { url, child, exited, fetch: (pathname, init) => fetch(`${url}${pathname}`, init) };
}

/** Signs in with the demo password; answers the token and the user id. */
export async function loginAs(server: ServerProcess, account: string): Promise<{ token: string; id: string }> {
  const response = await postPasswordLogin(server.fetch, { account, password: DEMO_PASSWORD, headers: { from: 'pc' } });
  const body = loginResponseSchema.parse(await response.json());
  const user = body.user[0] as { token?: string; id: string };
  if (!user.token) throw new Error(`login as ${account} chose no account`);
  return { token: user.token, id: user.id };
}
