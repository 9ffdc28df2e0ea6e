import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { FAKE_RUNNER } from '@peilian/server/testing';

/** A fake OpenAI-compatible model as its own process, and the server's environment for it. */
export interface FakeModel {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the fake model (`server/test/fakes/run.ts openAi`); `pace` paces its streamed answers
 * (`FAKE_FIRST_TOKEN_MS`, `FAKE_TOKENS_PER_SECOND`). Refused when it exits before it listens.
 */
export async function startFakeModel(pace: { firstTokenMs?: number; tokensPerSecond?: number } = {}): Promise<FakeModel> {
  const env = {
    ...process.env,
    ...(pace.firstTokenMs === undefined ? {} : { FAKE_FIRST_TOKEN_MS: String(pace.firstTokenMs) }),
    ...(pace.tokensPerSecond === undefined ? {} : { FAKE_TOKENS_PER_SECOND: String(pace.tokensPerSecond) }),
  };
  const child = spawn(process.execPath, [FAKE_RUNNER, 'openAi'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const announced = await new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fake model exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { url: string; apiKey: string }));
  });
  return {
    env: { LLM_BASE_URL: `${announced.url}/v1`, LLM_API_KEY: announced.apiKey, LLM_MODEL: 'fake-model' },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
