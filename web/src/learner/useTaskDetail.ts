import { centreOwnerKey, centreOwnerOf, selectTaskDetailView, type TaskDetailResponse } from '@peilian/shared';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { sessionStore, useSession, useT } from '../app';
import { errorMessage } from '../lib/errorMessage';
import { taskDetailStore } from '../training';

export type TaskState = { status: 'loading' } | { status: 'ready'; detail: TaskDetailResponse; offline: boolean } | { status: 'refused'; message: string };

const reload = () => taskDetailStore.getState().reload();

/**
 * A package's detail for the signed-in learner (shared's task detail store): the detail kept on the
 * device shows at once — offline too, flagged — while the fresh one is asked for; reloads when the
 * connection comes back. A package the server refuses shows the refusal.
 */
export function useTaskDetail(packageId: string): TaskState {
  const t = useT();
  const owner = centreOwnerOf(useSession((state) => state.user));
  const ownerKey = owner && centreOwnerKey(owner);
  const store = useStore(taskDetailStore);

  useEffect(() => {
    const current = centreOwnerOf(sessionStore.getState().user);
    if (!packageId || !current) return;
    void taskDetailStore.getState().open(current, packageId);
    const online = () => void reload();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [ownerKey, packageId]);

  if (!packageId) return { status: 'refused', message: t('errors.tasks.unavailable') };
  const view = selectTaskDetailView(store, owner, packageId);
  if (view.detail) return { status: 'ready', detail: view.detail, offline: view.offline };
  if (view.failure !== null) return { status: 'refused', message: errorMessage(view.failure, t, 'errors.tasks.unavailable') };
  return { status: 'loading' };
}
