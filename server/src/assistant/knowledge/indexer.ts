import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KnowledgeFailure } from '@peilian/shared';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { findMediaInOrg } from '../../data/media.js';
import { countChunks, finishIndexing, replaceChunks, reportIndexing, setChunkEmbeddings, unembeddedChunks, type DocumentClaim } from '../../data/knowledge.js';
import type { KnowledgeDocumentRow } from '../../db/schema/index.js';
import { readPdfText } from '../../library/index.js';
import type { Logger } from '../../logger.js';
import { ProviderError } from '../../providers/index.js';
import type { EmbeddingsClient } from '../../providers/embeddings/index.js';
import type { FileStorage } from '../../storage/files.js';
import { recordUse } from '../../usage/record.js';
import { chunkPages } from './chunker.js';
import { normalised } from './vectors.js';

/** How long a claim on a document lasts without news (renewed with each batch of vectors). */
export const INDEXING_LEASE_MS = 120_000;
/** Passages embedded per round (the client splits them into `EMBEDDING_BATCH`-sized requests). */
const ROUND = 64;
/** The share of the progress reading and cutting the document counts for. */
const READ_SHARE = 5;

export interface IndexingEnv {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  embeddings: EmbeddingsClient;
}

class IndexingFailure extends Error {
  constructor(readonly failure: KnowledgeFailure) {
    super(failure);
  }
}

/** The storage key of the PDF the document's text is read from: the file, or an Office file's preview. */
async function pdfKeyOf(db: Db, document: KnowledgeDocumentRow): Promise<{ key: string; pages: number }> {
  const file = document.mediaId ? await findMediaInOrg(db, document.orgId, document.mediaId) : undefined;
  if (!file) throw new IndexingFailure('missing');
  if (file.format === 'pdf') return { key: file.storageKey, pages: file.pages };
  if (file.previewStatus === 'ready' && file.previewKey) return { key: file.previewKey, pages: file.pages };
  throw new IndexingFailure('noPreview');
}

/** Reads the document's PDF and stores its passages, still without vectors; the number of pages read. */
async function cutDocument(env: IndexingEnv, document: KnowledgeDocumentRow): Promise<number> {
  const { key } = await pdfKeyOf(env.db, document);
  const dir = await mkdtemp(path.join(tmpdir(), 'peilian-knowledge-'));
  try {
    const local = path.join(dir, 'document.pdf');
    await env.storage.copyToLocal(key, local);
    const text = await readPdfText(local).catch(() => {
      throw new IndexingFailure('noText');
    });
    const chunks = chunkPages(text.pages);
    if (chunks.length === 0) throw new IndexingFailure('noText');
    await replaceChunks(env.db, document, chunks);
    return text.pages.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Indexes one claimed document: reads and cuts it (unless its passages are already stored: a claim
 * taken up after a process stopped goes on embedding where it was), embeds its passages a round at a
 * time with the lease renewed, each round's tokens recorded for the document's creator, then marks it
 * ready. A document re-queued or removed meanwhile is left as it now is.
 */
export async function indexDocument(env: IndexingEnv, document: KnowledgeDocumentRow, stopped: () => boolean): Promise<'ready' | 'failed' | 'left'> {
  const { db, clock, logger } = env;
  const claim: DocumentClaim = document;
  const lease = () => new Date(clock.now().getTime() + INDEXING_LEASE_MS);
  const usage = { deps: { db, clock }, orgId: document.orgId, userId: document.creatorId ?? '', log: logger };
  try {
    let pages: number | undefined;
    let { total, embedded } = await countChunks(db, document.orgId, document.id);
    if (total === 0 || document.progress === 0) {
      pages = await cutDocument(env, document);
      ({ total, embedded } = await countChunks(db, document.orgId, document.id));
      if (!(await reportIndexing(db, claim, { progress: READ_SHARE, pages, claimedUntil: lease() }))) return 'left';
    }
    while (embedded < total) {
      if (stopped()) return 'left';
      const round = await unembeddedChunks(db, claim, ROUND);
      if (round.length === 0) break;
      const { vectors, tokens } = await env.embeddings.embed(round.map((chunk) => chunk.text));
      await setChunkEmbeddings(
        db,
        document.orgId,
        round.map((chunk, i) => ({ id: chunk.id, embedding: normalised(vectors[i]!) })),
      );
      await recordUse(usage, { subject: 'knowledge', subjectId: document.id }, { service: 'embedding', provider: env.embeddings.model, quantity: tokens });
      embedded += round.length;
      const progress = Math.min(99, READ_SHARE + Math.floor(((100 - READ_SHARE) * embedded) / total));
      if (!(await reportIndexing(db, claim, { progress, claimedUntil: lease() }))) return 'left';
    }
    await finishIndexing(db, claim, { status: 'ready', failure: null, chunks: total, pages, at: clock.now() });
    return 'ready';
  } catch (error) {
    const failure: KnowledgeFailure = error instanceof IndexingFailure ? error.failure : error instanceof ProviderError ? 'provider' : 'noText';
    logger.warn({ err: error, orgId: document.orgId, document: document.id, failure }, 'knowledge document not indexed');
    const { total } = await countChunks(db, document.orgId, document.id);
    await finishIndexing(db, claim, { status: 'failed', failure, chunks: total, at: clock.now() });
    return 'failed';
  }
}
