import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dialogue, type AdminVoiceTemplate } from '@peilian/shared';
import { claimSynthesis, clipKeys, insertClip, scriptedSources } from '../../data/practice/voiceClips.js';
import { updateVoiceTemplate } from '../../data/practice/voiceTemplates.js';
import type { VoiceTemplateRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';
import { presentVoiceTemplate } from '../presenter.js';
import type { TtsLanguage } from '../../providers/tts/index.js';
import { voiceTemplateInOrg } from './voiceTemplates.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Background synthesis of every scripted line with a digital human's voice (admin §4: unvoiced →
 * voiced, expect 1–5 minutes): the organisation's enabled speeches, the custom lines of its
 * scenarios and their special-rule replies. Lines already voiced (same text and emotion) are kept.
 * Progress is in the template's row, so any server process can report it.
 */

/** A run that has not finished after this long is taken as abandoned (the process stopped). */
const STALE_MS = 30 * 60 * 1000;

interface Line {
  text: string;
  emotion: number;
}

const LANGUAGES: Record<string, TtsLanguage> = { mandarin: 'zh', dialect: 'yue', foreign: 'en' };
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The custom lines and special-rule replies of a stored scenario document. */
function scenarioLines(document: Record<string, unknown>): Line[] {
  const parsed = dialogue.scenarioSchema.safeParse(document);
  if (!parsed.success) return [];
  const { flow, specialRules } = parsed.data;
  const lines = flow.nodes.flatMap((node) =>
    node.transitions.filter((t) => t.speechtype === dialogue.SPEECH_TYPES.custom).map((t) => ({ text: t.specifytext, emotion: t.emotion })),
  );
  lines.push({ text: specialRules.silence.replyText, emotion: specialRules.silence.emotion });
  lines.push({ text: specialRules.nonStandard.alertText, emotion: specialRules.nonStandard.emotion });
  return lines;
}

/** Every distinct line still missing a clip of this template. */
async function missingLines(deps: AppDeps, template: VoiceTemplateRow): Promise<Line[]> {
  const { lines, documents } = await scriptedSources(deps.db, template.orgId);
  const have = await clipKeys(deps.db, template.orgId, template.id);
  const wanted = new Map<string, Line>();
  for (const line of [...lines, ...documents.flatMap(scenarioLines)]) {
    const text = line.text.trim();
    const key = `${hashOf(text)}:${line.emotion}`;
    if (text && !have.has(key)) wanted.set(key, { text, emotion: line.emotion });
  }
  return [...wanted.values()];
}

async function run(deps: AppDeps, template: VoiceTemplateRow, lines: Line[]): Promise<void> {
  const { tts } = deps.providers;
  const language = LANGUAGES[template.language] ?? 'zh';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-synth-'));
  try {
    for (const [index, line] of lines.entries()) {
      const result = await tts.synthesize({ text: line.text, voice: template.speechVoice, language });
      const hash = hashOf(line.text);
      const local = path.join(dir, `${hash}.${result.format}`);
      await writeFile(local, result.audio);
      const storageKey = `${template.orgId}/ttsaudio/${template.id}/${hash}-${line.emotion}.${result.format}`;
      await deps.storage.put(local, storageKey);
      await insertClip(deps.db, {
        orgId: template.orgId,
        templateId: template.id,
        textHash: hash,
        text: line.text,
        emotion: line.emotion,
        storageKey,
        durationMs: result.durationMs,
      });
      await updateVoiceTemplate(deps.db, template.orgId, template.id, { synthDone: index + 1 }, deps.clock.now());
    }
    await updateVoiceTemplate(deps.db, template.orgId, template.id, { synthStatus: 'done', voiced: 1, synthFinishedAt: deps.clock.now() }, deps.clock.now());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `POST api/admin/voice/digitalhuman/{id}/synthesize`: starts voicing the missing lines and answers
 * at once with the running state; a run already going is answered as it is.
 */
export async function startSynthesis(request: Caller, template: VoiceTemplateRow): Promise<AdminVoiceTemplate> {
  const { deps } = request;
  const lines = await missingLines(deps, template);
  const now = deps.clock.now();
  const claimed = await claimSynthesis(deps.db, template.orgId, template.id, lines.length, now, new Date(now.getTime() - STALE_MS));
  if (!claimed) return presentVoiceTemplate(await voiceTemplateInOrg(request, template.id));
  run(deps, claimed, lines).catch(async (error: unknown) => {
    deps.logger.warn({ err: error, template: template.id }, 'voice synthesis failed');
    const message = error instanceof Error ? error.message.slice(0, 200) : 'synthesis failed';
    await updateVoiceTemplate(
      deps.db,
      template.orgId,
      template.id,
      { synthStatus: 'failed', synthError: message, synthFinishedAt: deps.clock.now() },
      deps.clock.now(),
    ).catch(() => undefined);
  });
  return presentVoiceTemplate(claimed);
}
