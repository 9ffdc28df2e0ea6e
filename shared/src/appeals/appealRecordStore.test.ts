import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../outbox/deviceStorage.js';
import { fakeAppealServer } from './appealFakes.js';
import { createAppealRecordStore } from './appealRecordStore.js';
import { appealRefusalKey, appealStatusKey } from './appealView.js';

function setUp(recordid = 's1', storage = memoryStorage()) {
  const server = fakeAppealServer();
  const store = createAppealRecordStore({ type: 'practice', recordid, calls: server.calls, storage });
  return { server, store, storage };
}

describe("a record's appeal", () => {
  it('loads a scored record with its criteria and no appeal, then submits once and shows the appeal waiting', async () => {
    const { server, store } = setUp();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ phase: 'ready', refusal: null, appeal: null });
    expect(store.getState().criteria.map((c) => c.label)).toEqual(['关键词', '流程完整']);
    store.getState().setReason('  关键词我都说到了  ');
    store.getState().toggleItem('item:0');
    expect(await store.getState().submit()).toBe(true);
    const { appeal } = store.getState();
    expect(appeal).toMatchObject({ reason: '关键词我都说到了', items: [{ key: 'item:0', label: '关键词' }] });
    expect(appealStatusKey(appeal!.status)).toBe('appeals.status.waiting');
    expect(store.getState()).toMatchObject({ reason: '', items: [], notice: null });
    // Final: a second submit of the same store sends nothing.
    expect(await store.getState().submit()).toBe(false);
    expect(server.state.submits).toBe(1);
  });

  it('refuses a blank or too long reason with the schema’s message, sending nothing', async () => {
    const { server, store } = setUp();
    await store.getState().load();
    store.getState().setReason('   ');
    expect(await store.getState().submit()).toBe(false);
    expect(store.getState().notice).toEqual({ kind: 'invalid', key: 'appeals.rules.reasonRequired' });
    store.getState().setReason('很'.repeat(101));
    expect(store.getState().notice).toBeNull();
    await store.getState().submit();
    expect(store.getState().notice).toEqual({ kind: 'invalid', key: 'appeals.rules.reasonTooLong' });
    store.getState().setReason('报告\u202Excod.exe');
    await store.getState().submit();
    expect(store.getState().notice).toEqual({ kind: 'invalid', key: 'validation.nameUnsafe' });
    expect(server.state.submits).toBe(0);
  });

  it('keeps the typed reason when the network fails, says so, and sends it when asked again', async () => {
    const storage = memoryStorage();
    const { server, store } = setUp('s1', storage);
    await store.getState().load();
    store.getState().setReason('评分有误');
    store.getState().toggleItem('item:1');
    server.state.down = true;
    expect(await store.getState().submit()).toBe(false);
    expect(store.getState()).toMatchObject({ notice: { kind: 'offline' }, reason: '评分有误', items: ['item:1'], appeal: null, submitting: false });
    // A reload meanwhile finds the draft on the device.
    const again = createAppealRecordStore({ type: 'practice', recordid: 's1', calls: server.calls, storage });
    expect(again.getState()).toMatchObject({ reason: '评分有误', items: ['item:1'] });
    server.state.down = false;
    expect(await again.getState().submit()).toBe(true);
    expect(server.state.appeals).toHaveLength(1);
    // Sent: the draft is gone from the device.
    expect(storage.size).toBe(0);
  });

  it('refuses a second appeal of the record with the server’s message and shows the appeal it has', async () => {
    const { server, store } = setUp();
    const other = createAppealRecordStore({ type: 'practice', recordid: 's1', calls: server.calls });
    await Promise.all([store.getState().load(), other.getState().load()]);
    store.getState().setReason('第一次申诉');
    await store.getState().submit();
    other.getState().setReason('第二次申诉');
    expect(await other.getState().submit()).toBe(false);
    const { notice, appeal, refusal } = other.getState();
    expect(notice).toMatchObject({ kind: 'refused', error: { key: 'errors.appeals.alreadyAppealed' } });
    expect(appeal?.reason).toBe('第一次申诉');
    expect(appealRefusalKey(refusal)).toBe('appeals.refusal.alreadyAppealed');
    expect(server.state.appeals).toHaveLength(1);
  });

  it('offers no form on a record without a score, and says when loading failed', async () => {
    const { server, store } = setUp('s2');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ phase: 'ready', refusal: 'appeals.refusal.notScored', appeal: null });
    expect(appealRefusalKey(store.getState().refusal)).toBeNull();
    server.state.down = true;
    await store.getState().load();
    expect(store.getState()).toMatchObject({ phase: 'failed', failure: { error: { key: 'errors.network' } } });
  });

  it('unticks an item ticked twice', () => {
    const { store } = setUp();
    store.getState().toggleItem('item:0');
    store.getState().toggleItem('item:1');
    store.getState().toggleItem('item:0');
    expect(store.getState().items).toEqual(['item:1']);
  });
});
