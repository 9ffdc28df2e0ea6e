import { describe, expect, it } from 'vitest';
import type { CenterResponse } from '../schemas/learnerTasks.js';
import { createSessionStore } from '../session/sessionStore.js';
import { createMemoryStorage } from '../session/storage.js';
import { aStoredUser } from '../testing/storedUser.js';
import { CENTRE_STORAGE_KEY, createCentreStore } from './centreStore.js';
import { centreOwnerOf, forgetCentreOnUserChange, selectCentreView } from './centreSession.js';

const CENTRE: CenterResponse = { successed: true, banners: [], groups: { inprogress: [], notstarted: [], ended: [] } };
const ZHANG = { userId: 'u1', orgId: 'o1' };
const LI = { userId: 'u2', orgId: 'o1' };

describe("the centre and the session's user", () => {
  it('names the owner of a signed-in user, none signed out', () => {
    expect(centreOwnerOf(aStoredUser({ id: 'u1', orgid: 'o1' }))).toEqual(ZHANG);
    expect(centreOwnerOf(null)).toBeNull();
  });

  it("shows the owner's centre only, loading until there is one or a failure", async () => {
    let answer: () => Promise<CenterResponse> = () => Promise.resolve(CENTRE);
    const store = createCentreStore({ fetch: () => answer(), storage: createMemoryStorage() });
    expect(selectCentreView(store.getState(), ZHANG)).toEqual({ centre: null, offline: false, failure: null, loading: true });

    await store.getState().open(ZHANG);
    expect(selectCentreView(store.getState(), ZHANG)).toEqual({ centre: CENTRE, offline: false, failure: null, loading: false });
    expect(selectCentreView(store.getState(), LI)).toMatchObject({ centre: null, loading: true });
    expect(selectCentreView(store.getState(), null)).toMatchObject({ centre: null, loading: true });

    const refused = new Error('refused');
    answer = () => Promise.reject(refused);
    await store.getState().open(LI);
    expect(selectCentreView(store.getState(), LI)).toEqual({ centre: null, offline: false, failure: refused, loading: false });
  });

  it('forgets the centre and what the device keeps when the user signs out or another signs in', async () => {
    const storage = createMemoryStorage();
    const session = createSessionStore({ storage: createMemoryStorage() });
    const store = createCentreStore({ fetch: () => Promise.resolve(CENTRE), storage });
    const stop = forgetCentreOnUserChange(store, session);

    session.getState().signIn(aStoredUser({ id: 'u1', orgid: 'o1' }));
    await store.getState().open(ZHANG);
    expect(storage.getItem(CENTRE_STORAGE_KEY)).not.toBeNull();

    session.getState().signIn(aStoredUser({ id: 'u2', orgid: 'o1' }));
    expect(store.getState()).toMatchObject({ owner: null, centre: null });
    expect(storage.getItem(CENTRE_STORAGE_KEY)).toBeNull();

    // Signed out without the centre opened in this run of the app: the kept one goes all the same.
    await store.getState().open(LI);
    stop();
    expect(storage.getItem(CENTRE_STORAGE_KEY)).not.toBeNull();
    const fresh = createCentreStore({ fetch: () => Promise.resolve(CENTRE), storage });
    forgetCentreOnUserChange(fresh, session);
    session.getState().clear();
    expect(storage.getItem(CENTRE_STORAGE_KEY)).toBeNull();
  });
});
