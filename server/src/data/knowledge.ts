import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments, knowledgeChunks, knowledgeDocuments, media, users, type KnowledgeDocumentRow } from '../db/schema/index.js';
import { seenBy, type Viewer } from './dataScope.js';
import { reportRows } from './reportRows.js';

/**
 * The knowledge base's SQL (docs/assistant.md "Knowledge base"): documents and their indexing lease,
 * passages and their vectors, and the ranking — cosine by meaning (the vectors are stored normalised,
 * so it is their dot product, summed in SQL over `real[]`) beside a keyword match (pg_trgm's
 * `word_similarity` where the engine has it, a substring match in any case).
 */

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type NewKnowledgeDocument = Pick<KnowledgeDocumentRow, 'orgId' | 'mediaId' | 'name' | 'format' | 'pages'> & { creatorId: string | null };

export async function insertKnowledgeDocuments(db: Db, rows: readonly NewKnowledgeDocument[]): Promise<KnowledgeDocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(knowledgeDocuments).values([...rows]).returning();
}

export async function findKnowledgeDocument(db: Db, orgId: string, id: string): Promise<KnowledgeDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.orgId, orgId), eq(knowledgeDocuments.id, id)))
    .limit(1);
  return row;
}

/** The organisation's documents made from these library files. */
export function documentsOfMedia(db: Db, orgId: string, mediaIds: readonly string[]): Promise<KnowledgeDocumentRow[]> {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.orgId, orgId), inArray(knowledgeDocuments.mediaId, [...mediaIds])));
}

export async function listKnowledgeDocuments(
  db: Db,
  orgId: string,
  query: { page: number; rows: number; text: string },
): Promise<{ rows: KnowledgeDocumentRow[]; total: number }> {
  const where = and(eq(knowledgeDocuments.orgId, orgId), query.text ? ilike(knowledgeDocuments.name, likeText(query.text)) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(knowledgeDocuments)
      .where(where)
      .orderBy(desc(knowledgeDocuments.createdAt), asc(knowledgeDocuments.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ total: count() }).from(knowledgeDocuments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Documents of the library (PDF and the formats its preview converts) not yet in the knowledge base. */
export function candidateMedia(db: Db, orgId: string, formats: readonly string[], text: string) {
  return db
    .select({ id: media.id, name: media.name, format: media.format, catalogId: media.catalogId, creatorId: media.creatorId })
    .from(media)
    .leftJoin(knowledgeDocuments, and(eq(knowledgeDocuments.orgId, media.orgId), eq(knowledgeDocuments.mediaId, media.id)))
    .where(
      and(
        eq(media.orgId, orgId),
        eq(media.kind, 'file'),
        inArray(media.format, [...formats]),
        isNull(knowledgeDocuments.id),
        text ? ilike(media.name, likeText(text)) : undefined,
      ),
    )
    .orderBy(desc(media.createdAt))
    .limit(100);
}

/** Queues a document for indexing again: waiting, a new generation (a job on the old one stops). */
export async function requeueKnowledgeDocument(db: Db, orgId: string, id: string): Promise<KnowledgeDocumentRow | undefined> {
  const [row] = await db
    .update(knowledgeDocuments)
    .set({ status: 'waiting', progress: 0, failure: null, claimedUntil: null, generation: sql`${knowledgeDocuments.generation} + 1` })
    .where(and(eq(knowledgeDocuments.orgId, orgId), eq(knowledgeDocuments.id, id)))
    .returning();
  return row;
}

export async function deleteKnowledgeDocument(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.orgId, orgId), eq(knowledgeDocuments.id, id)))
    .returning({ id: knowledgeDocuments.id });
  return rows.length > 0;
}

/**
 * Across organisations: the indexing job's claim of the oldest document waiting (or indexing under a
 * lease that ran out) for `leaseMs`; one process gets each (`for update skip locked`).
 */
export async function claimKnowledgeDocument(db: Db, now: Date, leaseMs: number): Promise<KnowledgeDocumentRow | undefined> {
  const until = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ orgId: knowledgeDocuments.orgId, id: knowledgeDocuments.id })
      .from(knowledgeDocuments)
      .where(
        and(
          sql`${knowledgeDocuments.status} in ('waiting', 'indexing')`,
          or(isNull(knowledgeDocuments.claimedUntil), lt(knowledgeDocuments.claimedUntil, now)),
        ),
      )
      .orderBy(asc(knowledgeDocuments.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(knowledgeDocuments)
      .set({ status: 'indexing', claimedUntil: until })
      .where(and(eq(knowledgeDocuments.orgId, due.orgId), eq(knowledgeDocuments.id, due.id)))
      .returning();
    return row;
  });
}

/** The claimed generation of a document, for the job's writes: a write to another generation changes nothing. */
export type DocumentClaim = Pick<KnowledgeDocumentRow, 'orgId' | 'id' | 'generation'>;

