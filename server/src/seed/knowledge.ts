import type { Db } from '../db/client.js';
import { documentsOfMedia, insertKnowledgeDocuments } from '../data/knowledge.js';
import { findMediaByStorageKey } from '../data/media.js';
import { BUILTIN_PREFIX } from '../storage/files.js';

/**
 * The demo organisation's knowledge base (docs/assistant.md "Demo data"): the library's sample PDF,
 * added waiting for indexing. The indexing job embeds it once an embedding service is configured;
 * without one it stays waiting and the knowledge page says why (no vectors are made up here).
 */
export async function seedKnowledge(db: Db, orgId: string, creatorId: string | null): Promise<void> {
  const sample = await findMediaByStorageKey(db, orgId, `${BUILTIN_PREFIX}media/demo.pdf`);
  if (!sample || (await documentsOfMedia(db, orgId, [sample.id])).length > 0) return;
  await insertKnowledgeDocuments(db, [{ orgId, mediaId: sample.id, name: sample.name, format: sample.format, pages: sample.pages, creatorId }]);
}
