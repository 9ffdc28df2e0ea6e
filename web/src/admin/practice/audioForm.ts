import { AUDIO_KINDS, audioFieldsSchema, audioUpdateSchema, PRACTICE_LIMITS, WAV_UPLOAD_BYTES, type AdminAudio, type AudioKind } from '@peilian/shared';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';
import type { TextLimit } from '../blocks/textLimit';

/** An audio's name limit, with the message the server's rule (`audioFieldsSchema`) refuses a longer one with. */
export const AUDIO_NAME_LIMIT: TextLimit = { max: PRACTICE_LIMITS.audioNameMax, tooLong: 'practiceAdmin.rules.audioNameTooLong' };

/** The audio dialog's state: an upload (kind, name, category and the wav) or an edit of a stored one (name and category). */
export interface AudioDraft {
  /** '' for an upload. */
  id: string;
  kind: AudioKind;
  name: string;
  category: string;
  file: File | null;
}

export function newAudioDraft(kind: AudioKind = AUDIO_KINDS[1]): AudioDraft {
  return { id: '', kind, name: '', category: '', file: null };
}

export function audioDraftOf(audio: AdminAudio): AudioDraft {
  return { id: audio.id, kind: audio.kind === 'bgm' ? 'bgm' : 'ringtone', name: audio.name, category: audio.category, file: null };
}

/** The multipart fields of an upload. */
export const audioFields = (draft: AudioDraft) => ({ kind: draft.kind, name: draft.name, category: draft.category });

/** The body of an edit. */
export const audioUpdate = (draft: AudioDraft) => ({ name: draft.name, category: draft.category });

/**
 * What the server's rules refuse before anything is sent: the fields by the shared schema; for an
 * upload, a file chosen and under 2M. Whether it is a wav is the server's check, by its bytes.
 */
export function audioIssues(draft: AudioDraft): FormIssue[] {
  if (draft.id) return schemaIssues(audioUpdateSchema, audioUpdate(draft));
  const issues = schemaIssues(audioFieldsSchema, audioFields(draft));
  if (!draft.file) issues.push({ field: 'file', path: ['file'], key: 'practiceAdmin.rules.audioFileRequired', params: {} });
  else if (draft.file.size >= WAV_UPLOAD_BYTES) issues.push({ field: 'file', path: ['file'], key: 'practiceAdmin.rules.audioTooLarge', params: {} });
  return issues;
}

/** A length in ms as seconds to one decimal (`2`, `8.5`). */
export const audioSeconds = (ms: number) => Math.round(ms / 100) / 10;
