import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { FAKE_RUNNER } from '@peilian/server/testing';

/** A sentence the fake recogniser hears: speaker 0 or 1, its times in ms. */
export interface FakeSentence {
  speaker: number;
  startMs: number;
  endMs: number;
  text: string;
}

/** The server package's fake Tencent 录音文件识别 as its own process, and the server's environment for it. */
export interface FakeAsrFile {
  env: Record<string, string>;
  /** The same audio bytes submitted are heard as these sentences. */
  register(audio: Buffer, sentences: FakeSentence[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startFakeAsrFile(): Promise<FakeAsrFile> {
  const child = spawn(process.execPath, [FAKE_RUNNER, 'tencentAsrFile'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const announced = await new Promise<{ url: string; secretId: string; secretKey: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fake file recogniser exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { url: string; secretId: string; secretKey: string }));
  });
  return {
    env: {
      ASR_FILE_PROVIDER: 'tencent',
      TENCENT_ASR_FILE_ENDPOINT: announced.url,
      TENCENT_SECRET_ID: announced.secretId,
      TENCENT_SECRET_KEY: announced.secretKey,
    },
    async register(audio, sentences) {
      const response = await fetch(`${announced.url}/__admin/recognitions`, {
        method: 'POST',
        body: JSON.stringify({ sentences, audio: audio.toString('base64') }),
      });
      if (response.status !== 200) throw new Error(`the fake file recogniser refused the recognition: ${response.status}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
