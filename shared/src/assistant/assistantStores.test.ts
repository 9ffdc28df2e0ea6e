import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage.js';
import { aCitation, aHit, fakeAssistantServer } from './assistantFakes.js';
import { createChatStore, historyBefore } from './chatStore.js';
import { answerParts, searchHistoryKey } from './citations.js';
import { createSearchStore } from './searchStore.js';

const MANUAL = [aHit({ chunkId: 'c1', snippet: '保养周期为每5000公里一次。', page: 3 }), aHit({ chunkId: 'c2', snippet: '试驾需预约。', page: 5 })];

function chat() {
  const server = fakeAssistantServer();
  server.state.hits = [...MANUAL];
  return { server, store: createChatStore({ ask: server.ask }) };
}

describe('the knowledge chat', () => {
  it('shows the question pending, then the answer with its citations, and empties the box', async () => {
    const { server, store } = chat();
    store.getState().setDraft(' 保养周期？ ');
    server.hold();
    const asking = store.getState().ask();
    expect(store.getState()).toMatchObject({ pending: true, draft: '', entries: [{ question: '保养周期？', status: 'pending' }] });
    server.release();
    await asking;
    const [entry] = store.getState().entries;
    expect(entry).toMatchObject({ status: 'answered', answer: { answered: true, citations: [{ n: 1, page: 3 }] } });
    expect(store.getState().pending).toBe(false);
  });

  it('refuses an empty or too long question with the rule, sending nothing', async () => {
    const { server, store } = chat();
    await store.getState().ask();
    expect(store.getState().invalid).toBe('assistant.rules.questionRequired');
    store.getState().setDraft('问'.repeat(501));
    expect(store.getState().invalid).toBeNull();
    await store.getState().ask();
    expect(store.getState().invalid).toBe('assistant.rules.questionTooLong');
    expect(server.state.asked).toEqual([]);
  });

  it('sends the earlier answered turns as history, the newest last', async () => {
    const { server, store } = chat();
    for (const question of ['保养周期？', '试驾？', '那价格呢？']) {
      store.getState().setDraft(question);
      await store.getState().ask();
    }
    expect(server.state.asked[2]?.history).toEqual([
      { role: 'user', text: '保养周期？' },
      { role: 'assistant', text: store.getState().entries[0]!.answer!.answer },
      { role: 'user', text: '试驾？' },
      { role: 'assistant', text: store.getState().entries[1]!.answer!.answer },
    ]);
  });

  it('keeps a failed question: back in the empty box and retried on the entry', async () => {
    const { server, store } = chat();
    server.state.down = true;
    store.getState().setDraft('保养周期？');
    await store.getState().ask();
    expect(store.getState()).toMatchObject({ draft: '保养周期？', pending: false, entries: [{ status: 'failed', error: { key: 'errors.network' } }] });
    server.state.down = false;
    await store.getState().retry(1);
    expect(store.getState()).toMatchObject({ draft: '', entries: [{ status: 'answered', error: null }] });
    expect(server.state.asked).toHaveLength(2);
  });

  it('does not refill a box the learner has typed in since, and leaves a failed turn out of the history', async () => {
    const { server, store } = chat();
    server.hold();
    server.state.down = true;
    store.getState().setDraft('保养周期？');
    const asking = store.getState().ask();
    store.getState().setDraft('试驾？');
    server.release();
    await asking;
    expect(store.getState().draft).toBe('试驾？');
    server.state.down = false;
    await store.getState().ask();
    expect(server.state.asked.at(-1)?.history).toEqual([]);
  });

  it('says the documents hold nothing when they do not', async () => {
    const { store } = chat();
    store.getState().setDraft('火星');
    await store.getState().ask();
    expect(store.getState().entries[0]?.answer).toMatchObject({ answered: false, citations: [] });
  });

  it('cuts the history to the last ten turns each side', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      question: `q${i + 1}`,
      status: 'answered' as const,
      answer: { successed: true as const, answered: true, answer: 'a'.repeat(3000), citations: [] },
      error: null,
    }));
    const history = historyBefore(entries, 13);
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual({ role: 'user', text: 'q3' });
    expect(history[1]?.text).toHaveLength(2000);
  });
});

describe('an answer cut at its citation marks', () => {
  it('names the passage of each mark, and none for a number the answer does not carry', () => {
    const one = aCitation({ n: 1 });
    expect(answerParts('每5000公里[1]，另见[3]。', [one])).toEqual([
      { kind: 'text', text: '每5000公里' },
      { kind: 'cite', n: 1, citation: one },
      { kind: 'text', text: '，另见' },
      { kind: 'cite', n: 3, citation: null },
      { kind: 'text', text: '。' },
    ]);
    expect(answerParts('', [])).toEqual([]);
  });
});

describe('the knowledge search', () => {
  function search(stored: Record<string, string> = {}) {
    const server = fakeAssistantServer();
    server.state.hits = Array.from({ length: 35 }, (_, i) => aHit({ chunkId: `c${i + 1}`, snippet: `保养第${i + 1}条` }));
    const storage = createMemoryStorage(stored);
    const store = createSearchStore({ search: server.search, storage, key: searchHistoryKey('u1') });
    return { server, storage, store };
  }

  it('requires the text, then lists page by page', async () => {
    const { server, store } = search();
    await store.getState().search('  ');
    expect(store.getState().invalid).toBe('assistant.rules.searchRequired');
    await store.getState().search('x'.repeat(101));
    expect(store.getState().invalid).toBe('assistant.rules.searchTooLong');
    expect(server.state.searched).toEqual([]);
    store.getState().setDraft(' 保养 ');
    await store.getState().search();
    expect(store.getState()).toMatchObject({ text: '保养', draft: '保养', total: 35, page: 1, invalid: null });
    expect(store.getState().rows).toHaveLength(30);
    await store.getState().more();
    expect(store.getState().rows).toHaveLength(35);
    await store.getState().more();
    expect(server.state.searched).toEqual(['保养', '保养']);
  });

  it('keeps the last ten unique searches on the device, a repeated one moved to the top, and clears them', async () => {
    const { storage, store } = search();
    for (const text of ['保养', '试驾', '保养']) await store.getState().search(text);
    expect(store.getState().history).toEqual(['保养', '试驾']);
    expect(JSON.parse(storage.dump()['peilian-search-history:u1']!)).toEqual(['保养', '试驾']);
    await store.getState().clearHistory();
    expect(store.getState().history).toEqual([]);
    expect(storage.dump()).toEqual({});
  });

  it('reads the kept history back, and a corrupt one as empty', async () => {
    const { store } = search({ 'peilian-search-history:u1': JSON.stringify(['试驾', 7]) });
    await store.getState().loadHistory();
    expect(store.getState().history).toEqual(['试驾']);
    const corrupt = search({ 'peilian-search-history:u1': '{not json' }).store;
    await corrupt.getState().loadHistory();
    expect(corrupt.getState().history).toEqual([]);
  });

  it('keeps the results when a page fails, and says why', async () => {
    const { server, store } = search();
    await store.getState().search('保养');
    server.state.down = true;
    await store.getState().more();
    expect(store.getState()).toMatchObject({ loading: false, failure: { error: { key: 'errors.network' } } });
    expect(store.getState().rows).toHaveLength(30);
  });
});
