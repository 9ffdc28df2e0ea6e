import { createStore } from 'zustand/vanilla';
import type { ChatTurn } from '../schemas/assistant.js';
import { ASSISTANT_LIMITS } from './limits.js';
import type { ChatEntry, ChatOptions, ChatState, ChatStore } from './assistantTypes.js';
import { questionProblem } from './rules.js';

/** The conversation before `id` as the turns sent back with a question: answered ones only, the newest last, each cut to size. */
export function historyBefore(entries: readonly ChatEntry[], id: number): ChatTurn[] {
  const answered = entries.filter((entry) => entry.id < id && entry.status === 'answered' && entry.answer);
  return answered.slice(-ASSISTANT_LIMITS.historyTurnsMax).flatMap((entry) => [
    { role: 'user' as const, text: entry.question.slice(0, ASSISTANT_LIMITS.turnMax) },
    { role: 'assistant' as const, text: (entry.answer?.answer ?? '').slice(0, ASSISTANT_LIMITS.turnMax) },
  ]);
}

/**
 * The knowledge chat (docs/assistant.md "The learner's assistant"): a question goes from the box to
 * the conversation as pending, with the last turns as `history`, and becomes the answer with its
 * citations — or a failure that keeps the question (back in an empty box, and a retry on the entry).
 */
export function createChatStore({ ask }: ChatOptions): ChatStore {
  let seq = 0;
  return createStore<ChatState>()((set, get) => {
    const patch = (id: number, change: Partial<ChatEntry>) =>
      set({ entries: get().entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)) });

    async function send(id: number): Promise<void> {
      const entry = get().entries.find((one) => one.id === id);
      if (!entry) return;
      set({ pending: true });
      try {
        const answer = await ask({ question: entry.question, history: historyBefore(get().entries, id) });
        patch(id, { status: 'answered', answer, error: null });
        if (get().draft.trim() === entry.question) set({ draft: '' });
      } catch (error) {
        patch(id, { status: 'failed', error });
        if (!get().draft.trim()) set({ draft: entry.question });
      } finally {
        set({ pending: false });
      }
    }

    return {
      draft: '',
      entries: [],
      pending: false,
      invalid: null,
      setDraft(text) {
        set({ draft: text, invalid: null });
      },
      async ask() {
        if (get().pending) return;
        const problem = questionProblem(get().draft);
        if (problem) return set({ invalid: problem });
        seq += 1;
        const entry: ChatEntry = { id: seq, question: get().draft.trim(), status: 'pending', answer: null, error: null };
        set({ entries: [...get().entries, entry], draft: '', invalid: null });
        await send(entry.id);
      },
      async retry(id) {
        const entry = get().entries.find((one) => one.id === id);
        if (get().pending || entry?.status !== 'failed') return;
        patch(id, { status: 'pending', error: null });
        await send(id);
      },
      clear() {
        if (!get().pending) set({ entries: [], invalid: null });
      },
    };
  });
}
