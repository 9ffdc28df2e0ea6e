import {
  PRACTICE_LIMITS,
  VOICE_LANGUAGES,
  VOICE_SOURCES,
  voiceTemplateBodySchema,
  type AdminVoiceTemplate,
  type MessageKey,
  type VoiceDraftListenBody,
  type VoiceLanguage,
  type VoiceSource,
  type VoiceTemplateBody,
} from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';

/** The digital human's limited texts, each with the message its rule (`voiceTemplateBodySchema`) refuses a longer one with. */
export const HUMAN_TEXT_LIMITS = {
  name: { max: PRACTICE_LIMITS.voiceNameMax, tooLong: 'practiceAdmin.rules.voiceNameTooLong' },
  field: { max: PRACTICE_LIMITS.voiceFieldMax, tooLong: 'practiceAdmin.rules.voiceFieldTooLong' },
  example: { max: PRACTICE_LIMITS.exampleMax, tooLong: 'practiceAdmin.rules.exampleTooLong' },
  listen: { max: PRACTICE_LIMITS.exampleMax, tooLong: 'practiceAdmin.rules.listenTextTooLong' },
} as const satisfies Record<string, TextLimit>;

export const LANGUAGE_KEYS: Record<VoiceLanguage, MessageKey> = {
  mandarin: 'practiceWeb.human.mandarin',
  dialect: 'practiceWeb.human.dialect',
  foreign: 'practiceWeb.human.foreign',
};
export const SOURCE_KEYS: Record<VoiceSource, MessageKey> = { espeak: 'practiceWeb.human.espeak', tencent: 'practiceWeb.human.tencent' };
export const LANGUAGE_VALUES = VOICE_LANGUAGES;
export const SOURCE_VALUES = VOICE_SOURCES;

/** A stored language or source as its label's key (an unknown one shown as it is stored). */
export const languageKey = (language: string): MessageKey | undefined => LANGUAGE_KEYS[language as VoiceLanguage];
export const sourceKey = (source: string): MessageKey | undefined => SOURCE_KEYS[source as VoiceSource];

/** The editor's state: the template body as typed (every field of the schema), with the id when editing. */
export interface HumanDraft {
  id: string;
  name: string;
  language: VoiceLanguage;
  age: string;
  timbre: string;
  sex: 0 | 1;
  speechvoice: string;
  questionvoice: string;
  source: VoiceSource;
  example: string;
  isfree: 0 | 1;
}

export function newHumanDraft(): HumanDraft {
  return { id: '', name: '', language: 'mandarin', age: '', timbre: '', sex: 1, speechvoice: '', questionvoice: '', source: 'espeak', example: '', isfree: 1 };
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export function humanDraftOf(human: AdminVoiceTemplate): HumanDraft {
  return {
    id: human.id,
    name: human.name,
    language: oneOf(VOICE_LANGUAGES, human.language, 'mandarin'),
    age: human.age,
    timbre: human.timbre,
    sex: human.sex ? 1 : 0,
    speechvoice: human.speechvoice,
    questionvoice: human.questionvoice,
    source: oneOf(VOICE_SOURCES, human.source, 'espeak'),
    example: human.example,
    isfree: human.isfree ? 1 : 0,
  };
}

export function humanBody({ id: _id, ...body }: HumanDraft): VoiceTemplateBody {
  return body;
}

/** What keeps the digital human from being saved: the server's own rules, with their messages. */
export function humanIssues(draft: HumanDraft): FormIssue[] {
  return schemaIssues(voiceTemplateBodySchema, humanBody(draft));
}

/** What a listen to the draft sends: only what decides its sound, and the sentence typed ('' says the example). */
export function draftListenBody(draft: HumanDraft, text: string): VoiceDraftListenBody {
  return { language: draft.language, speechvoice: draft.speechvoice, source: draft.source, example: draft.example, text };
}

/** Whether saving this draft would change how the stored template sounds (it is then voiced again). */
export const revoices = (draft: HumanDraft, stored: AdminVoiceTemplate | undefined): boolean =>
  stored !== undefined &&
  (draft.speechvoice.trim() !== stored.speechvoice || draft.questionvoice.trim() !== stored.questionvoice || draft.source !== stored.source);
