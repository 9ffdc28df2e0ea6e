import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scenarios, speeches, voiceClips } from '../../db/schema/index.js';
import { pageOf } from './paging.js';

/**
 * What a digital human may speak: the organisation's speeches (disabled ones too, which a flow may
 * still name; the library itself is its enabled ones) and, unless `speechesOnly`, its scenarios' documents.
 */
export async function scriptedSources(db: Db, orgId: string, speechesOnly = false) {
  const [lines, documents] = await Promise.all([
    db
      .select({ id: speeches.id, text: speeches.text, emotion: speeches.emotion, disabled: speeches.disabled })
      .from(speeches)
      .where(eq(speeches.orgId, orgId))
      .orderBy(speeches.createdAt, speeches.id),
    speechesOnly
      ? []
      : db.select({ document: scenarios.document }).from(scenarios).where(eq(scenarios.orgId, orgId)).orderBy(scenarios.createdAt, scenarios.id),
  ]);
  return { speeches: lines, documents: documents.map((row) => row.document) };
}

/** One page of a template's voiced lines, newest first. */
export function listClips(db: Db, orgId: string, templateId: string, page: number, rows: number) {
  return pageOf(db, voiceClips, and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId)), voiceClips, page, rows);
}

/** The template's clips by `hash:emotion`, each with its id. */
export async function clipIdsByKey(db: Db, orgId: string, templateId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: voiceClips.id, hash: voiceClips.textHash, emotion: voiceClips.emotion })
    .from(voiceClips)
    .where(and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId)));
  return new Map(rows.map((row) => [`${row.hash}:${row.emotion}`, row.id]));
}

/** The template's clips of these text hashes. */
export function clipsOfHashes(db: Db, orgId: string, templateId: string, hashes: readonly string[]) {
  if (!hashes.length) return Promise.resolve([]);
  return db
    .select({ id: voiceClips.id, hash: voiceClips.textHash, emotion: voiceClips.emotion, storageKey: voiceClips.storageKey, durationMs: voiceClips.durationMs })
    .from(voiceClips)
    .where(and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId), inArray(voiceClips.textHash, [...new Set(hashes)])));
}

/** The texts the organisation's library holds: speeches and, from its scenarios, standard scripts and similar speeches. */
export async function libraryTexts(db: Db, orgId: string): Promise<{ speeches: { text: string; keywords: string }[]; documents: Record<string, unknown>[] }> {
  const [lines, documents] = await Promise.all([
    db.select({ text: speeches.text, keywords: speeches.keywords }).from(speeches).where(and(eq(speeches.orgId, orgId), eq(speeches.disabled, 0))),
    db.select({ document: scenarios.document }).from(scenarios).where(eq(scenarios.orgId, orgId)),
  ]);
  return { speeches: lines, documents: documents.map((row) => row.document) };
}
