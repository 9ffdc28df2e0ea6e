import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { usageRecords, users, type UsageRecordRow } from '../db/schema/index.js';

/** One use of a paid service, as the provider boundary records it (`usage/record.ts`). */
export interface NewUsage {
  orgId: string;
  userId: string | null;
  subject: string;
  subjectId: string;
  service: 'llm' | 'tts' | 'asr' | 'embedding' | 'video' | 'sms' | 'storage';
  provider: string;
  quantity: number;
  output?: number;
  at: Date;
}

/** Stores one use with the user's department as it is now. */
export async function insertUsage(db: Db, usage: NewUsage): Promise<void> {
  const { orgId, userId } = usage;
  const departmentId = userId ? sql`(select ${users.departmentId} from ${users} where ${users.orgId} = ${orgId} and ${users.id} = ${userId})` : null;
  await db.insert(usageRecords).values({
    orgId,
    userId,
    departmentId,
    subject: usage.subject,
    subjectId: usage.subjectId,
    service: usage.service,
    provider: usage.provider,
    quantity: Math.max(0, Math.round(usage.quantity)),
    output: Math.max(0, Math.round(usage.output ?? 0)),
    createdAt: usage.at,
  });
}

/** The uses recorded for one subject (a practice session), oldest first. */
export function listUsage(db: Db, orgId: string, subject: string, subjectId: string): Promise<UsageRecordRow[]> {
  return db
    .select()
    .from(usageRecords)
    .where(and(eq(usageRecords.orgId, orgId), eq(usageRecords.subject, subject), eq(usageRecords.subjectId, subjectId)))
    .orderBy(asc(usageRecords.id));
}

/** Stores many uses at once, each with the department it names (the demo's weeks of usage). */
export async function insertUsageRows(db: Db, rows: readonly (typeof usageRecords.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(usageRecords).values([...rows]);
}
