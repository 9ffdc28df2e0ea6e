import { followSignIns, recentAccounts, type DeviceStorage } from '@peilian/shared';
import { sessionStore } from '../../app';

/** localStorage as it is when asked (private modes may refuse it; the shared helpers tolerate that). */
export const localDevice: DeviceStorage = {
  getItem: (name) => window.localStorage.getItem(name),
  setItem: (name, value) => window.localStorage.setItem(name, value),
  removeItem: (name) => window.localStorage.removeItem(name),
};

/** Keeps every account signed in on this browser as a recent one (voice sign-in compares with them first). */
export const followBrowserSignIns = (): (() => void) => followSignIns(sessionStore, localDevice);

/** This browser's recent accounts, newest first. */
export const browserRecentAccounts = (): string[] => recentAccounts(localDevice);
