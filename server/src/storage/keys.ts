import { DAY_OFFSET_MS } from '../lib/days.js';

/**
 * How stored files are named: `<org id>/<kind>/<yyyymmdd>/<random>.<ext>`, and `orgless/<kind>/…`
 * for what is uploaded before its organisation exists (the shared file-reference rules name the
 * same folders).
 */

/** `yyyymmdd` in China time, the day folder of a stored upload. */
export const dayFolder = (now: Date) => new Date(now.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

/** Where logos uploaded before registration live (`POST api/file/upload?filetype=logo`). */
export const REGISTRATION_LOGO_PREFIX = 'orgless/logo/';
/** Where mini-program registration avatars live until the registration adopts them (`filetype=registrationavatar`). */
export const REGISTRATION_AVATAR_PREFIX = 'orgless/avatar/';
