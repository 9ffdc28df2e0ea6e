import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';
import { media } from './training.js';

// The knowledge base (docs/assistant.md "Knowledge base"): documents chosen from the content library,
// cut into passages and embedded by a durable job, searched by meaning (cosine in SQL) and by keyword.

/**
 * A knowledge document: the library file it was made from (null once that file is gone; the name
 * stays), its indexing (`waiting`, `indexing` with `progress` 0–100, `ready`, `failed` with the
 * reason) and the lease of the process indexing it (`claimed_until`). `generation` grows with each
 * re-indexing, so a job still writing an older one stops.
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    mediaId: uuid('media_id'),
    name: text('name').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('waiting'),
    progress: smallint('progress').notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    failure: text('failure'),
    generation: integer('generation').notNull().default(0),
    claimedUntil: at('claimed_until'),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
    indexedAt: at('indexed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('knowledge_documents_media_idx').on(t.orgId, t.mediaId),
    index('knowledge_documents_org_created_idx').on(t.orgId, t.createdAt),
    // The job's look for work across organisations: only documents waiting or being indexed.
    index('knowledge_documents_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('waiting', 'indexing')`),
    orgReference('knowledge_documents_media_id_fkey', t, t.mediaId, media, 'set null'),
    orgReference('knowledge_documents_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * A passage of a document (about 500 characters, overlapping its neighbours), the page it starts
 * on, and its embedding normalised to length 1 (`real[]`; null until embedded), so the cosine with a
 * question's vector is their dot product. Shaped for pgvector: where a server has it, the column
 * becomes `vector(n)` and the ranking `<=>` (docs/assistant.md).
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    documentId: uuid('document_id').notNull(),
    seq: integer('seq').notNull(),
    page: integer('page'),
    text: text('text').notNull(),
    embedding: real('embedding').array(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('knowledge_chunks_document_idx').on(t.orgId, t.documentId, t.seq),
    orgReference('knowledge_chunks_document_id_fkey', t, t.documentId, knowledgeDocuments, 'cascade'),
  ],
);

export type KnowledgeDocumentRow = typeof knowledgeDocuments.$inferSelect;
export type KnowledgeChunkRow = typeof knowledgeChunks.$inferSelect;
