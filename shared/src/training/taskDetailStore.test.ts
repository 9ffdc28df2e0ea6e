import { describe, expect, it } from 'vitest';
import { TransportError, type TransportResponse } from '../api/transport.js';
import { memoryStorage } from '../outbox/deviceStorage.js';
import { taskDetailResponseSchema, type TaskDetailResponse } from '../schemas/learnerTaskDetail.js';
import { scriptedLearnerApi, type ScriptedAnswer } from '../testing/scriptedApi.js';
import type { CentreOwner } from './centreStore.js';
import { createTaskDetailStore, selectTaskDetailView, TASK_DETAIL_STORAGE_KEY, TASK_DETAILS_KEPT } from './taskDetailStore.js';

const detail = (id: string, title: string): TaskDetailResponse => ({
  successed: true,
  package: {
    id,
    tasktype: 1,
    title,
    cover: '',
    description: '',
    starttime: '2026-11-01T00:00:00.000Z',
    endtime: '2026-12-01T00:00:00.000Z',
    runstate: 1,
    passed: 0,
    total: 1,
    completed: 0,
    completedate: '',
    locked: 0,
    frontpackageid: '',
    frontpackagetitle: '',
    passscore: 60,
    score: null,
    durationseconds: 0,
  },
  children: [],
});

const ZHANG: CentreOwner = { userId: 'u1', orgId: 'o1' };
const LI: CentreOwner = { userId: 'u2', orgId: 'o1' };
const ok = (body: TaskDetailResponse): TransportResponse => ({ status: 200, data: body });
const OFFLINE = new TransportError('network');
const refused: TransportResponse = { status: 404, data: { successed: false, errcode: 40450, errmsg: '资源不存在或无法查看' } };

function setUp(storage = memoryStorage(), ...answers: ScriptedAnswer[]) {
  const { api, requests } = scriptedLearnerApi(
    () => {
      throw new TransportError('network');
    },
    ...answers,
  );
  const parse = (body: unknown) => taskDetailResponseSchema.safeParse(body).data ?? null;
  let clock = 0;
  const store = createTaskDetailStore({ fetch: (id) => api.training.task({ id }), storage, parse, now: () => ++clock });
  return { store, storage, requests };
}

const title = (state: { detail: TaskDetailResponse | null }) => state.detail?.package.title ?? null;

describe('the task detail store', () => {
  it('keeps the last fetched detail on the device and shows it at once, offline with the flag', async () => {
    const first = setUp(memoryStorage(), ok(detail('p1', '新人入职')));
    await first.store.getState().open(ZHANG, 'p1');
    expect(first.store.getState()).toMatchObject({ status: 'ready', kept: false, offline: false });

    const second = setUp(first.storage, OFFLINE);
    const opening = second.store.getState().open(ZHANG, 'p1');
    expect(second.store.getState()).toMatchObject({ status: 'ready', kept: true, offline: false });
    expect(title(second.store.getState())).toBe('新人入职');
    await opening;
    expect(second.store.getState()).toMatchObject({ status: 'ready', kept: true, offline: true });
    expect(selectTaskDetailView(second.store.getState(), ZHANG, 'p1')).toMatchObject({ offline: true, failure: null });
  });

  it('replaces the kept detail with the fresh one', async () => {
    const first = setUp(memoryStorage(), ok(detail('p1', '旧标题')));
    await first.store.getState().open(ZHANG, 'p1');
    const second = setUp(first.storage, ok(detail('p1', '新标题')));
    await second.store.getState().open(ZHANG, 'p1');
    expect(second.store.getState()).toMatchObject({ kept: false, offline: false });
    expect(title(second.store.getState())).toBe('新标题');
    expect(first.storage.getItem(TASK_DETAIL_STORAGE_KEY)).toContain('新标题');
  });

  it('offline with nothing kept for the package, it fails with the network error', async () => {
    const { store } = setUp(memoryStorage(), OFFLINE);
    await store.getState().open(ZHANG, 'p1');
    expect(store.getState()).toMatchObject({ status: 'failed', detail: null, offline: false });
    expect(selectTaskDetailView(store.getState(), ZHANG, 'p1').failure).not.toBeNull();
  });

  it("never shows one owner's kept detail to another, and drops it from the device", async () => {
    const first = setUp(memoryStorage(), ok(detail('p1', '张伟的任务')));
    await first.store.getState().open(ZHANG, 'p1');
    const second = setUp(first.storage, OFFLINE);
    const opening = second.store.getState().open(LI, 'p1');
    expect(second.store.getState().detail).toBeNull();
    expect(first.storage.getItem(TASK_DETAIL_STORAGE_KEY)).toBeNull();
    await opening;
    expect(selectTaskDetailView(second.store.getState(), ZHANG, 'p1').detail).toBeNull();
  });

  it('a refusal drops the kept detail and shows the refusal instead', async () => {
    const first = setUp(memoryStorage(), ok(detail('p1', '已撤回的任务')));
    await first.store.getState().open(ZHANG, 'p1');
    const second = setUp(first.storage, refused);
    await second.store.getState().open(ZHANG, 'p1');
    expect(second.store.getState()).toMatchObject({ status: 'failed', detail: null });
    expect(first.storage.getItem(TASK_DETAIL_STORAGE_KEY)).toBeNull();
  });

  it(`keeps the ${TASK_DETAILS_KEPT} packages fetched last`, async () => {
    const ids = Array.from({ length: TASK_DETAILS_KEPT + 1 }, (_, index) => `p${index}`);
    const { store, storage } = setUp(memoryStorage(), ...ids.map((id) => ok(detail(id, id))));
    for (const id of ids) await store.getState().open(ZHANG, id);
    const kept = Object.keys((JSON.parse(storage.getItem(TASK_DETAIL_STORAGE_KEY) ?? '{}') as { tasks: object }).tasks);
    expect(kept).toHaveLength(TASK_DETAILS_KEPT);
    expect(kept).not.toContain('p0');
    expect(kept).toContain(`p${TASK_DETAILS_KEPT}`);
  });

  it('forgets what it shows and what the device keeps', async () => {
    const { store, storage } = setUp(memoryStorage(), ok(detail('p1', '新人入职')));
    await store.getState().open(ZHANG, 'p1');
    store.getState().forget();
    expect(store.getState()).toMatchObject({ owner: '', detail: null, status: 'idle' });
    expect(storage.getItem(TASK_DETAIL_STORAGE_KEY)).toBeNull();
  });

  it('an answer for a package left meanwhile does not replace the one opened since', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<TransportResponse>((resolve) => (release = () => resolve(ok(detail('p1', '先打开的')))));
    const { store } = setUp(memoryStorage(), slow, ok(detail('p2', '后打开的')));
    const first = store.getState().open(ZHANG, 'p1');
    await store.getState().open(ZHANG, 'p2');
    release();
    await first;
    expect(title(store.getState())).toBe('后打开的');
  });
});
