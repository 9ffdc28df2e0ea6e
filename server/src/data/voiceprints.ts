import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, voiceprintAudits, voiceprints } from '../db/schema/index.js';

export type VoiceprintRow = typeof voiceprints.$inferSelect;
export type NewVoiceprint = Omit<typeof voiceprints.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewVoiceprintAudit = Omit<typeof voiceprintAudits.$inferInsert, 'id' | 'createdAt' | 'status' | 'handlerId' | 'handledAt'>;

/** The user's registered voiceprint, if any. */
export async function findVoiceprint(db: Db, orgId: string, userId: string): Promise<VoiceprintRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceprints)
    .where(and(eq(voiceprints.orgId, orgId), eq(voiceprints.userId, userId)))
    .limit(1);
  return row;
}

/** The voiceprints of some users of one organisation (1:N identification among them). */
export async function voiceprintsOfUsers(db: Db, orgId: string, userIds: readonly string[]): Promise<VoiceprintRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(voiceprints)
    .where(and(eq(voiceprints.orgId, orgId), inArray(voiceprints.userId, [...userIds])));
}

/** Every voiceprint of an organisation but one user's (who else a voice may be). */
export async function otherVoiceprints(db: Db, orgId: string, userId: string): Promise<VoiceprintRow[]> {
  return db
    .select()
    .from(voiceprints)
    .where(and(eq(voiceprints.orgId, orgId), sql`${voiceprints.userId} <> ${userId}`));
}

/** The user's `voiceprint`/`voiceflag` columns: registered with the voiceprint's id, or none. */
export async function setVoiceprintFlags(db: Db, orgId: string, userId: string, voiceprintId: string | null): Promise<void> {
  await db
    .update(users)
    .set({ voiceprint: voiceprintId ? 1 : 0, voiceflag: voiceprintId ?? '' })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

/** Registers the user's first voiceprint and flags the user as registered (`voiceprint` 1, `voiceflag` its id). */
export async function insertVoiceprint(db: Db, values: NewVoiceprint): Promise<VoiceprintRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(voiceprints).values(values).returning();
    if (!row) throw new Error('the voiceprint was not written');
    await setVoiceprintFlags(tx, values.orgId, values.userId, row.id);
    return row;
  });
}

/** A re-registration waiting for the audit; the user's earlier pending one is replaced (answered, to forget its sample). */
export async function replacePendingAudit(db: Db, values: NewVoiceprintAudit): Promise<{ replaced: { sampleKey: string; ref: string } | undefined }> {
  return db.transaction(async (tx) => {
    const [replaced] = await tx
      .delete(voiceprintAudits)
      .where(and(eq(voiceprintAudits.orgId, values.orgId), eq(voiceprintAudits.userId, values.userId), eq(voiceprintAudits.status, 0)))
      .returning({ sampleKey: voiceprintAudits.sampleKey, ref: voiceprintAudits.ref });
    await tx.insert(voiceprintAudits).values(values);
    return { replaced };
  });
}

/**
 * A re-registration passed on its own (the organisation's automatic approval): recorded as auto
 * passed, and the voiceprint replaced by the new voice. Answers the voice it replaced.
 */
export async function autoPassVoiceprint(db: Db, values: NewVoiceprintAudit, now: Date): Promise<VoiceprintRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.insert(voiceprintAudits).values({ ...values, status: 3, handledAt: now });
    const [old] = await tx
      .select()
      .from(voiceprints)
      .where(and(eq(voiceprints.orgId, values.orgId), eq(voiceprints.userId, values.userId)))
      .limit(1);
    await tx
      .update(voiceprints)
      .set({
        provider: values.provider,
        ref: values.ref ?? '',
        embedding: values.embedding ?? null,
        sampleKey: values.sampleKey,
        text: values.text ?? '',
        durationMs: values.durationMs ?? 0,
        updatedAt: now,
      })
      .where(and(eq(voiceprints.orgId, values.orgId), eq(voiceprints.userId, values.userId)));
    return old;
  });
}

/** Whether the user has a re-registration waiting for the audit. */
export async function hasPendingAudit(db: Db, orgId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voiceprintAudits.id })
    .from(voiceprintAudits)
    .where(and(eq(voiceprintAudits.orgId, orgId), eq(voiceprintAudits.userId, userId), eq(voiceprintAudits.status, 0)))
    .limit(1);
  return Boolean(row);
}

/** What forgetting a user's voice deleted: the voiceprint and every audit record, for their files and the provider. */
export interface ForgottenVoice {
  voiceprint: VoiceprintRow | undefined;
  audits: { sampleKey: string; originalKey: string; ref: string; embedding: number[] | null; status: number }[];
  /** The user's flags said registered. */
  flagged: boolean;
}

/**
 * Forgets the user's voiceprint: the row, every audit record of the user (their samples are the
 * user's voice too) and the user's flags.
 */
export async function deleteVoiceprintOf(db: Db, orgId: string, userId: string): Promise<ForgottenVoice> {
  return db.transaction(async (tx) => {
    const [voiceprint] = await tx
      .delete(voiceprints)
      .where(and(eq(voiceprints.orgId, orgId), eq(voiceprints.userId, userId)))
      .returning();
    const audits = await tx
      .delete(voiceprintAudits)
      .where(and(eq(voiceprintAudits.orgId, orgId), eq(voiceprintAudits.userId, userId)))
      .returning({
        sampleKey: voiceprintAudits.sampleKey,
        originalKey: voiceprintAudits.originalKey,
        ref: voiceprintAudits.ref,
        embedding: voiceprintAudits.embedding,
        status: voiceprintAudits.status,
      });
    const [user] = await tx
      .select({ voiceprint: users.voiceprint, voiceflag: users.voiceflag })
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
    await setVoiceprintFlags(tx, orgId, userId, null);
    return { voiceprint, audits, flagged: user?.voiceprint === 1 || Boolean(user?.voiceflag) };
  });
}
