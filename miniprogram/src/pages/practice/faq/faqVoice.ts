import { FAQ_CALLS, FAQ_PUSHES, onPush, sendCall } from '@peilian/shared'
import type { VoiceChannel } from '../useVoice'

/**
 * The spoken answer of question `seq` of a drill (docs/faq.md "Spoken answers"): the practice
 * recogniser's frames over `FAQ_CALLS`; `faq:voiceEnd` answers the final text, which the page sends
 * as the answer (mode `voice`). Without a drill the microphone stays off.
 */
export function faqVoiceChannel(drillId: string, seq: number): VoiceChannel {
  return {
    id: seq > 0 ? drillId : '',
    open: (emit) => sendCall(emit, FAQ_CALLS.voiceStart, { drillId, seq }),
    frame: (emit, audio) => sendCall(emit, FAQ_CALLS.voiceFrame, { drillId, audio }),
    end: (emit) => sendCall(emit, FAQ_CALLS.voiceEnd, { drillId }),
    partials: (listen, handler) => onPush(listen, FAQ_PUSHES.partial, ({ drillId: id, text }) => handler(id, text)),
  }
}
