import type { MyVoiceprintResponse } from '@peilian/shared';
import { useCallback, useEffect, useState } from 'react';
import { learnerApi } from '../../app';

export type MyVoiceprint = Omit<MyVoiceprintResponse, 'successed'>;

/** The learner's own voiceprint (`voiceprint.mine`), reloadable after a registration or an unbinding; null while loading or unreachable. */
export function useMyVoiceprint() {
  const [mine, setMine] = useState<MyVoiceprint | null>(null);
  const reload = useCallback(async () => {
    try {
      setMine(await learnerApi.voiceprint.mine());
    } catch (error) {
      console.warn('[voiceprint] could not load the voiceprint', error);
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  const unbind = useCallback(async () => {
    await learnerApi.voiceprint.unbind();
    await reload();
  }, [reload]);
  return { mine, reload, unbind };
}
