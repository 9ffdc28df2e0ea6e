import type { MessageKey } from '@peilian/shared'

/** The tab bar, in order. app.config.ts renders it for app.json; lib/chrome.ts relabels it at run time. */
export const TABS = [
  { pagePath: 'pages/center/index', textKey: 'nav.trainingCentre' },
  { pagePath: 'pages/mine/index', textKey: 'nav.personalCentre' },
] as const satisfies readonly { pagePath: string; textKey: MessageKey }[]
