import { createTranslator, type ChatTurn, type KnowledgeAnswer, type KnowledgeHit, type Language } from '@peilian/shared';
import type { Context } from 'koa';
import type { Caller } from '../../auth/caller.js';
import { requestLanguage } from '../../errors/index.js';
import { rankChunks, type RankedChunk } from '../../data/knowledge.js';
import type { AppDeps } from '../../http/context.js';
import { ChatClient } from '../../providers/llm/index.js';
import { recordUse, type UsageCaller } from '../../usage/record.js';
import { organisationFlow } from './flow.js';
import { citedNumbers, knowledgeMessages, NO_ANSWER } from './prompt.js';
import { requireAssistant, requireEmbeddings } from './readiness.js';
import { nearestChunks } from './vectorIndex.js';
import { normalised } from './vectors.js';

/** Who asks: the organisation and user the answer (and its usage) is for, in their language. */
export interface Asker extends UsageCaller {
  deps: AppDeps;
  language: Language;
}

/** A signed-in caller asking, in the request's language. */
export const askerOf = (request: Caller, ctx: Context): Asker => ({ ...request, language: requestLanguage(ctx) });

/** The tokens an answer may write. */
const ANSWER_TOKENS = 800;
/** Characters of a search hit's snippet either side of the match. */
const SNIPPET_SIDE = 80;

/** The passages nearest the question by meaning (its vector's tokens recorded for the asker). */
async function nearestTo(asker: Asker, text: string, subject: string): Promise<{ id: string; cosine: number }[]> {
  const embeddings = requireEmbeddings(asker.deps);
  const { vectors, tokens } = await embeddings.embed([text]);
  await recordUse(asker, { subject, subjectId: '' }, { service: 'embedding', provider: embeddings.model, quantity: tokens });
  return nearestChunks(asker.deps.db, asker.orgId, normalised(vectors[0]!));
}

/**
 * The chat (learner §2.9, admin `chat`): the organisation's best passages for the question (the
 * flow's count and least score), then the model answering from them alone and citing them `[n]`;
 * the passages it cited come back, renumbered in the order cited. Nothing found (or the model
 * finding no answer in them) is `answered: false` with the flow's or the built-in message.
 */
export async function askKnowledge(asker: Asker, question: string, history: readonly ChatTurn[]): Promise<KnowledgeAnswer> {
  const { deps } = asker;
  requireAssistant(deps);
  const flow = await organisationFlow(deps.db, asker.orgId);
  const notFound = (): KnowledgeAnswer => ({
    successed: true,
    answered: false,
    answer: flow.fallback || createTranslator(asker.language)('knowledgeAdmin.answer.notFound'),
    citations: [],
  });
  const nearest = await nearestTo(asker, question, 'knowledge-chat');
  const { rows: passages } = await rankChunks(deps.db, asker.orgId, {
    nearest,
    text: question,
    keywordWeight: flow.keywordWeight,
    minScore: flow.minScore,
    limit: flow.passages,
  });
  if (passages.length === 0) return notFound();
  const config = deps.config.llm;
  if (config.provider !== 'openai') return notFound();
  const client = new ChatClient(config);
  const { content, usage } = await client.completion(knowledgeMessages(question, history, passages, flow, asker.language), {
    temperature: 0.2,
    maxTokens: ANSWER_TOKENS,
  });
  await recordUse(
    asker,
    { subject: 'knowledge-chat', subjectId: '' },
    { service: 'llm', provider: 'openai', quantity: usage?.promptTokens ?? 0, output: usage?.completionTokens ?? 0 },
  );
  const answer = content.trim();
  if (!answer || answer.includes(NO_ANSWER)) return notFound();
  const cited = citedNumbers(answer, passages.length);
  // The answer's numbers are the passages' as sent; the citations keep them, so `[2]` finds its passage.
  const citations = cited.map((n) => citationOf(n, passages[n - 1]!));
  return { successed: true, answered: true, answer, citations };
}

const citationOf = (n: number, passage: RankedChunk) => ({
  n,
  documentId: passage.documentId,
  documentName: passage.documentName,
  chunkId: passage.chunkId,
  text: passage.text,
  page: passage.page,
});

/** The part of a passage around the first match of `text` (or its start), with ellipses where cut. */
export function snippetOf(passage: string, text: string): string {
  const at = passage.toLowerCase().indexOf(text.toLowerCase());
  const from = Math.max(0, (at < 0 ? 0 : at) - SNIPPET_SIDE);
  const to = Math.min(passage.length, (at < 0 ? 0 : at + text.length) + SNIPPET_SIDE * (at < 0 ? 2 : 1));
  return `${from > 0 ? '…' : ''}${passage.slice(from, to)}${to < passage.length ? '…' : ''}`;
}

/** The search (learner §6, admin `search`): the passages by keyword and meaning together, best first, a page at a time. */
export async function searchKnowledge(asker: Asker, query: { text: string; page: number; rows: number }): Promise<{ rows: KnowledgeHit[]; total: number }> {
  const flow = await organisationFlow(asker.deps.db, asker.orgId);
  const nearest = await nearestTo(asker, query.text, 'knowledge-search');
  const { rows, total } = await rankChunks(asker.deps.db, asker.orgId, {
    nearest,
    text: query.text,
    keywordWeight: Math.max(flow.keywordWeight, 0.3),
    minScore: flow.minScore,
    limit: query.rows,
    offset: (query.page - 1) * query.rows,
  });
  return {
    rows: rows.map((row) => ({
      documentId: row.documentId,
      documentName: row.documentName,
      chunkId: row.chunkId,
      snippet: snippetOf(row.text, query.text),
      page: row.page,
      score: row.score,
    })),
    total,
  };
}
