import { startFakeOpenAi } from './openAi.js';
import { startFakeTencentAsr } from './tencentAsr.js';
import { startFakeTencentAsrFile } from './tencentAsrFile.js';
import { startFakeTencentCaptcha, tencentCaptchaEnv } from './tencentCaptcha.js';
import { startFakeTencentSms } from './tencentSms.js';
import { startFakeTencentTts } from './tencentTts.js';
import { startFakeWechat } from './wechat.js';
import type { RunningFake } from './http.js';

/**
 * Runs a fake as its own process (browser tests spawn it):
 *   node --import tsx test/fakes/run.ts wechat        (from server/, where tsx resolves)
 *   node server/test/fakes/run.mjs wechat             (from anywhere)
 * Also `tencentTts`, `tencentAsr` (ws:// URL, adds appId), `tencentAsrFile`, `tencentCaptcha` (adds the server's `env`)
 * and `openAi` (adds apiKey; FAKE_FIRST_TOKEN_MS and FAKE_TOKENS_PER_SECOND pace its streamed answers).
 * Prints one JSON line — `{"url":"http://127.0.0.1:PORT"}` (Tencent fakes add secretId and secretKey) —
 * once it listens, then serves until SIGTERM/SIGINT or until its parent process goes away.
 * FAKE_PORT picks the port (default: any free one). Exit codes: 0 stopped, 1 could not listen, 2 usage.
 */
const kind = process.argv[2];
const port = Number(process.env.FAKE_PORT ?? 0);
// Read before announcing: a parent that exits right after reading the URL must still be noticed.
const parent = process.ppid;

async function start(): Promise<RunningFake & Record<string, unknown>> {
  if (kind === 'wechat') {
    const fake = await startFakeWechat({ port });
    return { url: fake.url, close: fake.close };
  }
  if (kind === 'tencentSms') {
    const fake = await startFakeTencentSms({ port });
    return { url: fake.url, close: fake.close, secretId: fake.secretId, secretKey: fake.secretKey };
  }
  if (kind === 'tencentTts') {
    const fake = await startFakeTencentTts({ port });
    return { url: fake.url, close: fake.close, secretId: fake.secretId, secretKey: fake.secretKey };
  }
  if (kind === 'tencentAsr') {
    const fake = await startFakeTencentAsr({ port });
    return { url: fake.url, close: fake.close, appId: fake.appId, secretId: fake.secretId, secretKey: fake.secretKey };
  }
  if (kind === 'tencentAsrFile') {
    const fake = await startFakeTencentAsrFile({ port });
    return { url: fake.url, close: fake.close, secretId: fake.secretId, secretKey: fake.secretKey };
  }
  if (kind === 'tencentCaptcha') {
    const fake = await startFakeTencentCaptcha(port);
    return { url: fake.url, close: fake.close, env: tencentCaptchaEnv(fake) };
  }
  if (kind === 'openAi') {
    // The pace of streamed answers, for a role-play: FAKE_FIRST_TOKEN_MS, FAKE_TOKENS_PER_SECOND.
    const fake = await startFakeOpenAi({
      port,
      firstTokenMs: Number(process.env.FAKE_FIRST_TOKEN_MS ?? 0),
      tokensPerSecond: Number(process.env.FAKE_TOKENS_PER_SECOND ?? 0),
    });
    return { url: fake.url, close: fake.close, apiKey: fake.apiKey };
  }
  process.stderr.write('usage: run.ts wechat|tencentSms|tencentTts|tencentAsr|tencentAsrFile|tencentCaptcha|openAi\n');
  process.exit(2);
}

let fake: Awaited<ReturnType<typeof start>>;
try {
  fake = await start();
} catch (error) {
  process.stderr.write(`fake ${kind} could not listen: ${(error as Error).message}\n`);
  process.exit(1);
}

const { close, ...announced } = fake;
process.stdout.write(`${JSON.stringify(announced)}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
// A parent that dies without killing us would leave the port taken: follow it.
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 500).unref();
