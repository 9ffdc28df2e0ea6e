import { PRACTICE_LIMITS, SPEECH_TEXT_MAX, speechBodySchema, type AdminSpeech, type SpeechBody } from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';

/** The speech's limited texts, each with the message the server's rule (`speechBodySchema`) refuses a longer one with. */
export const SPEECH_TEXT_LIMITS = {
  category: { max: PRACTICE_LIMITS.categoryMax, tooLong: 'practiceAdmin.rules.categoryTooLong' },
  text: { max: SPEECH_TEXT_MAX, tooLong: 'practiceAdmin.rules.speechTextTooLong' },
  voiceno: { max: PRACTICE_LIMITS.voiceNoMax, tooLong: 'practiceAdmin.rules.voiceNoTooLong' },
} as const satisfies Record<string, TextLimit>;

/** The speech dialog's state (admin §2 voicespeech): the body being written and the speech's id ('' when new). */
export interface SpeechDraft extends SpeechBody {
  id: string;
}

export function newSpeechDraft(category = ''): SpeechDraft {
  return { id: '', category, text: '', difficulty: 1, emotion: 0, keywords: '', voiceno: '' };
}

export function speechDraftOf(speech: AdminSpeech): SpeechDraft {
  const { id, category, text, difficulty, emotion, keywords, voiceno } = speech;
  return { id, category, text, difficulty: difficulty as SpeechDraft['difficulty'], emotion: emotion as SpeechDraft['emotion'], keywords, voiceno };
}

/** The body as sent. */
export function speechBody({ id: _id, ...body }: SpeechDraft): SpeechBody {
  return body;
}

/** What keeps the speech from being saved — the server's own rules (`speechBodySchema`), by field. */
export function speechIssues(draft: SpeechDraft): FormIssue[] {
  return schemaIssues(speechBodySchema, speechBody(draft));
}
