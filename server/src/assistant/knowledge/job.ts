import { claimKnowledgeDocument } from '../../data/knowledge.js';
import { createTickLoop, type TickLoop } from '../../lib/tickLoop.js';
import type { EmbeddingsClient } from '../../providers/embeddings/index.js';
import { indexDocument, INDEXING_LEASE_MS, type IndexingEnv } from './indexer.js';

/**
 * The knowledge base's indexing job (`KNOWLEDGE_TICK_MS`): each tick claims the documents waiting,
 * one after another, and indexes them; `tick()` resolves to the ids it finished (ready or failed).
 * Without an embedding service nothing is claimed: the documents stay waiting and the page says why.
 */
export function createKnowledgeJob(env: Omit<IndexingEnv, 'embeddings'> & { embeddings: EmbeddingsClient | null; tickMs: number }): TickLoop {
  const { embeddings } = env;
  return createTickLoop({
    job: 'knowledge',
    tickMs: env.tickMs,
    logger: env.logger,
    failure: 'knowledge indexing tick failed',
    work: async (stopped) => {
      const finished: string[] = [];
      if (!embeddings) return finished;
      while (!stopped()) {
        const document = await claimKnowledgeDocument(env.db, env.clock.now(), INDEXING_LEASE_MS);
        if (!document) break;
        const ended = await indexDocument({ ...env, embeddings }, document, stopped);
        if (ended !== 'left') finished.push(document.id);
        env.logger.info({ orgId: document.orgId, document: document.id, ended }, 'knowledge document indexed');
      }
      return finished;
    },
  });
}
