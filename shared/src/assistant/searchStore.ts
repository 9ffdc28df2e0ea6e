import { createStore } from 'zustand/vanilla';
import { PAGE_SIZE_DEFAULT } from '../limits.js';
import type { SearchOptions, SearchState, SearchStore } from './assistantTypes.js';
import { searchProblem } from './rules.js';
import { readSearchHistory, rememberSearch } from './searchHistory.js';

function parse(stored: string | null): unknown {
  try {
    return stored ? JSON.parse(stored) : null;
  } catch {
    return null;
  }
}

/**
 * The knowledge search (docs/assistant.md "The learner's assistant"): a text searched (required)
 * goes to the top of the history kept on the device, its results come page by page, and a page
 * asked for before a newer search is dropped.
 */
export function createSearchStore({ search, storage, key, pageSize = PAGE_SIZE_DEFAULT }: SearchOptions): SearchStore {
  let generation = 0;
  return createStore<SearchState>()((set, get) => {
    async function fetchPage(text: string, page: number): Promise<void> {
      const mine = generation;
      set({ loading: true, failure: null });
      try {
        const answer = await search({ text, page, rows: pageSize });
        if (mine !== generation) return;
        const rows = page === 1 ? answer.rows : [...get().rows, ...answer.rows];
        set({ rows, total: answer.total, page, loading: false });
      } catch (error) {
        if (mine === generation) set({ loading: false, failure: { error } });
      }
    }

    async function keep(history: string[]): Promise<void> {
      set({ history });
      try {
        await (history.length ? storage.setItem(key, JSON.stringify(history)) : storage.removeItem(key));
      } catch (error) {
        console.warn('[assistant] search history not kept', error);
      }
    }

    return {
      draft: '',
      text: '',
      rows: [],
      total: 0,
      page: 0,
      loading: false,
      failure: null,
      invalid: null,
      history: [],
      setDraft(text) {
        set({ draft: text, invalid: null });
      },
      async search(text = get().draft) {
        const problem = searchProblem(text);
        if (problem) return set({ invalid: problem });
        const value = text.trim();
        generation += 1;
        set({ draft: value, text: value, invalid: null, rows: [], total: 0, page: 0 });
        await Promise.all([keep(rememberSearch(get().history, value)), fetchPage(value, 1)]);
      },
      async more() {
        const { loading, rows, total, page, text } = get();
        if (loading || !text || rows.length >= total) return;
        await fetchPage(text, page + 1);
      },
      async loadHistory() {
        try {
          set({ history: readSearchHistory(parse(await storage.getItem(key))) });
        } catch (error) {
          console.warn('[assistant] search history unreadable', error);
        }
      },
      async clearHistory() {
        await keep([]);
      },
    };
  });
}
