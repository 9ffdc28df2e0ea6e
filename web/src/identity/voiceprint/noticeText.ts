import type { Translate, VoiceprintNotice } from '@peilian/shared';

/** A voiceprint message in the user's language: the server's words as they are, a key translated. */
export function noticeText(notice: VoiceprintNotice, t: Translate): string {
  return 'text' in notice ? notice.text : t(notice.key, notice.params);
}
