import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { speeches, type SpeechRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';

export type NewSpeech = typeof speeches.$inferInsert;
export type SpeechChanges = Partial<Pick<SpeechRow, 'category' | 'text' | 'difficulty' | 'emotion' | 'keywords' | 'voiceNo' | 'disabled'>>;

export interface SpeechFilter {
  orgId: string;
  text: string;
  category: string;
  difficulty?: number | undefined;
  emotion?: number | undefined;
  disabled?: number | undefined;
}

function filterOf(filter: SpeechFilter): SQL | undefined {
  return and(
    eq(speeches.orgId, filter.orgId),
    filter.text ? ilike(speeches.text, containing(filter.text)) : undefined,
    filter.category ? eq(speeches.category, filter.category) : undefined,
    filter.difficulty === undefined ? undefined : eq(speeches.difficulty, filter.difficulty),
    filter.emotion === undefined ? undefined : eq(speeches.emotion, filter.emotion),
    filter.disabled === undefined ? undefined : eq(speeches.disabled, filter.disabled),
  );
}

/** One page of an organisation's speeches, newest first. */
export function listSpeeches(db: Db, filter: SpeechFilter, page: number, rows: number) {
  return pageOf(db, speeches, filterOf(filter), speeches, page, rows);
}

export async function findSpeechInOrg(db: Db, orgId: string, id: string): Promise<SpeechRow | undefined> {
  const [row] = await db.select().from(speeches).where(and(eq(speeches.orgId, orgId), eq(speeches.id, id))).limit(1);
  return row;
}

export async function insertSpeech(db: Db, speech: NewSpeech): Promise<SpeechRow> {
  const [row] = await db.insert(speeches).values(speech).returning();
  return row!;
}

export async function updateSpeech(db: Db, orgId: string, id: string, changes: SpeechChanges, now: Date): Promise<void> {
  await db.update(speeches).set({ ...changes, updatedAt: now }).where(and(eq(speeches.orgId, orgId), eq(speeches.id, id)));
}

export async function deleteSpeech(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(speeches).where(and(eq(speeches.orgId, orgId), eq(speeches.id, id)));
}

/** Adds speeches in batches of 1,000 (an import's, inside its transaction). */
export async function insertSpeeches(db: Db, rows: readonly NewSpeech[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await db.insert(speeches).values(rows.slice(start, start + 1000));
}

/** The organisation's speeches with one of these texts (id, category and text), the oldest first. */
export async function speechesWithText(db: Db, orgId: string, texts: readonly string[]): Promise<Pick<SpeechRow, 'id' | 'category' | 'text'>[]> {
  const found: Pick<SpeechRow, 'id' | 'category' | 'text'>[] = [];
  const unique = [...new Set(texts)];
  for (let start = 0; start < unique.length; start += 1000) {
    found.push(
      ...(await db
        .select({ id: speeches.id, category: speeches.category, text: speeches.text })
        .from(speeches)
        .where(and(eq(speeches.orgId, orgId), inArray(speeches.text, unique.slice(start, start + 1000))))
        .orderBy(asc(speeches.createdAt), asc(speeches.id))),
    );
  }
  return found;
}

/** Which of these ids name speeches of the organisation. */
export async function existingSpeechIds(db: Db, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db.select({ id: speeches.id }).from(speeches).where(and(eq(speeches.orgId, orgId), inArray(speeches.id, [...ids])));
  return new Set(found.map((row) => row.id));
}

/** The organisation's speech categories with how many speeches each holds, by name. */
export async function speechCategories(db: Db, orgId: string): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: speeches.category, count: count() })
    .from(speeches)
    .where(eq(speeches.orgId, orgId))
    .groupBy(speeches.category)
    .orderBy(asc(speeches.category));
}
