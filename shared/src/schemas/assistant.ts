import { z } from 'zod';
import { ASSISTANT_LIMITS } from '../assistant/limits.js';
import { page, rows } from './practiceFields.js';

export { ASSISTANT_LIMITS };

/**
 * The learner's way into the intelligent assistant (learner-and-session §1, §2.9, §6; docs/assistant.md):
 * the knowledge base's answers with their passages, its search, and the token the smart
 * customer-service dialog embeds with. Messages are i18n keys of the `assistant` section.
 */

const R = 'assistant.rules';

const question = z
  .string({ error: `${R}.questionRequired` })
  .trim()
  .min(1, { error: `${R}.questionRequired` })
  .max(ASSISTANT_LIMITS.questionMax, { error: `${R}.questionTooLong` });

/** One earlier turn of the conversation, so a follow-up question ("and the price?") is read in context. */
export const chatTurnSchema = z.object({ role: z.enum(['user', 'assistant']), text: z.string().max(ASSISTANT_LIMITS.turnMax) }).strict();
export type ChatTurn = z.infer<typeof chatTurnSchema>;
/** The conversation so far, both sides' turns, the newest last. */
const history = z
  .array(chatTurnSchema)
  .max(ASSISTANT_LIMITS.historyTurnsMax * 2)
  .default([]);

/** `POST api/trainning/knowledge/ask`: a question to the organisation's documents. */
export const knowledgeAskRequestSchema = z
  .object({
    question,
    history,
  })
  .strict();
export type KnowledgeAskRequest = z.output<typeof knowledgeAskRequestSchema>;

/**
 * A passage an answer rests on: `n` is the number the answer cites it by (`[1]`, `[2]`…), `page` the
 * document's page where the passage starts (null where the document has none).
 */
export const knowledgeCitationSchema = z
  .object({
    n: z.number().int().positive(),
    documentId: z.string(),
    documentName: z.string(),
    chunkId: z.string(),
    text: z.string(),
    page: z.number().int().positive().nullable(),
  })
  .strict();
export type KnowledgeCitation = z.infer<typeof knowledgeCitationSchema>;

/**
 * The answer and the passages it cites. `answered` is false when the documents hold nothing on the
 * question: `answer` then says so in the learner's language, and no passage is cited.
 */
export const knowledgeAnswerSchema = z
  .object({ successed: z.literal(true), answer: z.string(), answered: z.boolean(), citations: z.array(knowledgeCitationSchema) })
  .strict();
export type KnowledgeAnswer = z.infer<typeof knowledgeAnswerSchema>;

/** `GET api/trainning/knowledge/search?text=`: the passages that match, best first. The text is required. */
export const knowledgeSearchQuerySchema = z.object({
  text: z
    .string({ error: `${R}.searchRequired` })
    .trim()
    .min(1, { error: `${R}.searchRequired` })
    .max(ASSISTANT_LIMITS.searchMax, { error: `${R}.searchTooLong` }),
  page,
  rows,
});
export type KnowledgeSearchQuery = z.output<typeof knowledgeSearchQuerySchema>;

/** One passage found: `snippet` is the passage around the match, `score` 0–1 (keyword and meaning together). */
export const knowledgeHitSchema = z
  .object({
    documentId: z.string(),
    documentName: z.string(),
    chunkId: z.string(),
    snippet: z.string(),
    page: z.number().int().positive().nullable(),
    score: z.number().min(0).max(1),
  })
  .strict();
export type KnowledgeHit = z.infer<typeof knowledgeHitSchema>;

export const knowledgeSearchResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(knowledgeHitSchema), total: z.number().int().nonnegative() })
  .strict();
export type KnowledgeSearchResponse = z.infer<typeof knowledgeSearchResponseSchema>;

/**
 * `GET api/trainning/user/aicentertoken` (§7): a short-lived token naming the learner and the
 * organisation, good for the assistant's calls only, and the page the smart customer-service dialog
 * embeds with it (`url`, on this origin: `/aicenter?token=…`). `expiresin` in seconds.
 */
export const aiCenterTokenResponseSchema = z
  .object({ successed: z.literal(true), token: z.string(), url: z.string(), expiresin: z.number().int().positive() })
  .strict();
export type AiCenterTokenResponse = z.infer<typeof aiCenterTokenResponseSchema>;

/** `POST api/aicenter/ask`: the embedded page's question, carrying the token instead of a session. */
export const aiCenterAskRequestSchema = z
  .object({
    token: z.string().min(1).max(2000),
    question,
    history,
  })
  .strict();
export type AiCenterAskRequest = z.output<typeof aiCenterAskRequestSchema>;
