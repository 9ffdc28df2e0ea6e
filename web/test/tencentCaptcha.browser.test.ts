import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { FAKE_RUNNER, sealedPassword } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startServer, type RunningServer } from './support/server';

// A hosted deployment with Tencent Captcha (docs/providers.md "Captcha"): the login page loads the
// script the server names (a fake's stand-in, allowed by the Content-Security-Policy) and sends
// its ticket, which the server verifies with the fake Tencent Cloud endpoint.

let fake: { env: Record<string, string>; stop(): Promise<void> };
let server: RunningServer;
let phone: Browser;
let page: Page;

async function startFakeCaptcha(): Promise<typeof fake> {
  const child = spawn(process.execPath, [FAKE_RUNNER, 'tencentCaptcha'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const announced = await new Promise<{ env: Record<string, string> }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fake captcha exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { env: Record<string, string> }));
  });
  return {
    env: announced.env,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

beforeAll(async () => {
  fake = await startFakeCaptcha();
  server = await startServer({ webDist: requireDist(), env: { ...fake.env, TRUST_PROXY: 'true' } });
  phone = await launchChromium({ width: 390, height: 844, isMobile: true });
  page = phone.context.pages()[0] ?? (await phone.context.newPage());
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
  await fake?.stop();
});

describe('Tencent Captcha on the login page', () => {
  it("shows Tencent's captcha when the server asks for one, and signs in with its ticket", async () => {
    // Someone elsewhere got learner01's password wrong three times: its sign-ins need the captcha.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.90' },
        body: JSON.stringify({ account: 'learner01', ...(await sealedPassword(server.url, 'Wrong@2026')) }),
      });
      expect(((await response.json()) as { errcode: number }).errcode).toBe(40003);
    }
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'learner01', DEMO_PASSWORD);
    await page.getByTestId('login-error').filter({ hasText: '登录失败次数较多，请输入图形验证码后再登录' }).waitFor();
    await expect(page.getByTestId('captcha-image').count()).resolves.toBe(0);

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/login'));
    await page.getByTestId('login-submit').click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect([body.get('ticket'), body.get('randstr')]).toEqual(['browser-ticket', 'browser-randstr']);
    await waitForRoute(page, '/user/dashboard/center');
    expect(refused).toEqual([]);
  });
});
