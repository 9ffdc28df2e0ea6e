import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { aNotice, fakeNoticeServer } from './noticeFakes.js';
import { createNoticesStore } from './noticesStore.js';
import { socketNotices } from './noticesLive.js';
import { isNoticeUnread, noticeText, noticeTitleKey, unreadBadge } from './noticeView.js';

function setUp(count: number) {
  const server = fakeNoticeServer({ url: 'https://rt.example.com', path: '/socket.io' });
  server.state.notices = Array.from({ length: count }, (_, i) => aNotice({ id: `n${i + 1}`, read: i < 2 ? 0 : 1 }));
  const store = createNoticesStore({ calls: server.calls, live: socketNotices({ address: server.calls.socket, connect: server.connect }) });
  return { server, store };
}

/** Resolves once the store's state satisfies the check (the live connection opens after the address is read). */
function until(store: ReturnType<typeof setUp>['store'], check: (state: ReturnType<typeof store.getState>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check(store.getState())) return resolve();
    const stop = store.subscribe((state) => {
      if (!check(state)) return;
      stop();
      resolve();
    });
  });
}

describe('the learner notices', () => {
  it('lists page by page with the unread count, and marks one and then all read', async () => {
    const { server, store } = setUp(31);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ total: 31, unread: 2, page: 1, failure: null });
    expect(store.getState().rows).toHaveLength(30);
    await store.getState().more();
    expect(store.getState().rows.at(-1)?.id).toBe('n31');
    await store.getState().read('n1');
    expect(store.getState().unread).toBe(1);
    expect(isNoticeUnread(store.getState().rows[0]!)).toBe(false);
    expect(server.state.notices[0]?.read).toBe(1);
    await store.getState().readAll();
    expect(store.getState().unread).toBe(0);
    expect(store.getState().rows.some(isNoticeUnread)).toBe(false);
  });

  it('keeps the list when loading fails, and says why', async () => {
    const { server, store } = setUp(1);
    await store.getState().load();
    server.state.down = true;
    await store.getState().load();
    expect(store.getState()).toMatchObject({ loading: false, failure: { error: { key: 'errors.network' } } });
    expect(store.getState().rows).toHaveLength(1);
  });

  it('while held, connects where system/socket says and prepends each pushed notice once', async () => {
    const { server, store } = setUp(2);
    await store.getState().load();
    const release = store.getState().hold();
    const releaseToo = store.getState().hold();
    await until(store, (state) => state.live);
    expect(server.state.connections).toEqual([{ url: 'https://rt.example.com', path: '/socket.io' }]);
    expect(server.state.addressAsked).toBe(1);

    const fresh = aNotice({ id: 'n9', kind: 'badgeEarned', params: { badge: '金牌销售' } });
    server.publish(fresh);
    expect(store.getState().rows[0]?.id).toBe('n9');
    expect(store.getState()).toMatchObject({ unread: 3, total: 3, arrived: { notice: { id: 'n9' }, seq: 1 } });
    // The same notice again (a reconnect's replay) is not listed twice; the count follows the server.
    server.push({ notice: fresh, unread: 3 });
    expect(store.getState().rows.filter((row) => row.id === 'n9')).toHaveLength(1);
    expect(store.getState().total).toBe(3);
    // A payload that does not fit the contract is dropped.
    server.push({ notice: { id: 'bad' }, unread: 'x' });
    expect(store.getState().rows).toHaveLength(3);

    release();
    expect(store.getState().live).toBe(true);
    releaseToo();
    expect(store.getState()).toMatchObject({ live: false });
    expect(server.state.open).toBe(0);
    expect(server.listeners()).toBe(0);
  });

  it('does not connect when released before the address came, and lives on without a connection', async () => {
    const server = fakeNoticeServer();
    let failed: (error: unknown) => void = () => undefined;
    const failure = new Promise<unknown>((resolve) => (failed = resolve));
    const store = createNoticesStore({
      calls: server.calls,
      live: socketNotices({ address: server.calls.socket, connect: server.connect, onFailure: (error) => failed(error) }),
    });
    store.getState().hold()();
    await store.getState().load();
    expect(server.state.addressAsked).toBe(1);
    expect(server.state.open).toBe(0);
    server.state.down = true;
    const release = store.getState().hold();
    await expect(failure).resolves.toMatchObject({ key: 'errors.network' });
    expect(store.getState().live).toBe(false);
    release();
  });

  it('does nothing live on a platform without a socket', () => {
    const server = fakeNoticeServer();
    const store = createNoticesStore({ calls: server.calls });
    store.getState().hold()();
    expect(server.state.addressAsked).toBe(0);
  });
});

describe('how a notice is worded', () => {
  it('fills each kind in the learner language, leaving a missing param blank', () => {
    const zh = createTranslator('zh-CN');
    const en = createTranslator('en');
    const tw = createTranslator('zh-TW');
    const ending = aNotice({ kind: 'taskEnding', params: { title: '新人培训', end: '2026-12-01' } });
    expect(noticeText(zh, ending)).toBe('培训任务「新人培训」将于2026-12-01结束，请尽快完成');
    expect(noticeText(en, ending)).toBe('The training task “新人培训” ends on 2026-12-01; please finish it soon');
    expect(zh(noticeTitleKey(ending))).toBe('任务即将结束');
    expect(noticeText(tw, aNotice({ kind: 'levelUp', params: { level: 'LV3' } }))).toBe('恭喜您升級為LV3');
    expect(noticeText(en, aNotice({ kind: 'badgeEarned', params: {} }))).toBe('Congratulations, you earned the badge “”');
    expect(noticeText(zh, aNotice({ kind: 'appealAnswered', params: { title: '汽车销售接待', extra: 1 } }))).toBe('您对「汽车销售接待」的申诉已有回复');
  });

  it('shows the unread badge as a count, capped', () => {
    expect([unreadBadge(0), unreadBadge(7), unreadBadge(120)]).toEqual(['', '7', '99+']);
  });
});
