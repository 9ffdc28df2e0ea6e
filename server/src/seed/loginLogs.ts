import { ERRORS, type LoginLogMethod } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { hasLoginLogs, insertLoginLogs } from '../data/loginLogs.js';
import { findUserByAccount } from '../data/users.js';
import type { NewLoginLogRow } from '../db/schema/index.js';

/**
 * Three weeks of sign-ins for the demo organisation (docs/security.md "Sign-in logs"), so the
 * back office's sign-in logs show something on a fresh start: the demo learners and administrators
 * signing in most working days by password, SMS or the mini-program, and a few failures (a wrong
 * password and then the right one, a captcha asked for). Made from a fixed pattern, not random.
 * Skipped when the organisation has any sign-in logged.
 */

const DAYS = 21;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WEB = 'Chrome 131 Windows 10';
const MAC = 'Safari 17 macOS 14';
const MINI = 'WeChat 8.0 iOS 17';

interface Habit {
  account: string;
  admin: 0 | 1;
  method: LoginLogMethod;
  device: string;
  ip: string;
  /** Hour of the day (UTC) it signs in. */
  hour: number;
}

const HABITS: readonly Habit[] = [
  { account: 'learner01', admin: 0, method: 'password', device: WEB, ip: '203.0.113.21', hour: 1 },
  { account: 'learner02', admin: 0, method: 'mobile', device: MAC, ip: '203.0.113.22', hour: 2 },
  { account: 'learner03', admin: 0, method: 'wechat-mini', device: MINI, ip: '198.51.100.7', hour: 5 },
  { account: 'admin01', admin: 1, method: 'password', device: WEB, ip: '203.0.113.5', hour: 0 },
  { account: 'owner01', admin: 1, method: 'password', device: MAC, ip: '203.0.113.6', hour: 3 },
];

/** The password tab's failures before some sign-ins: a wrong password two minutes before, a captcha demanded one minute before. */
const FAILURES = [
  { reason: 'errors.wrongCredentials', every: 6, on: 1, beforeMs: 120_000 },
  { reason: 'errors.captchaRequired', every: 11, on: 3, beforeMs: 60_000 },
] as const;

/** The demo's sign-in rows for `now`. */
async function demoRows(db: Db, orgId: string, now: Date): Promise<NewLoginLogRow[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: NewLoginLogRow[] = [];
  for (const [index, habit] of HABITS.entries()) {
    const found = await findUserByAccount(db, habit.account);
    if (!found || found.user.orgId !== orgId) continue;
    const base = { orgId, userId: found.user.id, account: habit.account, name: found.user.name, admin: habit.admin, device: habit.device, ip: habit.ip };
    const client = habit.method === 'wechat-mini' ? 'mini' : 'pc';
    for (let day = DAYS; day >= 1; day -= 1) {
      const start = today - day * DAY_MS;
      const weekday = new Date(start).getUTCDay();
      if (weekday === 0 || weekday === 6 || (day + index) % 5 === 0) continue;
      const at = start + habit.hour * HOUR_MS + ((day * 7 + index * 13) % 50) * 60_000;
      for (const failure of FAILURES) {
        if (habit.method !== 'password' || (day + index) % failure.every !== failure.on) continue;
        const { errcode } = ERRORS[failure.reason];
        rows.push({ ...base, method: 'password', success: 0, errcode, reason: failure.reason, client, at: new Date(at - failure.beforeMs) });
      }
      rows.push({ ...base, method: habit.method, success: 1, errcode: null, reason: '', client, at: new Date(at) });
    }
  }
  return rows;
}

/** Seeds the demo sign-ins (idempotent; see above). */
export async function seedLoginLogs(db: Db, orgId: string, now: Date): Promise<void> {
  if (await hasLoginLogs(db, orgId)) return;
  await insertLoginLogs(db, await demoRows(db, orgId, now));
}
