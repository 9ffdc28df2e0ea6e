import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Spawns a command and resolves with the first JSON line it prints. */
function firstLine(command: string, args: string[], cwd: string): Promise<{ child: ChildProcess; line: Record<string, string> }> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ child, line: JSON.parse(out.slice(0, newline)) as Record<string, string> });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code} before printing: ${err}`)));
  });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

describe('standalone fake runner', () => {
  it('serves the fake WeChat from the repository root via run.mjs and stops on SIGTERM', async () => {
    const { child, line } = await firstLine(process.execPath, ['server/test/fakes/run.mjs', 'wechat'], repoRoot);
    expect(Object.keys(line)).toEqual(['url']);
    expect(line.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const reply = await fetch(`${line.url}/sns/jscode2session?appid=wx&secret=s&js_code=code-runner&grant_type=authorization_code`);
    expect(await reply.json()).toMatchObject({ openid: 'runner' });
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('serves the fake Tencent SMS with `node --import tsx` from the server package', async () => {
    const { child, line } = await firstLine(process.execPath, ['--import', 'tsx', 'test/fakes/run.ts', 'tencentSms'], serverDir);
    expect(line).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), secretId: expect.any(String), secretKey: expect.any(String) });
    const unsigned = await fetch(line.url!, { method: 'POST', body: '{}' });
    expect(await unsigned.json()).toMatchObject({ Response: { Error: { Code: 'AuthFailure.InvalidAuthorization' } } });
    const exited = exitOf(child);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('serves the fake Tencent ASR, which takes transcripts over HTTP', async () => {
    const { child, line } = await firstLine(process.execPath, ['test/fakes/run.mjs', 'tencentAsr'], serverDir);
    expect(line).toMatchObject({ url: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+$/), appId: expect.any(String), secretId: expect.any(String) });
    const queued = await fetch(`${line.url!.replace('ws:', 'http:')}/__admin/transcripts`, { method: 'POST', body: JSON.stringify({ text: '你好' }) });
    expect(await queued.json()).toEqual({ ok: true });
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses an unknown fake with exit code 2', async () => {
    const child = spawn(process.execPath, ['test/fakes/run.mjs', 'nonsense'], { cwd: serverDir, stdio: 'ignore' });
    children.push(child);
    expect(await exitOf(child)).toBe(2);
  });

  it('goes away with its parent, leaving no port behind', async () => {
    const { child: shell, line } = await firstLine('sh', ['-c', `exec 3>&1; "${process.execPath}" test/fakes/run.mjs wechat & wait`], serverDir);
    shell.kill('SIGKILL');
    let alive = true;
    for (let attempt = 0; attempt < 50 && alive; attempt += 1) {
      await sleep(100);
      alive = await fetch(`${line.url}/__admin/calls`).then(
        () => true,
        () => false,
      );
    }
    expect(alive).toBe(false);
  });
});
