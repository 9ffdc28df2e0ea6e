import type { MessageKey } from '@peilian/shared'

/**
 * The tab bar, in order; each icon is `assets/tab/<icon>.png` and `<icon>-active.png` when selected
 * (drawn by scripts/tabIcons.mjs). app.config.ts renders it for app.json; lib/chrome.ts relabels
 * it at run time.
 */
export const TABS = [
  { pagePath: 'pages/center/index', textKey: 'nav.trainingCentre', icon: 'centre' },
  { pagePath: 'pages/mine/index', textKey: 'nav.personalCentre', icon: 'mine' },
] as const satisfies readonly { pagePath: string; textKey: MessageKey; icon: string }[]
