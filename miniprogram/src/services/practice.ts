import { bindEndpoints, paramsOfPath, type Connectivity, type PracticeScenarioSummary } from '@peilian/shared'
import { faqEndpoints, practiceEndpoints } from '@peilian/shared/endpoints'
import { watchConnection } from '../lib/appLifecycle'
import { api } from './app'

/** The learner table's `practice` group, bound here so its schemas travel with the practice subpackage. */
export const practiceApi = bindEndpoints(api, { practice: practiceEndpoints }).practice

/** The learner table's `faq` group (quick Q&A lives in the practice subpackage). */
export const faqApi = bindEndpoints(api, { faq: faqEndpoints }).faq

/** The learner's practice scenarios, the answer checked against its shared schema. */
export const fetchPracticeScenarios = async (): Promise<PracticeScenarioSummary[]> => (await practiceApi.scenarios()).rows

/** The phone's word on the network: WeChat only says reliably that the connection came back. */
export const phoneNetwork: Connectivity = {
  subscribe: (listener) => watchConnection(() => listener(true)),
}

/** A stored customer line's audio (the table's `practice.lineAudio`; turn 0: the opening). */
export async function downloadLineAudio(sessionId: string, turn: number, index: number): Promise<ArrayBuffer> {
  return (await practiceApi.lineAudio({ id: sessionId, turn, index })).bytes
}

/**
 * A live customer line's voice file (`audio.url`, relative to the API base: the table's
 * `practice.voice`), fetched by the call the URL names.
 */
export async function downloadVoiceFile(url: string): Promise<ArrayBuffer> {
  const params = paramsOfPath(practiceEndpoints.voice, url)
  if (!params) throw new Error(`${url} is not a voice file of a practice session`)
  return (await practiceApi.voice(params)).bytes
}

/** The session's ringtone or ambience (`ringtone.url`, `ambience.url`: the table's `practice.sound`), a wav. */
export async function downloadCallSound(url: string): Promise<ArrayBuffer> {
  const params = paramsOfPath(practiceEndpoints.sound, url)
  if (!params) throw new Error(`${url} is not a sound of a practice session`)
  return (await practiceApi.sound(params)).bytes
}

/** The learner's own recording of spoken turn `seq` (the table's `practice.turnAudio`, an mp3). */
export async function downloadTurnRecording(sessionId: string, seq: number): Promise<ArrayBuffer> {
  return (await practiceApi.turnAudio({ id: sessionId, seq })).bytes
}

/** The customer asking quick Q&A question `seq` (the table's `faq.questionAudio`). */
export async function downloadQuestionAudio(drillId: string, seq: number): Promise<ArrayBuffer> {
  return (await faqApi.questionAudio({ id: drillId, seq })).bytes
}
