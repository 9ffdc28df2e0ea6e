import { createTranslator, FAQ_CALLS, PRACTICE_CALLS, SYSTEM_CALLS } from '@peilian/shared';
import { assertTrainingCentre } from './auth/applications.js';
import { ARREARS_OPEN_SOCKET_CALLS, assertSocketNotInArrears } from './auth/arrears.js';
import { socketRefusal, ValidationError } from './errors/index.js';
import { closeFaqVoices, faqVoiceHandlers } from './faq/drill/voice.js';
import type { Caller } from './auth/caller.js';
import { practiceSessionHandlers } from './practice/session/socket.js';
import { closePracticeVoices, practiceVoiceHandlers } from './practice/session/voiceInput.js';
import { socketCalls, type RealtimeSocket } from './realtime/socketCalls.js';

/**
 * Every call an authenticated socket may make, as `routes.ts` lists every HTTP route: each feature
 * exports its handlers, and this list binds them to the calls of shared's socket table. No other
 * file registers a socket call (`layout.test.ts`).
 */
export function registerSocketRoutes(socket: RealtimeSocket, caller: Caller): void {
  answerPing(socket, caller);
  // Every call below belongs to the training centre: a role that does not open it has each refused.
  // An organisation in arrears has each that starts or advances a practice or drill refused (`auth/arrears.ts`).
  const answer = socketCalls(socket, caller, async (who, call) => {
    assertTrainingCentre(who.caller);
    if (!ARREARS_OPEN_SOCKET_CALLS.has(call)) await assertSocketNotInArrears(who.deps, who.orgId);
  });

  answer(PRACTICE_CALLS.start, practiceSessionHandlers.start);
  answer(PRACTICE_CALLS.join, practiceSessionHandlers.join);
  answer(PRACTICE_CALLS.answer, practiceSessionHandlers.answer);
  answer(PRACTICE_CALLS.timeout, practiceSessionHandlers.timeout);
  answer(PRACTICE_CALLS.silence, practiceSessionHandlers.silence);
  answer(PRACTICE_CALLS.pause, practiceSessionHandlers.pause);
  answer(PRACTICE_CALLS.resume, practiceSessionHandlers.resume);
  answer(PRACTICE_CALLS.end, practiceSessionHandlers.end);
  answer(PRACTICE_CALLS.interrupt, practiceSessionHandlers.interrupt);

  answer(PRACTICE_CALLS.voiceConfig, practiceVoiceHandlers.voiceConfig);
  answer(PRACTICE_CALLS.voiceStart, practiceVoiceHandlers.voiceStart);
  answer(PRACTICE_CALLS.voiceFrame, practiceVoiceHandlers.voiceFrame);
  answer(PRACTICE_CALLS.voiceCancel, practiceVoiceHandlers.voiceCancel);
  answer(PRACTICE_CALLS.voiceEnd, practiceVoiceHandlers.voiceEnd);

  answer(FAQ_CALLS.voiceStart, faqVoiceHandlers.voiceStart);
  answer(FAQ_CALLS.voiceFrame, faqVoiceHandlers.voiceFrame);
  answer(FAQ_CALLS.voiceEnd, faqVoiceHandlers.voiceEnd);
  answer(FAQ_CALLS.voiceCancel, faqVoiceHandlers.voiceCancel);

  // A socket's open recognitions close with it.
  socket.on('disconnect', () => {
    closePracticeVoices(socket);
    closeFaqVoices(socket);
  });
}

/** `ping`: the server's clock, for the client's connection check; a malformed ping is refused, never ignored. */
function answerPing(socket: RealtimeSocket, caller: Caller): void {
  socket.on(SYSTEM_CALLS.ping.event, (payload, ack) => {
    if (typeof ack !== 'function') return;
    const parsed = SYSTEM_CALLS.ping.payload.safeParse(payload);
    if (!parsed.success) {
      ack(socketRefusal(new ValidationError(parsed.error.issues, payload), createTranslator(socket.data.language), caller.deps.logger));
      return;
    }
    ack({ ok: true, sentAt: parsed.data.sentAt, serverTime: Date.now() });
  });
}
