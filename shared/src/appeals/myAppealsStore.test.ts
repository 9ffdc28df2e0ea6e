import { describe, expect, it } from 'vitest';
import { anAppeal, fakeAppealServer } from './appealFakes.js';
import { APPEAL_STATUS } from './domain.js';
import { createMyAppealsStore } from './myAppealsStore.js';
import { appealDueShown, appealItemLabels, appealReasonCount, appealScores, isAppealUnread } from './appealView.js';

function setUp(count: number) {
  const server = fakeAppealServer();
  server.state.appeals = Array.from({ length: count }, (_, i) => anAppeal({ id: `a${i + 1}`, recordid: `s${i + 1}` }));
  // The page size the lists allow by default (30), which the fake server checks as the real one does.
  const store = createMyAppealsStore({ calls: server.calls });
  return { server, store };
}

describe('my appeals', () => {
  it('lists page by page with the unread count, and opening a reply marks it read', async () => {
    const { server, store } = setUp(31);
    server.state.appeals[1] = anAppeal({ id: 'a2', status: APPEAL_STATUS.completed, opinion: '已复核', scoreafter: 70, replyseen: false });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ total: 31, unread: 1, page: 1, failure: null });
    expect(store.getState().rows).toHaveLength(30);
    await store.getState().more();
    expect(
      store
        .getState()
        .rows.map((row) => row.id)
        .slice(-2),
    ).toEqual(['a30', 'a31']);
    await store.getState().more();
    expect(store.getState().page).toBe(2);
    expect(isAppealUnread(store.getState().rows[1]!)).toBe(true);
    await store.getState().open('a2');
    expect(server.state.reads).toEqual(['a2']);
    expect(store.getState().opened).toMatchObject({ id: 'a2', replyseen: true });
    expect(store.getState().unread).toBe(0);
    expect(isAppealUnread(store.getState().rows[1]!)).toBe(false);
    // Opening it again changes nothing.
    await store.getState().open('a2');
    expect(store.getState().unread).toBe(0);
  });

  it('never counts a waiting appeal as unread, and keeps the list when a read fails', async () => {
    const { server, store } = setUp(1);
    await store.getState().load();
    expect(isAppealUnread(store.getState().rows[0]!)).toBe(false);
    server.state.down = true;
    await store.getState().open('a1');
    expect(store.getState().openFailure).toMatchObject({ error: { key: 'errors.network' } });
    expect(store.getState().opened?.id).toBe('a1');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ loading: false, failure: { error: { key: 'errors.network' } } });
    expect(store.getState().rows).toHaveLength(1);
  });
});

describe('how an appeal is shown', () => {
  it('shows the due day while waiting and the scores once decided', () => {
    const waiting = anAppeal();
    expect(appealDueShown(waiting)).toBe(true);
    expect(appealScores(waiting)).toBeNull();
    const upheld = anAppeal({ status: APPEAL_STATUS.completed, scorebefore: 55, scoreafter: 70 });
    expect(appealDueShown(upheld)).toBe(false);
    expect(appealScores(upheld)).toEqual({ before: '55', after: '70' });
    expect(appealScores(anAppeal({ status: APPEAL_STATUS.rejected, scorebefore: 55, scoreafter: null }))).toEqual({ before: '55', after: '55' });
    expect(appealItemLabels(anAppeal({ items: [{ key: 'item:0', label: '关键词' }] }))).toEqual(['关键词']);
    expect(appealReasonCount('评分有误')).toBe('4/100');
  });
});
