import { createVoiceprintStore, type VoiceprintFlow, type VoiceprintStore, type VoiceprintStoreState } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { browserRecentAccounts } from './recentAccounts';
import { connectVoiceprint } from './voiceprintSocket';
import { browserMicrophone } from './voiceprintMicrophone';

/** A voiceprint store of the flow with the browser's socket, microphone and recent accounts. */
export function createBrowserVoiceprint(flow: VoiceprintFlow): VoiceprintStore {
  return createVoiceprintStore({ flow, connect: connectVoiceprint, microphone: browserMicrophone, recentAccounts: browserRecentAccounts });
}

/** The dialog's own store: opened as it mounts, closed (socket, timers, microphone) as it unmounts. */
export function useVoiceprintDialog(flow: VoiceprintFlow, create = createBrowserVoiceprint): VoiceprintStore {
  const [store] = useState(() => create(flow));
  useEffect(() => {
    void store.getState().open();
    return () => store.getState().close();
  }, [store]);
  return store;
}

/** One value of a dialog's store. */
export const useVoiceprintValue = <T>(store: VoiceprintStore, pick: (state: VoiceprintStoreState) => T): T => useStore(store, pick);
