import { DAY_OFFSET_MS } from '../identity/policy.js';

/** `yyyymmdd` in China time, the day folder of a stored upload. */
export const dayFolder = (now: Date) => new Date(now.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
