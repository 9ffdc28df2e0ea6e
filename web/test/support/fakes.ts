import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { FAKE_RUNNER } from '@peilian/server/testing';

export interface FakeWechatProcess {
  url: string;
  /** The environment that points the server at this fake. */
  env: Record<string, string>;
  /** Who "scans" the authorise page: it then redirects straight back with a code for this openid. */
  setScanner(openid: string | null): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the server package's fake WeChat as its own process (`server/test/fakes/run.mjs wechat`) and
 * reads the URL it announces. A code `code-<openid>` always resolves to that openid.
 */
export async function startFakeWechat(): Promise<FakeWechatProcess> {
  const child = spawn(process.execPath, [FAKE_RUNNER, 'wechat'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fake WeChat did not start: ${errors}`)), 30_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the fake WeChat exited (${code}): ${errors}`)));
  });
  return {
    url,
    env: {
      WECHAT_API_BASE: url,
      WECHAT_OPEN_BASE: url,
      WECHAT_APPID: 'wx-test-app',
      WECHAT_SECRET: 'wx-test-secret',
      // The official account: its OAuth opens the subscription pages.
      WECHAT_PUB_APPID: 'wx-test-pub',
      WECHAT_PUB_SECRET: 'wx-test-pub-secret',
      WECHAT_TASK_TEMPLATE_ID: 'wx-test-task-template',
    },
    async setScanner(openid) {
      await fetch(`${url}/__admin/scanner`, { method: 'POST', body: JSON.stringify(openid ? { openid } : null) });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
