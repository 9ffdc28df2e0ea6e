import { describe, expect, it } from 'vitest';
import type { TransportResponse } from '../api/transport.js';
import { TransportError } from '../api/transport.js';
import { centerResponseSchema, type CenterPackage, type CenterResponse } from '../schemas/learnerTasks.js';
import { createMemoryStorage } from '../session/storage.js';
import { scriptedLearnerApi, type ScriptedAnswer } from '../testing/scriptedApi.js';
import { firstBannerOf } from './centreKept.js';
import { CENTRE_FRESH_MS, CENTRE_STORAGE_KEY, createCentreStore, keptFirstBanner, type CentreOwner } from './centreStore.js';

const aPackage = (id: string, title: string, passed = 0): CenterPackage => ({
  id,
  tasktype: 1,
  title,
  cover: '',
  description: '',
  starttime: '2026-11-01T00:00:00.000Z',
  endtime: '2026-12-01T00:00:00.000Z',
  runstate: 1,
  passed,
  total: 4,
  completed: 0,
  completedate: '',
  locked: 0,
  frontpackageid: '',
  frontpackagetitle: '',
});

const centre = (packages: CenterPackage[], image = 'o1/banner/a.png'): CenterResponse => ({
  successed: true,
  banners: [{ id: 'b1', title: '开训', image, click: 1, clicktype: 1, clickid: '', clickurl: '' }],
  groups: { inprogress: packages, notstarted: [], ended: [] },
});

const ZHANG: CentreOwner = { userId: 'u1', orgId: 'o1' };
const LI: CentreOwner = { userId: 'u2', orgId: 'o1' };
const ok = (body: CenterResponse): TransportResponse => ({ status: 200, data: body });

/** A centre answer still on its way, with the means to let it arrive. */
function held(body: CenterResponse) {
  let release: () => void = () => undefined;
  const answer = new Promise<TransportResponse>((resolve) => (release = () => resolve(ok(body))));
  return { answer, release };
}

function setUp(storage = createMemoryStorage(), ...answers: ScriptedAnswer[]) {
  const { api, requests } = scriptedLearnerApi(() => ok(centre([])), ...answers);
  const parse = (body: unknown) => centerResponseSchema.safeParse(body).data ?? null;
  const store = createCentreStore({ fetch: () => api.training.centre({ platform: 'mobile' }), storage, parse });
  return { store, storage, requests };
}

const titles = (state: { centre: CenterResponse | null }) => state.centre?.groups.inprogress.map((pkg) => pkg.title) ?? [];

