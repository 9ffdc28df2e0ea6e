import type { AssistantUser, KnowledgeDocument, KnowledgeFailure, KnowledgeStatus } from '@peilian/shared';
import type { KnowledgeDocumentRow } from '../../db/schema/index.js';

export function presentDocument(row: KnowledgeDocumentRow): KnowledgeDocument {
  return {
    id: row.id,
    mediaId: row.mediaId,
    name: row.name,
    format: row.format,
    status: row.status as KnowledgeStatus,
    progress: row.progress,
    chunks: row.chunks,
    pages: row.pages,
    failure: (row.failure as KnowledgeFailure | null) ?? null,
    createdate: row.createdAt.getTime(),
    indexeddate: row.indexedAt?.getTime() ?? null,
  };
}

export function presentAssistantUser(row: { id: string; name: string; account: string; openai: number; departmentName: string | null }): AssistantUser {
  return { id: row.id, name: row.name, account: row.account, departmentname: row.departmentName ?? '', openai: row.openai === 1 ? 1 : 0 };
}
