import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll } from 'vitest';
import { PHONE, useAppUnderTest, type AppUnderTest } from './appUnderTest';
import { FAKE_RUNNER } from '@peilian/server/testing';
import { freshDir, removeDir } from './tmp';

/** The server package's fake Tencent real-time ASR as its own process, and what it announces. */
export interface FakeAsr {
  url: string;
  appId: string;
  secretId: string;
  secretKey: string;
  /** The server's environment for a recogniser pointed at this fake. */
  env: Record<string, string>;
  /** What the fake recogniser hears in the next stream. */
  queue(text: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startFakeAsr(): Promise<FakeAsr> {
  const child: ChildProcess = spawn(process.execPath, [FAKE_RUNNER, 'tencentAsr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  const announced = await new Promise<Omit<FakeAsr, 'env' | 'queue' | 'stop'>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fake ASR did not start: ${errors}`)), 30_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as Omit<FakeAsr, 'env' | 'queue' | 'stop'>);
    });
    child.once('exit', (code) => reject(new Error(`the fake ASR exited (${code}): ${errors}`)));
  });
  return {
    ...announced,
    env: {
      ASR_PROVIDER: 'tencent',
      TENCENT_ASR_ENDPOINT: announced.url,
      TENCENT_ASR_APP_ID: announced.appId,
      TENCENT_SECRET_ID: announced.secretId,
      TENCENT_SECRET_KEY: announced.secretKey,
    },
    async queue(text: string) {
      const response = await fetch(`${announced.url.replace(/^ws/, 'http')}/__admin/transcripts`, { method: 'POST', body: JSON.stringify({ text }) });
      if (response.status !== 200) throw new Error(`the fake ASR refused the transcript: ${response.status}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Writes `text` spoken in Mandarin (espeak-ng) as a WAV file at `path`, for Chromium's fake microphone. */
export function speakToWav(path: string, text: string): void {
  const spoken = spawnSync('espeak-ng', ['-v', 'cmn', '-w', path, text], { encoding: 'utf8' });
  if (spoken.error || spoken.status !== 0)
    throw new Error(`espeak-ng is required by this test (apt-get install -y espeak-ng): ${spoken.error?.message ?? spoken.stderr}`);
}

/** Chromium's flags for a fake microphone that plays `wav` (`deny` refuses the permission). */
export function fakeMicrophone(wav: string, { deny = false } = {}): string[] {
  return ['--use-fake-device-for-media-stream', `--use-fake-ui-for-media-stream${deny ? '=deny' : ''}`, `--use-file-for-fake-audio-capture=${wav}`];
}

/** The app under test with a phone that speaks, and what it speaks to. */
export interface SpokenApp {
  app: AppUnderTest;
  /** The fake recogniser the server listens through (started before the server). */
  asr(): FakeAsr;
  /** The WAV the fake microphone plays. */
  wavPath(): string;
}

/**
 * `useAppUnderTest` on a phone whose fake microphone says `speech` (espeak-ng, Mandarin), with the
 * server's recogniser being Tencent real-time ASR pointed at a fake started first. Call it at the
 * top of a test file; everything stops after the file's tests.
 */
export function useSpokenApp(speech: string): SpokenApp {
  let asr: FakeAsr | undefined;
  let dir = '';
  let wav = '';
  beforeAll(async () => {
    dir = freshDir('spoken');
    wav = join(dir, 'answer.wav');
    speakToWav(wav, speech);
    asr = await startFakeAsr();
  }, 60_000);
  const app = useAppUnderTest({ viewport: PHONE, env: () => asr!.env, browserArgs: () => fakeMicrophone(wav) });
  afterAll(async () => {
    await asr?.stop();
    if (dir) removeDir(dir);
  });
  return { app, asr: () => asr!, wavPath: () => wav };
}