const claimed = (claim: DocumentClaim) =>
  and(eq(knowledgeDocuments.orgId, claim.orgId), eq(knowledgeDocuments.id, claim.id), eq(knowledgeDocuments.generation, claim.generation));

/** Progress of the claimed generation, with its lease renewed; false when the document changed (removed, re-queued). */
export async function reportIndexing(db: Db, claim: DocumentClaim, values: { progress: number; pages?: number; claimedUntil: Date }): Promise<boolean> {
  const rows = await db.update(knowledgeDocuments).set(values).where(claimed(claim)).returning({ id: knowledgeDocuments.id });
  return rows.length > 0;
}

/** Replaces the document's passages (not yet embedded) with `chunks`. */
export async function replaceChunks(db: Db, claim: DocumentClaim, chunks: readonly { seq: number; page: number | null; text: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeChunks).where(and(eq(knowledgeChunks.orgId, claim.orgId), eq(knowledgeChunks.documentId, claim.id)));
    for (let start = 0; start < chunks.length; start += 500) {
      const part = chunks.slice(start, start + 500).map((chunk) => ({ orgId: claim.orgId, documentId: claim.id, ...chunk }));
      if (part.length > 0) await tx.insert(knowledgeChunks).values(part);
    }
  });
}

/** The next passages of the document still without a vector, in order. */
export function unembeddedChunks(db: Db, claim: DocumentClaim, limit: number) {
  return db
    .select({ id: knowledgeChunks.id, text: knowledgeChunks.text })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.orgId, claim.orgId), eq(knowledgeChunks.documentId, claim.id), isNull(knowledgeChunks.embedding)))
    .orderBy(asc(knowledgeChunks.seq))
    .limit(limit);
}

export async function countChunks(db: Db, orgId: string, documentId: string): Promise<{ total: number; embedded: number }> {
  const [row] = await db
    .select({ total: count(), embedded: count(knowledgeChunks.embedding) })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.orgId, orgId), eq(knowledgeChunks.documentId, documentId)));
  return { total: row?.total ?? 0, embedded: row?.embedded ?? 0 };
}

export async function setChunkEmbeddings(db: Db, orgId: string, vectors: readonly { id: string; embedding: number[] }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, embedding } of vectors) {
      await tx
        .update(knowledgeChunks)
        .set({ embedding })
        .where(and(eq(knowledgeChunks.orgId, orgId), eq(knowledgeChunks.id, id)));
    }
  });
}

/** Ends the claimed generation's indexing: ready (with its counts) or failed (with the reason). */
export async function finishIndexing(
  db: Db,
  claim: DocumentClaim,
  end: { status: 'ready' | 'failed' | 'waiting'; failure: string | null; chunks: number; pages?: number; at: Date },
): Promise<void> {
  await db
    .update(knowledgeDocuments)
    .set({
      status: end.status,
      failure: end.failure,
      chunks: end.chunks,
      progress: end.status === 'ready' ? 100 : 0,
      claimedUntil: null,
      ...(end.pages === undefined ? {} : { pages: end.pages }),
      ...(end.status === 'ready' ? { indexedAt: end.at } : {}),
    })
    .where(claimed(claim));
}

const trigram = new WeakMap<Db, Promise<boolean>>();

