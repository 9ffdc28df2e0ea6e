import { createTaskDetailStore, forgetTaskDetailsOnUserChange, type DeviceStorage } from '@peilian/shared';
import { sessionStore } from '../app';
import { fetchTask } from './trainingApi';

/** localStorage as the kept details' device storage; a refusal (private mode, quota) throws, which the store tolerates. */
const keptDetails: DeviceStorage = {
  getItem: (name) => window.localStorage.getItem(name),
  setItem: (name, value) => window.localStorage.setItem(name, value),
  removeItem: (name) => window.localStorage.removeItem(name),
};

/**
 * The PWA's task detail store: the last detail fetched of each recently opened package kept in
 * localStorage for its learner (shared's `createTaskDetailStore`), so the detail opens offline as
 * the centre does.
 */
export const taskDetailStore = createTaskDetailStore({ fetch: fetchTask, storage: keptDetails });

// Signing out, or another user signing in: what the store holds and the device keeps is nobody's now.
forgetTaskDetailsOnUserChange(taskDetailStore, sessionStore);
