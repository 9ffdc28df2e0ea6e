import { z } from 'zod';
import { flagSchema } from './fields.js';
import { listResponse, page, rows } from './practiceFields.js';

/**
 * The back office's knowledge base under `api/admin/smart/knowledge` (functions `knowledge`, `chat`,
 * `search`, `flow`, `user-setting`; docs/assistant.md "Knowledge base"): documents chosen from the
 * content library, chunked and embedded; the answer flow; who has the assistant. The chat and the
 * search answer as the learner's calls do (`schemas/assistant.ts`). Messages are i18n keys of `knowledgeAdmin`.
 */

const R = 'knowledgeAdmin.rules';

export const KNOWLEDGE_LIMITS = {
  /** Library files added in one go. */
  addMax: 20,
  /** Characters of the flow's extra instructions. */
  instructionsMax: 500,
  /** Characters of the flow's own "nothing found" answer. */
  fallbackMax: 200,
  /** Passages an answer may rest on. */
  passagesMax: 10,
  /** Characters of a list's search text. */
  textMax: 50,
} as const;

/** A document's indexing: waiting for the job, being chunked and embedded, searchable, or failed (its `error` says why). */
export const KNOWLEDGE_STATUSES = ['waiting', 'indexing', 'ready', 'failed'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

/** Why indexing failed, as an i18n key suffix of `knowledgeAdmin.failures`. */
export const KNOWLEDGE_FAILURES = ['noText', 'noPreview', 'provider', 'missing'] as const;
export type KnowledgeFailure = (typeof KNOWLEDGE_FAILURES)[number];

const listText = z
  .string()
  .trim()
  .max(KNOWLEDGE_LIMITS.textMax, { error: `${R}.textTooLong` })
  .default('');

/** `GET …/knowledge/document?page&rows&text`. */
export const knowledgeDocumentListQuerySchema = z.object({ page, rows, text: listText });
export type KnowledgeDocumentListQuery = z.output<typeof knowledgeDocumentListQuerySchema>;

export const knowledgeDocumentSchema = z
  .object({
    id: z.string(),
    mediaId: z.string().nullable(),
    name: z.string(),
    format: z.string(),
    status: z.enum(KNOWLEDGE_STATUSES),
    /** 0–100 while indexing. */
    progress: z.number().int().min(0).max(100),
    chunks: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    failure: z.enum(KNOWLEDGE_FAILURES).nullable(),
    /** Epoch milliseconds; `indexeddate` null until first indexed. */
    createdate: z.number(),
    indexeddate: z.number().nullable(),
  })
  .strict();
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

/** Whether the assistant can run here: a language model for answers, embeddings for indexing and meaning. */
export const assistantReadinessSchema = z.object({ model: z.boolean(), embeddings: z.boolean() }).strict();
export type AssistantReadiness = z.infer<typeof assistantReadinessSchema>;

export const knowledgeDocumentListResponseSchema = z
  .object({
    successed: z.literal(true),
    rows: z.array(knowledgeDocumentSchema),
    total: z.number().int(),
    readiness: assistantReadinessSchema,
  })
  .strict();
export type KnowledgeDocumentListResponse = z.infer<typeof knowledgeDocumentListResponseSchema>;

/** `POST …/knowledge/document`: library files (PDF or Office) to add; each is indexed in the background. */
export const knowledgeAddRequestSchema = z
  .object({
    mediaIds: z
      .array(z.string().trim().min(1).max(64), { error: `${R}.mediaRequired` })
      .min(1, { error: `${R}.mediaRequired` })
      .max(KNOWLEDGE_LIMITS.addMax, { error: `${R}.tooMany` }),
  })
  .strict();
export type KnowledgeAddRequest = z.output<typeof knowledgeAddRequestSchema>;

export const knowledgeDocumentsResponseSchema = z.object({ successed: z.literal(true), rows: z.array(knowledgeDocumentSchema) }).strict();
export const knowledgeDocumentResponseSchema = z.object({ successed: z.literal(true), document: knowledgeDocumentSchema }).strict();

/** `GET …/knowledge/candidates?text`: the organisation's library documents that can be added (not yet added). */
export const knowledgeCandidateQuerySchema = z.object({ text: listText });
export const knowledgeCandidateSchema = z.object({ id: z.string(), name: z.string(), format: z.string() }).strict();
export type KnowledgeCandidate = z.infer<typeof knowledgeCandidateSchema>;
export const knowledgeCandidateResponseSchema = z.object({ successed: z.literal(true), rows: z.array(knowledgeCandidateSchema) }).strict();

/**
 * The answer flow (`flow`): how many passages an answer rests on, the least score a passage needs,
 * how much the keyword match weighs beside the meaning, extra instructions to the model, and the
 * answer when nothing is found ('' = the built-in one in the asker's language).
 */
export const knowledgeFlowSchema = z
  .object({
    passages: z.coerce
      .number({ error: `${R}.passagesInvalid` })
      .int({ error: `${R}.passagesInvalid` })
      .min(1, { error: `${R}.passagesInvalid` })
      .max(KNOWLEDGE_LIMITS.passagesMax, { error: `${R}.passagesInvalid` }),
    minScore: z.coerce
      .number({ error: `${R}.scoreInvalid` })
      .min(0, { error: `${R}.scoreInvalid` })
      .max(1, { error: `${R}.scoreInvalid` }),
    keywordWeight: z.coerce
      .number({ error: `${R}.weightInvalid` })
      .min(0, { error: `${R}.weightInvalid` })
      .max(1, { error: `${R}.weightInvalid` }),
    instructions: z
      .string()
      .trim()
      .max(KNOWLEDGE_LIMITS.instructionsMax, { error: `${R}.instructionsTooLong` }),
    fallback: z
      .string()
      .trim()
      .max(KNOWLEDGE_LIMITS.fallbackMax, { error: `${R}.fallbackTooLong` }),
  })
  .strict();
export type KnowledgeFlow = z.output<typeof knowledgeFlowSchema>;

export const DEFAULT_KNOWLEDGE_FLOW: KnowledgeFlow = { passages: 5, minScore: 0.2, keywordWeight: 0.3, instructions: '', fallback: '' };

export const knowledgeFlowResponseSchema = z.object({ successed: z.literal(true), flow: knowledgeFlowSchema }).strict();

/** `GET …/knowledge/usersetting?page&rows&text`: the organisation's users and whether each has the assistant (`openai`). */
export const assistantUserQuerySchema = z.object({ page, rows, text: listText });
export type AssistantUserQuery = z.output<typeof assistantUserQuerySchema>;
export const assistantUserSchema = z
  .object({ id: z.string(), name: z.string(), account: z.string(), departmentname: z.string(), openai: z.union([z.literal(0), z.literal(1)]) })
  .strict();
export type AssistantUser = z.infer<typeof assistantUserSchema>;
export const assistantUserListResponseSchema = listResponse(assistantUserSchema);

/** `PUT …/knowledge/usersetting/:id`: turns the assistant on (1) or off (0) for one user. */
export const assistantUserRequestSchema = z.object({ openai: flagSchema }).strict();
export const assistantUserResponseSchema = z.object({ successed: z.literal(true), user: assistantUserSchema }).strict();
