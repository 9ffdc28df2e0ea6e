import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { pwaStore } from './pwaStore';

const LazyUpdateDialog = lazy(() => import('./UpdateDialog').then((module) => ({ default: module.UpdateDialog })));

/** The update question, loaded only when a new version is waiting (the dialog is no part of the first download). */
export function UpdatePrompt() {
  const updateReady = useStore(pwaStore, (state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <LazyUpdateDialog />
    </Suspense>
  );
}
