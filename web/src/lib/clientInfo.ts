import type { ClientInfo } from '@peilian/shared';

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';

/** The spec's client identity headers for the web app, derived from the user agent. */
export function clientInfoFrom(userAgent: string): ClientInfo {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent), from: 'pc' };
}
