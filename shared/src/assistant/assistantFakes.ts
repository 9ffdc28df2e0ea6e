import { ApiError } from '../api/client.js';
import type { ChatTurn, KnowledgeAnswer, KnowledgeCitation, KnowledgeHit } from '../schemas/assistant.js';
import type { AssistantAsk, KnowledgeSearchCall } from './assistantTypes.js';

/** A passage as an answer cites it: the demo manual's first page unless overridden. */
export function aCitation(overrides: Partial<KnowledgeCitation> = {}): KnowledgeCitation {
  return { n: 1, documentId: 'd1', documentName: '产品手册.pdf', chunkId: 'c1', text: '保养周期为每5000公里一次。', page: 1, ...overrides };
}

/** A search hit: the demo manual's first page unless overridden. */
export function aHit(overrides: Partial<KnowledgeHit> = {}): KnowledgeHit {
  return { documentId: 'd1', documentName: '产品手册.pdf', chunkId: 'c1', snippet: '保养周期为每5000公里一次。', page: 1, score: 0.9, ...overrides };
}

/**
 * The assistant's calls over an in-memory knowledge base, for the store's tests (and the apps'):
 * `down` fails every call as a lost connection does; `asked` records each question with the history
 * sent; `hold` keeps the next answer until `release` (to see the pending state).
 */
export function fakeAssistantServer() {
  const state = { down: false, hits: [] as KnowledgeHit[], asked: [] as { question: string; history: ChatTurn[] }[], searched: [] as string[] };
  let held: (() => void) | null = null;
  let holding = false;
  const offline = () => new ApiError(0, '', 0, 'errors.network');
  const ask: AssistantAsk = async ({ question, history }) => {
    state.asked.push({ question, history });
    if (holding) await new Promise<void>((resolve) => (held = resolve));
    if (state.down) throw offline();
    const found = state.hits.filter((hit) => question.split('').some((char) => hit.snippet.includes(char)));
    const citations = found
      .slice(0, 2)
      .map((hit, i) =>
        aCitation({ n: i + 1, documentId: hit.documentId, documentName: hit.documentName, chunkId: hit.chunkId, text: hit.snippet, page: hit.page }),
      );
    const answer: KnowledgeAnswer = citations.length
      ? { successed: true, answered: true, answer: `${citations.map((c) => c.text).join('')}[1]`, citations }
      : { successed: true, answered: false, answer: '文档中没有找到相关内容', citations: [] };
    return answer;
  };
  const search: KnowledgeSearchCall = async ({ text, page, rows }) => {
    state.searched.push(text);
    if (state.down) throw offline();
    const found = state.hits.filter((hit) => hit.snippet.includes(text));
    return { successed: true, rows: found.slice((page - 1) * rows, page * rows), total: found.length };
  };
  return {
    state,
    ask,
    search,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      held?.();
      held = null;
    },
  };
}
