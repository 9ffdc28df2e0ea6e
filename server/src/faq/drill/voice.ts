import { FAQ_PUSHES, type FAQ_CALLS } from '@peilian/shared';
import { organisationLexicon } from '../../practice/index.js';
import type { RealtimeSocket, SocketHandlers } from '../../realtime/socketCalls.js';
import { ensureRecognises, Recognitions, recognitionHotwords } from '../../realtime/recognition.js';
import { ensureDrillRunning, ownDrill, questionOf } from './access.js';
import type { Caller } from '../../auth/caller.js';
import { recognitionUse } from '../../usage/record.js';
import { assertAiMinutes } from '../../usage/capacity.js';

/** The open recognition of each drill: one spoken answer at a time, owned by the socket that opened it. */
const voices = new Recognitions();

/** Opens the recognition of an answer to question `seq` of the learner's running drill, with the organisation's hot words. */
async function openVoice(socket: RealtimeSocket, who: Caller, drillId: string, seq: number): Promise<void> {
  const provider = who.deps.providers.asr;
  const row = await ownDrill(who, drillId);
  questionOf(row, seq);
  ensureDrillRunning(row);
  ensureRecognises(provider);
  await assertAiMinutes(who);
  voices.open(socket.id, row.id, {
    provider,
    // The bank is written in Mandarin; a drill has no customer voice to take a language from.
    language: '16k_zh',
    hotwords: recognitionHotwords(await organisationLexicon(who.deps.db, who.orgId)),
    onPartial: (text) => void socket.emit(FAQ_PUSHES.partial.event, { drillId: row.id, text }),
    onClosed: recognitionUse(who, { subject: 'faq', subjectId: row.id }, provider.name),
    log: who.log,
  });
}

/**
 * Spoken answers of a quick Q&A drill (docs/faq.md "Spoken answers"), the live practice's path:
 * `faq:voiceStart` opens the server recogniser for a question of the caller's running drill,
 * `faq:voiceFrame` takes one binary 16 kHz 16-bit PCM frame (a bad one is refused and nothing ends),
 * `faq:partial` pushes the text so far, `faq:voiceEnd` answers the final text, which the page sends
 * as the answer (mode `voice`), `faq:voiceCancel` closes it unheard. With `ASR_PROVIDER=device` the
 * device recognises and sends text. Bound in `src/socketRoutes.ts`.
 */
export const faqVoiceHandlers: SocketHandlers<typeof FAQ_CALLS> = {
  voiceStart: async (who, p, reply, socket) => {
    await openVoice(socket, who, p.drillId, p.seq);
    reply({ ok: true, text: '' });
  },
  voiceFrame: async (_who, p, reply, socket) => {
    voices.write(socket.id, p.drillId, p.audio);
    reply({ ok: true, text: '' });
  },
  voiceEnd: async (_who, p, reply, socket) => {
    const { text } = await voices.finish(socket.id, p.drillId);
    reply({ ok: true, text });
  },
  voiceCancel: async (_who, p, reply, socket) => {
    voices.discard(socket.id, p.drillId);
    reply({ ok: true, text: '' });
  },
};

/** Closes the open recognition of a socket that went away. */
export function closeFaqVoices(socket: RealtimeSocket): void {
  voices.closeSocket(socket.id);
}
