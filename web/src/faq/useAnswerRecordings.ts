import { isDrillAnswerScored, type FaqDrillStore } from '@peilian/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { SpokenRecording } from '../practice';
import { uploadAnswerRecording } from './faqApi';

interface Held {
  drillId: string;
  seq: number;
  recording: SpokenRecording;
}

/**
 * The learner's recordings of spoken answers, uploaded once the server has scored the answer (the
 * upload needs the answer to exist; an answer kept offline is scored later). An upload that may
 * work later is tried again on the drill's next change; the answer's score never waits for it.
 * Answers `keep(drillId, seq, recording)`.
 */
export function useAnswerRecordings(store: FaqDrillStore): (drillId: string, seq: number, recording: SpokenRecording) => void {
  const held = useRef<Held[]>([]);
  const flush = useCallback(() => {
    const drill = store.getState().drill;
    const ready = held.current.filter((item) => isDrillAnswerScored(drill, item.drillId, item.seq));
    if (ready.length === 0) return;
    held.current = held.current.filter((item) => !ready.includes(item));
    for (const item of ready) {
      void uploadAnswerRecording(item.drillId, item.seq, item.recording).then((settled) => {
        if (!settled) held.current.push(item);
      });
    }
  }, [store]);
  useEffect(() => store.subscribe(flush), [store, flush]);
  return useCallback(
    (drillId: string, seq: number, recording: SpokenRecording) => {
      held.current.push({ drillId, seq, recording });
      flush();
    },
    [flush],
  );
}
