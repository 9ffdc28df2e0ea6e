import type { VoiceprintStore } from '@peilian/shared';
import { useT } from '../../app';
import { noticeText } from './noticeText';
import { useVoiceprintValue } from './useVoiceprint';

/** The last result's message on the current step, read out as it changes. */
export function VoiceprintNoticeLine({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const notice = useVoiceprintValue(store, (state) => state.notice);
  return (
    <p className="vpr-notice" role="status" data-testid="vpr-notice">
      {notice ? noticeText(notice, t) : ''}
    </p>
  );
}
