import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scenarios, speeches, voiceClips, voiceTemplates, type VoiceTemplateRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';

/** What a voice template speaks: the organisation's enabled speeches and its scenarios' documents. */
export async function scriptedSources(db: Db, orgId: string) {
  const [lines, documents] = await Promise.all([
    db.select({ text: speeches.text, emotion: speeches.emotion }).from(speeches).where(and(eq(speeches.orgId, orgId), eq(speeches.disabled, 0))),
    db.select({ document: scenarios.document }).from(scenarios).where(eq(scenarios.orgId, orgId)),
  ]);
  return { lines, documents: documents.map((row) => row.document) };
}

/** One page of a template's voiced lines, newest first. */
export function listClips(db: Db, orgId: string, templateId: string, page: number, rows: number) {
  return pageOf(db, voiceClips, and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId)), voiceClips, page, rows);
}

/** `hash:emotion` of every clip a template has. */
export async function clipKeys(db: Db, orgId: string, templateId: string): Promise<Set<string>> {
  const rows = await db
    .select({ hash: voiceClips.textHash, emotion: voiceClips.emotion })
    .from(voiceClips)
    .where(and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId)));
  return new Set(rows.map((row) => `${row.hash}:${row.emotion}`));
}

export async function insertClip(db: Db, clip: typeof voiceClips.$inferInsert): Promise<void> {
  await db.insert(voiceClips).values(clip).onConflictDoNothing();
}

/**
 * Marks a template's synthesis as running with its total, unless a run is already going (one
 * started before `staleBefore` counts as abandoned, e.g. by a restart). Answers the row, or
 * undefined when another run holds it.
 */
export async function claimSynthesis(db: Db, orgId: string, id: string, total: number, now: Date, staleBefore: Date): Promise<VoiceTemplateRow | undefined> {
  const [row] = await db
    .update(voiceTemplates)
    .set({ synthStatus: 'running', synthDone: 0, synthTotal: total, synthError: '', synthStartedAt: now, synthFinishedAt: null, updatedAt: now })
    .where(and(eq(voiceTemplates.orgId, orgId), eq(voiceTemplates.id, id), or(ne(voiceTemplates.synthStatus, 'running'), lt(voiceTemplates.synthStartedAt, staleBefore))))
    .returning();
  return row;
}

/** The texts the organisation's library holds: speeches and, from its scenarios, standard scripts and similar speeches. */
export async function libraryTexts(db: Db, orgId: string): Promise<{ speeches: { text: string; keywords: string }[]; documents: Record<string, unknown>[] }> {
  const [lines, documents] = await Promise.all([
    db.select({ text: speeches.text, keywords: speeches.keywords }).from(speeches).where(and(eq(speeches.orgId, orgId), eq(speeches.disabled, 0))),
    db.select({ document: scenarios.document }).from(scenarios).where(eq(scenarios.orgId, orgId)),
  ]);
  return { speeches: lines, documents: documents.map((row) => row.document) };
}
