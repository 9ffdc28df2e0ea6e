import {
  PRACTICE_LEARNER_PATHS,
  practiceScenarioListResponseSchema,
  practiceSessionReplySchema,
  practiceSessionResponseSchema,
  practiceVoiceConfigReplySchema,
  practiceVoiceReplySchema,
  type PracticeScenarioSummary,
  type PracticeSessionReply,
  type PracticeSessionView,
  type PracticeVoiceConfigReply,
  type PracticeVoiceReply,
} from '@peilian/shared'
import type { RealtimeSocket } from '../lib/socket'
import { api } from './app'

/** The learner's practice reads (shared `PRACTICE_LEARNER_PATHS`), each answer checked against its shared schema. */
export const fetchPracticeScenarios = async (): Promise<PracticeScenarioSummary[]> =>
  practiceScenarioListResponseSchema.parse(await api.get(PRACTICE_LEARNER_PATHS.scenarios)).rows

export const fetchPracticeSession = async (id: string): Promise<PracticeSessionView> =>
  practiceSessionResponseSchema.parse(await api.get(PRACTICE_LEARNER_PATHS.session(id))).session

export type PracticeEvent = 'practice:start' | 'practice:join' | 'practice:answer' | 'practice:pause' | 'practice:resume' | 'practice:end'
export type VoiceEvent = 'practice:voiceStart' | 'practice:voiceFrame' | 'practice:voiceEnd'

/** How long a practice call may wait for its acknowledgement (audio synthesis included). */
const ACK_TIMEOUT_MS = 30_000
const VOICE_ACK_TIMEOUT_MS = 15_000

async function emit(socket: RealtimeSocket, timeoutMs: number, event: string, payload: unknown): Promise<unknown> {
  const call = socket.timeout(timeoutMs).emitWithAck as (event: string, payload: unknown) => Promise<unknown>
  return call.call(socket, event, payload)
}

/** Sends a practice event and answers its acknowledgement, checked against the shared reply schema. */
export async function callPractice(socket: RealtimeSocket, event: PracticeEvent, payload: Record<string, string>): Promise<PracticeSessionReply> {
  return practiceSessionReplySchema.parse(await emit(socket, ACK_TIMEOUT_MS, event, payload))
}

/** A voice event (`practice:voiceStart/Frame/End`), its acknowledgement checked against the shared schema. */
export async function callVoice(socket: RealtimeSocket, event: VoiceEvent, payload: Record<string, unknown>): Promise<PracticeVoiceReply> {
  return practiceVoiceReplySchema.parse(await emit(socket, VOICE_ACK_TIMEOUT_MS, event, payload))
}

/** Whether the server recognises audio (`practice:voiceConfig`). */
export async function voiceConfig(socket: RealtimeSocket): Promise<PracticeVoiceConfigReply> {
  return practiceVoiceConfigReplySchema.parse(await emit(socket, VOICE_ACK_TIMEOUT_MS, 'practice:voiceConfig', {}))
}
