import { startFlow, type Flags, type Puppeteer, type Result } from 'lighthouse';

/**
 * "Sign-in to centre": from pressing 登录 on a cold sign-in page to the centre's largest paint,
 * on a phone under Lighthouse's mobile throttling. The sign-in page is loaded signed out on a
 * cleared origin and left idle (its idle-time fetch of the centre's code done); the form is filled;
 * then a Lighthouse timespan (user flow) runs with the mobile throttling applied to the browser
 * (`throttlingMethod: 'devtools'`, Lighthouse's own mobile preset: 562.5 ms request latency, 1.4
 * Mbit/s down, CPU slowed 4× — a timespan cannot be simulated) around the press and the centre's
 * render. The browser's LCP stops at the first input, so the centre's largest paint — the first
 * banner image — is read from its element timing (`elementtiming="centre-banner"`): its render time
 * minus the press's time, both on the page's clock.
 */

export interface SignInRun {
  signInToCentreMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

/** The login page the bench's `preparedTab` made ready: an origin cleared, signed out. */
type PrepareTab = (browser: Puppeteer.Browser, base: string, session: Record<string, string>) => Promise<Puppeteer.Page>;

const TIMESPAN_FLAGS: Flags = {
  logLevel: 'error',
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  onlyCategories: ['performance'],
  disableStorageReset: true,
};
/** How long the sign-in page is given for its idle-time fetch before 登录 is pressed. */
const IDLE_WAIT_MS = 20_000;
const CENTRE_WAIT_MS = 60_000;

/** Collects element timing entries from the first script of every document. */
const OBSERVE_ELEMENTS = `window.__elementTimes = {};
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__elementTimes[entry.identifier] ??= entry.renderTime || entry.loadTime; })
  .observe({ type: 'element', buffered: true });`;

/** True once the sign-in page's idle-time fetch is in: the learner shell's chunk and the training strings. */
const PREFETCHED = `(() => {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  return names.some((name) => /\\/assets\\/shell-[^/]+\\.js$/.test(name)) && names.some((name) => /\\/locales\\/[^/]+\\/training\\.json/.test(name));
})()`;

const metric = (lhr: Result, audit: string, digits = 0) => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
};

async function oneSignIn(browser: Puppeteer.Browser, base: string, account: string, password: string, prepareTab: PrepareTab): Promise<SignInRun> {
  const tab = await prepareTab(browser, base, {});
  try {
    // The phone Lighthouse emulates, before the page loads (the timespan then changes nothing).
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await tab.evaluateOnNewDocument(OBSERVE_ELEMENTS);
    await tab.goto(`${base}/#/login`, { waitUntil: 'load' });
    // The idle-time fetch has happened once the shell's chunk and the training strings are in.
    await tab.waitForFunction(PREFETCHED, { timeout: IDLE_WAIT_MS });
    await tab.type('input[name="account"]', account);
    await tab.type('input[name="password"]', password);
    const agreed = await tab.evaluate(`document.querySelector('[data-testid="agreement"]').classList.contains('adm-checkbox-checked')`);
    if (!agreed) await tab.click('[data-testid="agreement"]');

    const flow = await startFlow(tab, { flags: TIMESPAN_FLAGS });
    await flow.startTimespan({ name: 'sign-in to centre' });
    const pressedAt = Number(
      await tab.evaluate(`(() => { const at = performance.now(); document.querySelector('[data-testid="login-submit"]').click(); return at; })()`),
    );
    await tab.waitForFunction(`typeof window.__elementTimes['centre-banner'] === 'number'`, { timeout: CENTRE_WAIT_MS });
    const paintedAt = Number(await tab.evaluate(`window.__elementTimes['centre-banner']`));
    // Let the centre's work after the paint land in the timespan (its blocking time counts).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await flow.endTimespan();
    const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
    if (!tab.url().endsWith('/#/user/dashboard/center')) throw new Error(`the sign-in ended on ${tab.url()}`);
    return {
      signInToCentreMs: Math.round(paintedAt - pressedAt),
      tbtMs: lhr ? metric(lhr, 'total-blocking-time') : null,
      cls: lhr ? metric(lhr, 'cumulative-layout-shift', 3) : null,
    };
  } finally {
    await tab.close();
  }
}

/** `runs` sign-ins of `account`, each from a cold, signed-out sign-in page; the median by time. */
export async function measureSignInToCentre(browser: Puppeteer.Browser, base: string, account: string, password: string, runs: number, prepareTab: PrepareTab) {
  const results: SignInRun[] = [];
  for (let i = 0; i < runs; i += 1) {
    process.stderr.write(`sign-in to centre run ${i + 1}/${runs}\n`);
    results.push(await oneSignIn(browser, base, account, password, prepareTab));
  }
  const sorted = [...results].sort((a, b) => (a.signInToCentreMs ?? Infinity) - (b.signInToCentreMs ?? Infinity));
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
  return {
    from: 'pressing 登录 on a cold, signed-out sign-in page after its idle time',
    to: "the centre's first banner image painted (element timing)",
    signedInAs: account,
    throttling: "Lighthouse's mobile preset applied to the browser (devtools throttling): 562.5 ms request latency, 1 474.6 kbit/s down, CPU 4×",
    medianRun: median ? results.indexOf(median) + 1 : null,
    ...median,
    runs: results,
  };
}
