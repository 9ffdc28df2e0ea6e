import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(new URL('../server/test/fakes/run.mjs', import.meta.url));

/** The local fake of Tencent's real-time ASR, as its own process (server/test/fakes/run.ts). */
export interface FakeAsrProcess {
  url: string;
  appId: string;
  secretId: string;
  secretKey: string;
  pid: number;
  /** Makes `pcm` streamed as one answer recognised as `text`. */
  register(pcm: Buffer, text: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startFakeAsr(): Promise<FakeAsrProcess> {
  const child = spawn(process.execPath, [launcher, 'tencentAsr'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`fake ASR exited (code ${code}) before listening`)));
  });
  const announced = JSON.parse(first) as { url: string; appId: string; secretId: string; secretKey: string };
  const admin = `${announced.url.replace(/^ws/, 'http')}/__admin/transcripts`;
  return {
    ...announced,
    pid: child.pid ?? 0,
    async register(pcm, text) {
      const response = await fetch(admin, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, pcm: pcm.toString('base64') }),
      });
      if (!response.ok) throw new Error(`fake ASR refused the transcript: ${response.status}`);
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
