import { endpointPath, type VoiceSample } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import type { Caller } from '../../auth/caller.js';
import { appError } from '../../errors/index.js';
import { lineVoice, voiceOf } from '../session/voice.js';
import { findVoiceFile, VOICE_KEY, type VoiceFile } from '../session/voiceFiles.js';

/**
 * Listening to a digital human in the back office (docs/practice.md "Listening to a digital human"):
 * a sentence — the one typed, else the template's example — voiced exactly as a live session voices
 * its customer (`lineVoice`: the template's clip of it when there is one, else the TTS provider with
 * its speech voice and language), kept as the same content-addressed voice file, so a sentence is
 * synthesised once and a learner's session later saying it costs nothing more.
 */

/** Said when neither a sentence nor an example was given, by the template's language. */
const GREETINGS: Record<string, string> = {
  mandarin: '您好，很高兴认识您。',
  dialect: '你好，好高兴认识你。',
  foreign: 'Hello, nice to meet you.',
};

/** A voice as a listen takes it: the stored template's (its id, for its clips) or a draft's (no id). */
export interface ListenVoice {
  templateId: string | null;
  speechVoice: string;
  language: string;
  example: string;
}

/** The params of the voice-file route: a content key. */
export const VOICE_PARAMS = z.object({ key: z.string().regex(VOICE_KEY) });

/**
 * Voices `text` (else the example, else a greeting) in `voice`; the use is recorded for the caller as
 * `digitalhuman` and the template's id ('' for a draft). A provider that fails, times out or refuses
 * answers the translated 'audio synthesis failed, try again' (503), never a 500.
 */
export async function listenTo(request: Caller, voice: ListenVoice, text: string): Promise<VoiceSample> {
  const said = text || voice.example || GREETINGS[voice.language] || GREETINGS.mandarin!;
  const sessionVoice = voiceOf({ templateId: voice.templateId, voice: voice.speechVoice, language: voice.language });
  const served = { subject: 'digitalhuman', subjectId: voice.templateId ?? '' };
  const file = await lineVoice(request, sessionVoice, { text: said, emotion: 0 }, served).catch((error: unknown) => {
    request.log.warn({ err: error, template: voice.templateId }, 'digital human not voiced');
    throw appError('errors.practice.synthesisFailed');
  });
  return {
    key: file.key,
    path: endpointPath(ADMIN_ENDPOINTS.digitalHumans.voice, { key: file.key }),
    durationms: file.durationMs,
    text: said,
    provider: request.deps.providers.tts.name,
  };
}

/** A voice file of the caller's organisation by its key; a key it has no file of is not found. */
export async function organisationVoice(request: Caller, key: string): Promise<VoiceFile> {
  const file = await findVoiceFile(request.deps, request.orgId, key);
  if (!file) throw appError('errors.notFound');
  return file;
}
