import { and, asc, count, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hotWords, organisations, practiceWords, synonyms, type HotWordRow, type PracticeWordRow, type SynonymRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';

// Hot words ---------------------------------------------------------------------------------------

export type NewHotWord = typeof hotWords.$inferInsert;
export type HotWordChanges = Partial<Pick<HotWordRow, 'word' | 'replace' | 'homophone' | 'pinyin' | 'priority' | 'status'>>;

function hotWordFilter(orgId: string, word: string, status: number | undefined): SQL | undefined {
  return and(eq(hotWords.orgId, orgId), word ? ilike(hotWords.word, containing(word)) : undefined, status === undefined ? undefined : eq(hotWords.status, status));
}

/** One page of an organisation's hot words, newest first. */
export function listHotWords(db: Db, orgId: string, word: string, status: number | undefined, page: number, rows: number) {
  return pageOf(db, hotWords, hotWordFilter(orgId, word, status), hotWords, page, rows);
}

/** Serialises hot-word additions of one organisation inside a transaction, so the 5,000 limit holds under concurrency. */
export async function lockHotWords(tx: Db, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hotwords:${orgId}`}))`);
}

export async function countHotWords(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(hotWords).where(eq(hotWords.orgId, orgId));
  return row?.total ?? 0;
}

export async function findHotWordInOrg(db: Db, orgId: string, id: string): Promise<HotWordRow | undefined> {
  const [row] = await db.select().from(hotWords).where(and(eq(hotWords.orgId, orgId), eq(hotWords.id, id))).limit(1);
  return row;
}

export async function insertHotWord(db: Db, word: NewHotWord): Promise<HotWordRow> {
  const [row] = await db.insert(hotWords).values(word).returning();
  return row!;
}

export async function updateHotWord(db: Db, orgId: string, id: string, changes: HotWordChanges, now: Date): Promise<void> {
  await db.update(hotWords).set({ ...changes, updatedAt: now }).where(and(eq(hotWords.orgId, orgId), eq(hotWords.id, id)));
}

export async function deleteHotWord(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(hotWords).where(and(eq(hotWords.orgId, orgId), eq(hotWords.id, id)));
}

/** Every hot word of the organisation (the engine's lexicon). */
export function allHotWords(db: Db, orgId: string): Promise<HotWordRow[]> {
  return db.select().from(hotWords).where(eq(hotWords.orgId, orgId)).orderBy(asc(hotWords.word));
}

// Sensitive and polite words ----------------------------------------------------------------------

/** A whole word library of a kind, in word order. */
export function listWords(db: Db, orgId: string, kind: string): Promise<PracticeWordRow[]> {
  return db.select().from(practiceWords).where(and(eq(practiceWords.orgId, orgId), eq(practiceWords.kind, kind))).orderBy(asc(practiceWords.word));
}

/**
 * Makes a library hold exactly these words: others are removed, new ones added enabled, kept ones
 * keep their status. Runs inside the caller's transaction.
 */
export async function replaceWords(tx: Db, orgId: string, kind: string, words: readonly string[]): Promise<void> {
  const scope = and(eq(practiceWords.orgId, orgId), eq(practiceWords.kind, kind));
  await tx.delete(practiceWords).where(words.length ? and(scope, notInArray(practiceWords.word, [...words])) : scope);
  for (let start = 0; start < words.length; start += 1000) {
    const chunk = words.slice(start, start + 1000).map((word) => ({ orgId, kind, word }));
    await tx.insert(practiceWords).values(chunk).onConflictDoNothing();
  }
}

export async function findWordInOrg(db: Db, orgId: string, id: string): Promise<PracticeWordRow | undefined> {
  const [row] = await db.select().from(practiceWords).where(and(eq(practiceWords.orgId, orgId), eq(practiceWords.id, id))).limit(1);
  return row;
}

export async function setWordStatus(db: Db, orgId: string, id: string, status: number): Promise<void> {
  await db.update(practiceWords).set({ status }).where(and(eq(practiceWords.orgId, orgId), eq(practiceWords.id, id)));
}

// Synonyms ----------------------------------------------------------------------------------------

export type NewSynonym = typeof synonyms.$inferInsert;

function synonymFilter(orgId: string, word: string, status: number | undefined): SQL | undefined {
  return and(eq(synonyms.orgId, orgId), word ? ilike(synonyms.base, containing(word)) : undefined, status === undefined ? undefined : eq(synonyms.status, status));
}

/** One page of an organisation's synonym groups, newest first (searched by base word). */
export function listSynonyms(db: Db, orgId: string, word: string, status: number | undefined, page: number, rows: number) {
  return pageOf(db, synonyms, synonymFilter(orgId, word, status), synonyms, page, rows);
}

export async function findSynonymInOrg(db: Db, orgId: string, id: string): Promise<SynonymRow | undefined> {
  const [row] = await db.select().from(synonyms).where(and(eq(synonyms.orgId, orgId), eq(synonyms.id, id))).limit(1);
  return row;
}

export async function insertSynonym(db: Db, synonym: NewSynonym): Promise<SynonymRow> {
  const [row] = await db.insert(synonyms).values(synonym).returning();
  return row!;
}

export async function updateSynonym(db: Db, orgId: string, id: string, changes: Partial<Pick<SynonymRow, 'base' | 'words' | 'status'>>, now: Date): Promise<void> {
  await db.update(synonyms).set({ ...changes, updatedAt: now }).where(and(eq(synonyms.orgId, orgId), eq(synonyms.id, id)));
}

/** Turns groups of the organisation on or off at once: how many it changed (an id not of the organisation changes nothing). */
export async function setSynonymsStatus(db: Db, orgId: string, ids: readonly string[], status: 0 | 1, now: Date): Promise<number> {
  const changed = await db
    .update(synonyms)
    .set({ status, updatedAt: now })
    .where(and(eq(synonyms.orgId, orgId), inArray(synonyms.id, [...ids])))
    .returning({ id: synonyms.id });
  return changed.length;
}

/** How many of these ids are synonym groups of the organisation. */
export async function countSynonymsInOrg(db: Db, orgId: string, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(synonyms)
    .where(and(eq(synonyms.orgId, orgId), inArray(synonyms.id, [...ids])));
  return row?.n ?? 0;
}

export async function deleteSynonym(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(synonyms).where(and(eq(synonyms.orgId, orgId), eq(synonyms.id, id)));
}

/** Every synonym group and the enabled sensitive/polite words: what the engine's lexicon is built from. */
export async function lexiconRows(db: Db, orgId: string) {
  const [hot, groups, words, settings] = await Promise.all([
    allHotWords(db, orgId),
    db.select().from(synonyms).where(eq(synonyms.orgId, orgId)),
    db.select().from(practiceWords).where(and(eq(practiceWords.orgId, orgId), inArray(practiceWords.kind, ['sensitive', 'polite']), eq(practiceWords.status, 0))),
    db.select({ settings: organisations.settings }).from(organisations).where(eq(organisations.id, orgId)),
  ]);
  return { hot, groups, words, settings: settings[0]?.settings ?? {} };
}

/** Every base word of the organisation's synonym groups. */
export async function synonymBases(db: Db, orgId: string): Promise<Set<string>> {
  const rows = await db.select({ base: synonyms.base }).from(synonyms).where(eq(synonyms.orgId, orgId));
  return new Set(rows.map((row) => row.base));
}

/** Adds synonym groups (the import, after every row was checked). */
export async function insertSynonyms(db: Db, groups: readonly NewSynonym[]): Promise<void> {
  for (let start = 0; start < groups.length; start += 1000) await db.insert(synonyms).values(groups.slice(start, start + 1000));
}
