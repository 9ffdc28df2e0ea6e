import { CATALOG_TYPES, type KnowledgeDocumentListQuery } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { findMediaInOrg } from '../../data/media.js';
import {
  candidateMedia,
  deleteKnowledgeDocument,
  documentsOfMedia,
  findKnowledgeDocument,
  insertKnowledgeDocuments,
  listKnowledgeDocuments,
  requeueKnowledgeDocument,
} from '../../data/knowledge.js';
import type { KnowledgeDocumentRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { recordLoader } from '../../http/records.js';
import { contentAccess } from '../../library/index.js';

/** The library formats a document can be read from: PDF itself, and the Office formats the preview converts to PDF. */
export const KNOWLEDGE_FORMATS: readonly string[] = ['pdf', 'pptx', 'ppt', 'doc', 'wps', 'docx', 'xls', 'xlsx'];

export const documentRecord = recordLoader('errors.knowledge.notFound', (db, orgId, id) => findKnowledgeDocument(db, orgId, id));

export function documentList({ deps, orgId }: Caller, query: KnowledgeDocumentListQuery) {
  return listKnowledgeDocuments(deps.db, orgId, query);
}

/** The library's documents the caller may see (their own access lists, else their catalogues') not in the knowledge base yet. */
export async function candidates(request: Caller, text: string) {
  const access = await contentAccess(request, 'media', CATALOG_TYPES.file);
  const rows = await candidateMedia(request.deps.db, request.orgId, KNOWLEDGE_FORMATS, text);
  return rows.filter((row) => access.recordRights(row).access).map(({ id, name, format }) => ({ id, name, format }));
}

/**
 * Adds library files to the knowledge base, each waiting for the indexing job: files of the
 * organisation (`errors.knowledge.mediaNotFound`), documents (`notDocument`), not added before (`alreadyAdded`).
 */
export async function addDocuments(request: Caller, mediaIds: readonly string[]): Promise<KnowledgeDocumentRow[]> {
  const { db } = request.deps;
  const unique = [...new Set(mediaIds)];
  const access = await contentAccess(request, 'media', CATALOG_TYPES.file);
  const files = [];
  for (const id of unique) {
    const file = /^[0-9a-f-]{36}$/i.test(id) ? await findMediaInOrg(db, request.orgId, id) : undefined;
    // A file of a catalogue the caller may not see is answered as one that is not there: its text would
    // reach every learner who asks.
    if (!file || !access.recordRights(file).access) throw appError('errors.knowledge.mediaNotFound');
    if (file.kind !== 'file' || !KNOWLEDGE_FORMATS.includes(file.format)) throw appError('errors.knowledge.notDocument');
    files.push(file);
  }
  const [existing] = await documentsOfMedia(db, request.orgId, unique);
  if (existing) throw appError('errors.knowledge.alreadyAdded', { name: existing.name });
  const rows = await insertKnowledgeDocuments(
    db,
    files.map((file) => ({ orgId: request.orgId, mediaId: file.id, name: file.name, format: file.format, pages: file.pages, creatorId: request.userId })),
  );
  request.log.info({ orgId: request.orgId, documents: rows.map((row) => row.id), by: request.userId }, 'knowledge documents added');
  return rows;
}

/** Queues a document for indexing again (a document being indexed is re-queued too: its job stops at its next round). */
export async function reindexDocument(request: Caller, row: KnowledgeDocumentRow): Promise<KnowledgeDocumentRow> {
  const queued = await requeueKnowledgeDocument(request.deps.db, request.orgId, row.id);
  if (!queued) throw appError('errors.knowledge.notFound');
  return queued;
}

/** Deletes a document with its passages (the route recycles them). */
export async function removeDocument(request: Caller, row: KnowledgeDocumentRow): Promise<void> {
  if (!(await deleteKnowledgeDocument(request.deps.db, request.orgId, row.id))) throw appError('errors.knowledge.notFound');
  request.log.info({ orgId: request.orgId, document: row.id, by: request.userId }, 'knowledge document deleted');
}
