import type { Db } from '../db/client.js';
import { findOrgLimits, upsertOrgLimits } from '../data/capacity.js';
import { insertUsageRows } from '../data/usage.js';
import { findUserByAccount } from '../data/users.js';
import type { usageRecords } from '../db/schema/index.js';

/**
 * Four weeks of metered usage for the demo organisation (docs/billing.md "Usage and metering"), so
 * the usage report's chart has a shape on a fresh start: the learners' practice (recognition,
 * voice, model tokens) on working days, sign-in codes by SMS, the administrators' uploads — across
 * the departments the demo people are in — and its capacity limits (10 000 seats, 200 GB, 20 000 AI
 * minutes a month: room for the demo's imports and practice). A fixed pattern, not random. Skipped when the organisation has limits set.
 */

const DAYS = 28;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const GB = 1024 ** 3;
export const DEMO_LIMITS = { seats: 10_000, storageBytes: 200 * GB, aiMinutes: 20_000 };

interface Habit {
  account: string;
  /** Minutes of spoken answers on a practice day, before the day's variation. */
  minutes: number;
  /** Practises on this share of working days (out of 5). */
  days: number;
  uploads: boolean;
}

const HABITS: readonly Habit[] = [
  { account: 'learner01', minutes: 9, days: 5, uploads: false },
  { account: 'learner02', minutes: 6, days: 4, uploads: false },
  { account: 'learner03', minutes: 4, days: 3, uploads: false },
  { account: 'admin01', minutes: 2, days: 2, uploads: true },
  { account: 'owner01', minutes: 0, days: 0, uploads: true },
];

type Row = typeof usageRecords.$inferInsert;

function dayRows(habit: Habit, index: number, day: number, start: number, base: Omit<Row, 'service' | 'provider' | 'quantity' | 'createdAt'>): Row[] {
  const rows: Row[] = [];
  const at = (hour: number) => new Date(start + (1 + ((index + hour) % 8)) * HOUR_MS + ((day * 11 + index * 7) % 50) * 60_000);
  const practises = (day + index) % 5 < habit.days;
  if (practises && habit.minutes > 0) {
    const minutes = habit.minutes + ((day * 3 + index) % 4);
    const subject = { subject: 'practice', subjectId: `demo-${habit.account}-${day}` };
    rows.push({ ...base, ...subject, service: 'asr', provider: 'tencent', quantity: minutes * 60_000 - ((day * 977) % 30_000), createdAt: at(0) });
    rows.push({ ...base, ...subject, service: 'tts', provider: 'tencent', quantity: minutes * 180 + ((day * 37) % 120), createdAt: at(0) });
    rows.push({ ...base, ...subject, service: 'llm', provider: 'openai', quantity: minutes * 900, output: minutes * 260, createdAt: at(1) });
  }
  if ((day + index * 3) % 9 === 0)
    rows.push({ ...base, subject: 'smscode', subjectId: 'login', service: 'sms', provider: 'tencent', quantity: 1, createdAt: at(2) });
  if (habit.uploads && (day + index) % 6 === 0) {
    rows.push({
      ...base,
      subject: 'media',
      subjectId: `demo-upload-${day}`,
      service: 'storage',
      provider: 'storage',
      quantity: (8 + ((day * 13) % 40)) * 1024 ** 2,
      createdAt: at(3),
    });
    rows.push({
      ...base,
      subject: 'video',
      subjectId: `demo-upload-${day}`,
      service: 'video',
      provider: 'ffmpeg',
      quantity: 120 + ((day * 17) % 300),
      createdAt: at(4),
    });
  }
  return rows;
}

/** The demo's usage rows and limits, for the days before `now`. */
export async function seedUsage(db: Db, orgId: string, now: Date): Promise<void> {
  if (await findOrgLimits(db, orgId)) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: Row[] = [];
  for (const [index, habit] of HABITS.entries()) {
    const found = await findUserByAccount(db, habit.account);
    if (!found || found.user.orgId !== orgId) continue;
    const base = { orgId, userId: found.user.id, departmentId: found.user.departmentId, subject: '', subjectId: '' };
    for (let day = DAYS; day >= 1; day -= 1) {
      const start = today - day * DAY_MS;
      const weekday = new Date(start).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      rows.push(...dayRows(habit, index, day, start, base));
    }
  }
  await insertUsageRows(db, rows);
  await upsertOrgLimits(db, orgId, DEMO_LIMITS, now);
}
