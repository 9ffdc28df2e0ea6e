import { existsSync } from 'node:fs';
import { chromium, type BrowserContext } from 'playwright-core';
import { freshDir, removeDir } from './tmp';

const EXECUTABLE = '/usr/bin/chromium';

/** Debian's Chromium with the flags measured to work on these machines (DESIGN.md, toolchain facts). */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches Chromium with a fresh profile under web/.tmp and the given viewport; `args` are added
 * to the default flags (e.g. a fake microphone).
 */
export async function launchChromium({
  width,
  height,
  isMobile = false,
  args = [],
  timezoneId,
}: {
  width: number;
  height: number;
  isMobile?: boolean;
  args?: readonly string[];
  /** The machine's time zone as the pages see it (the test machine's own when not given). */
  timezoneId?: string;
}): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) throw new Error(`${EXECUTABLE} is missing: apt-get install -y chromium fonts-noto-cjk`);
  const profile = freshDir('chromium-profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE,
    headless: true,
    args: [...FLAGS, ...args],
    viewport: { width, height },
    deviceScaleFactor: isMobile ? 3 : 1,
    isMobile,
    hasTouch: isMobile,
    locale: 'zh-CN',
    ...(timezoneId ? { timezoneId } : {}),
    // As a user who turned animations off: the back office's dialogs then open at once. With antd's
    // zoom, a press could land on a dialog's button still paused at its first, small frame (which
    // Playwright takes as stable) and the release on the grown dialog — a click that never happened.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  return {
    context,
    async close() {
      await context.close();
      removeDir(profile);
    },
  };
}