describe('the training centre store', () => {
  it('loads the centre, then shows the kept answer at once on the next visit and replaces it with the fresh one', async () => {
    const first = setUp(createMemoryStorage(), ok(centre([aPackage('p1', '新人入职'), aPackage('p2', '产品知识')])));
    await first.store.getState().open(ZHANG);
    expect(first.store.getState()).toMatchObject({ status: 'ready', kept: false });
    expect(titles(first.store.getState())).toEqual(['新人入职', '产品知识']);

    // The next visit: a new store over the same device storage, the server slow to answer.
    const fresh = held(centre([aPackage('p1', '新人入职'), aPackage('p2', '产品知识', 3), aPackage('p3', '销售话术')]));
    const next = setUp(first.storage, fresh.answer);
    const opened = next.store.getState().open(ZHANG);
    expect(next.store.getState()).toMatchObject({ status: 'ready', kept: true, failure: null });
    expect(titles(next.store.getState())).toEqual(['新人入职', '产品知识']);
    const shownFirst = next.store.getState().centre;

    fresh.release();
    await opened;
    const state = next.store.getState();
    expect(state).toMatchObject({ status: 'ready', kept: false });
    expect(titles(state)).toEqual(['新人入职', '产品知识', '销售话术']);
    expect(state.centre?.groups.inprogress[1]?.passed).toBe(3);
    // What did not change stays the same object on screen (no remount, no re-render of its card).
    expect(state.centre?.groups.inprogress[0]).toBe(shownFirst?.groups.inprogress[0]);
    expect(state.centre?.banners).toBe(shownFirst?.banners);
    expect(next.requests).toHaveLength(1);
  });

  it('keeps the very answer on screen when the fresh one is the same', async () => {
    const storage = createMemoryStorage();
    await setUp(storage, ok(centre([aPackage('p1', '新人入职')])))
      .store.getState()
      .open(ZHANG);
    const next = setUp(storage, ok(centre([aPackage('p1', '新人入职')])));
    const opened = next.store.getState().open(ZHANG);
    const shown = next.store.getState().centre;
    await opened;
    expect(next.store.getState().centre).toBe(shown);
  });

  it('takes the prefetched answer once when the page opens, and asks again on every later opening', async () => {
    const { store, requests } = setUp();
    const prefetched = store.getState().prefetch(ZHANG);
    store.getState().prefetch(ZHANG);
    await Promise.all([prefetched, store.getState().open(ZHANG)]);
    expect(requests).toHaveLength(1);
    await store.getState().open(ZHANG);
    expect(requests).toHaveLength(2);
    await store.getState().reload();
    expect(requests).toHaveLength(3);
  });

  it('asks again when the prefetched answer is no longer fresh', async () => {
    let time = 0;
    const { api, requests } = scriptedLearnerApi(() => ok(centre([])));
    const store = createCentreStore({ fetch: () => api.training.centre({ platform: 'mobile' }), storage: createMemoryStorage(), now: () => time });
    await store.getState().prefetch(ZHANG);
    time = CENTRE_FRESH_MS + 1;
    await store.getState().open(ZHANG);
    expect(requests).toHaveLength(2);
  });

  it('keeps the kept answer on screen, marked offline, when the server cannot be reached', async () => {
    const storage = createMemoryStorage();
    await setUp(storage, ok(centre([aPackage('p1', '新人入职')])))
      .store.getState()
      .open(ZHANG);
    const { store } = setUp(storage, new TransportError('network'));
    await store.getState().open(ZHANG);
    expect(store.getState()).toMatchObject({ status: 'ready', kept: true, offline: true });
    expect(titles(store.getState())).toEqual(['新人入职']);
  });

  it('fails with nothing to show when nothing was kept and the server cannot be reached', async () => {
    const { store } = setUp(createMemoryStorage(), new TransportError('network'));
    await store.getState().open(ZHANG);
    expect(store.getState()).toMatchObject({ status: 'failed', centre: null, offline: false });
  });

  it('forgets the kept answer on sign-out', async () => {
    const { store, storage } = setUp(createMemoryStorage(), ok(centre([aPackage('p1', '新人入职')])));
    await store.getState().open(ZHANG);
    expect(storage.dump()[CENTRE_STORAGE_KEY]).toContain('新人入职');
    store.getState().forget();
    expect(store.getState()).toMatchObject({ owner: null, status: 'idle', centre: null });
    expect(storage.dump()).toEqual({});
  });

  it('never shows one learner the centre kept for another, and drops it', async () => {
    const storage = createMemoryStorage();
    await setUp(storage, ok(centre([aPackage('p1', '张伟的任务')])))
      .store.getState()
      .open(ZHANG);
    const fresh = held(centre([aPackage('p9', '李娜的任务')]));
    const { store } = setUp(storage, fresh.answer);
    const seen: string[][] = [];
    store.subscribe((state) => seen.push(titles(state)));
    const opened = store.getState().open(LI);
    expect(store.getState()).toMatchObject({ status: 'loading', centre: null });
    expect(storage.dump()).toEqual({});
    fresh.release();
    await opened;
    expect(titles(store.getState())).toEqual(['李娜的任务']);
    expect(seen.flat()).not.toContain('张伟的任务');
  });

  it('drops an answer for the previous learner that arrives after another opened the centre', async () => {
    const slow = held(centre([aPackage('p1', '张伟的任务')]));
    const { store } = setUp(createMemoryStorage(), slow.answer, ok(centre([aPackage('p9', '李娜的任务')])));
    const zhang = store.getState().open(ZHANG);
    await store.getState().open(LI);
    slow.release();
    await zhang;
    expect(titles(store.getState())).toEqual(['李娜的任务']);
  });

  it('keeps a separate answer per organisation', async () => {
    const storage = createMemoryStorage();
    await setUp(storage, ok(centre([aPackage('p1', '新人入职')])))
      .store.getState()
      .open(ZHANG);
    const { store } = setUp(storage, held(centre([])).answer);
    void store.getState().open({ ...ZHANG, orgId: 'o2' });
    expect(store.getState()).toMatchObject({ status: 'loading', centre: null });
  });

  it('refuses a kept answer it cannot read', () => {
    const storage = createMemoryStorage({ [CENTRE_STORAGE_KEY]: JSON.stringify({ v: 1, owner: 'u1|o1', savedAt: 0, centre: { banners: 'none' } }) });
    const { store } = setUp(storage, held(centre([])).answer);
    void store.getState().open(ZHANG);
    expect(store.getState()).toMatchObject({ status: 'loading', centre: null });
  });

  it("names the kept first banner's image for its owner only", async () => {
    const storage = createMemoryStorage();
    await setUp(storage, ok(centre([], 'o1/banner/first.png')))
      .store.getState()
      .open(ZHANG);
    const text = storage.dump()[CENTRE_STORAGE_KEY] ?? null;
    expect(keptFirstBanner(text, ZHANG)).toBe('o1/banner/first.png');
    expect(keptFirstBanner(text, LI)).toBeNull();
    expect(keptFirstBanner('{oops', ZHANG)).toBeNull();
  });

  it("reads an answer's first banner without a schema, and nothing from what is not a centre", () => {
    expect(firstBannerOf(centre([], 'o1/banner/first.png'))).toBe('o1/banner/first.png');
    expect(firstBannerOf({ ...centre([]), banners: [] })).toBeNull();
    expect(firstBannerOf({ ...centre([], 'o1/banner/first.png'), groups: null })).toBeNull();
    expect(firstBannerOf({ ...centre([]), banners: [{ id: 'b1', image: 42 }] })).toBeNull();
    expect(firstBannerOf('<html>')).toBeNull();
  });
});