/** Whether the engine has pg_trgm (migration 0044 creates it where it can). */
export function hasTrigram(db: Db): Promise<boolean> {
  let known = trigram.get(db);
  if (!known) {
    known = reportRows<{ found: boolean }>(db, sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as found`).then((rows) => rows[0]?.found === true);
    trigram.set(db, known);
  }
  return known;
}

/** A passage found, with its document, its meaning and keyword scores and the two together (each 0–1). */
export interface RankedChunk {
  chunkId: string;
  documentId: string;
  documentName: string;
  text: string;
  page: number | null;
  score: number;
}

export interface RankQuery {
  /** The passages nearest the question by meaning with their cosines (`vectorIndex.ts`); null ranks by keyword alone. */
  nearest: readonly { id: string; cosine: number }[] | null;
  text: string;
  /** The keyword's share of the score (0–1); the rest is the cosine. */
  keywordWeight: number;
  minScore: number;
  limit: number;
  offset?: number;
}

/** The passages containing the search text that join the nearest by meaning as candidates. */
export const KEYWORD_CANDIDATES = 200;

/** The ids of the organisation's passages that have a vector, for the in-memory index to follow. */
export async function embeddedChunkIds(db: Db, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: knowledgeChunks.id })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.orgId, orgId), sql`${knowledgeChunks.embedding} is not null`));
  return rows.map((row) => row.id);
}

/** The vectors of some of the organisation's passages (those with one). */
export async function chunkVectors(db: Db, orgId: string, ids: readonly string[]): Promise<{ id: string; embedding: number[] }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: knowledgeChunks.id, embedding: knowledgeChunks.embedding })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.orgId, orgId), inArray(knowledgeChunks.id, [...ids])));
  return rows.filter((row): row is { id: string; embedding: number[] } => row.embedding !== null);
}

/**
 * The organisation's passages ranked by `(1 − w)·cosine + w·keyword`, best first, those under
 * `minScore` left out. The candidates are the passages nearest by meaning (`nearest`, scored in the
 * server's memory, `vectorIndex.ts`) and up to `KEYWORD_CANDIDATES` containing the text or, where the
 * engine has pg_trgm, a word like it (`<%`, the trigram index) — so neither a scan of every vector nor
 * `word_similarity` of every passage runs in SQL. The keyword score is 1 for a passage containing the
 * text, else pg_trgm's `word_similarity`. `total` counts the candidates kept.
 */
export async function rankChunks(db: Db, orgId: string, query: RankQuery): Promise<{ rows: RankedChunk[]; total: number }> {
  const trigram = await hasTrigram(db);
  const contains = sql`position(lower(${query.text}) in lower(c.text)) > 0`;
  const keyword = trigram
    ? sql`greatest(case when ${contains} then 1.0 else 0.0 end, word_similarity(${query.text}, c.text))`
    : sql`case when ${contains} then 1.0 else 0.0 end`;
  const matches = trigram ? sql`(c.text ilike ${likeText(query.text)} or ${query.text} <% c.text)` : sql`c.text ilike ${likeText(query.text)}`;
  const nearest = query.nearest ?? [];
  const weight = query.nearest ? query.keywordWeight : 1;
  const rows = await reportRows<{ chunk_id: string; document_id: string; document_name: string; text: string; page: number | null; score: number; total: number }>(
    db,
    sql`with near as (
          select * from unnest(${`{${nearest.map((n) => n.id).join(',')}}`}::uuid[], ${`{${nearest.map((n) => n.cosine).join(',')}}`}::float8[]) as m(id, cosine)
        ), words as (
          select c.id from knowledge_chunks c where c.org_id = ${orgId} and ${matches} limit ${KEYWORD_CANDIDATES}
        ), scored as (
          select c.id, c.document_id, c.text, c.page, c.seq,
                 greatest(0, least(1, ${1 - weight}::float8 * coalesce(n.cosine, 0) + ${weight}::float8 * ${keyword})) as score
            from (select id from near union select id from words) x
            join knowledge_chunks c on c.org_id = ${orgId} and c.id = x.id
            left join near n on n.id = c.id
        ), kept as (select * from scored where score >= ${query.minScore}::float8 and score > 0)
        select k.id as chunk_id, k.document_id, d.name as document_name, k.text, k.page, k.score::float8 as score,
               (select count(*) from kept)::int as total
          from kept k join knowledge_documents d on d.org_id = ${orgId} and d.id = k.document_id
         order by k.score desc, k.document_id, k.seq
         limit ${query.limit} offset ${query.offset ?? 0}`,
  );
  return {
    rows: rows.map((row) => ({
      chunkId: row.chunk_id,
      documentId: row.document_id,
      documentName: row.document_name,
      text: row.text,
      page: row.page,
      score: Math.round(Number(row.score) * 1000) / 1000,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** The organisation's users the viewer sees (not deleted) with their assistant flag, by name or account. */
export async function listAssistantUsers(db: Db, viewer: Viewer, query: { page: number; rows: number; text: string }) {
  const where = and(
    eq(users.orgId, viewer.orgId),
    isNull(users.deletedAt),
    seenBy(viewer, users.id),
    query.text ? or(ilike(users.name, likeText(query.text)), ilike(users.account, likeText(query.text))) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, account: users.account, openai: users.openai, departmentName: departments.name })
      .from(users)
      .leftJoin(departments, and(eq(departments.orgId, users.orgId), eq(departments.id, users.departmentId)))
      .where(where)
      .orderBy(asc(users.account))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Turns the assistant on or off for one user the viewer sees; the user as now, or undefined when none. */
export async function setAssistantUser(db: Db, viewer: Viewer, userId: string, openai: 0 | 1) {
  const orgId = viewer.orgId;
  const [row] = await db
    .update(users)
    .set({ openai })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId), isNull(users.deletedAt), seenBy(viewer, users.id)))
    .returning({ id: users.id });
  if (!row) return undefined;
  const found = await listAssistantUsersById(db, orgId, userId);
  return found;
}

async function listAssistantUsersById(db: Db, orgId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, account: users.account, openai: users.openai, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, and(eq(departments.orgId, users.orgId), eq(departments.id, users.departmentId)))
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
    .limit(1);
  return row;
}
