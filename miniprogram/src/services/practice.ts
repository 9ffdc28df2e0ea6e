import Taro from '@tarojs/taro'
import { ApiError, bindEndpoints, errorKeyForCode, type Connectivity, type PracticeScenarioSummary, utf8Decode } from '@peilian/shared'
import { faqEndpoints, practiceEndpoints } from '@peilian/shared/endpoints'
import { watchConnection } from '../lib/appLifecycle'
import { miniClientInfo } from '../lib/clientInfo'
import { API_BASE, learnerUrl } from '../lib/config'
import { sessionStore } from '../stores/session'
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

const isArrayBuffer = (data: unknown): data is ArrayBuffer => Object.prototype.toString.call(data) === '[object ArrayBuffer]'

/** A refused download's JSON envelope, read from its bytes. */
function refusal(status: number, data: unknown): ApiError {
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(isArrayBuffer(data) ? utf8Decode(new Uint8Array(data)) : String(data))
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>
  } catch {
    // Not JSON: the status alone.
  }
  const errcode = typeof body.errcode === 'number' ? body.errcode : status
  return new ApiError(errcode, typeof body.errmsg === 'string' ? body.errmsg : '', status, errorKeyForCode(errcode), body)
}

/**
 * A download the API client cannot make (audio bytes), with its headers (an InnerAudioContext
 * sends none). A refusal throws an `ApiError` carrying the server's translated errmsg.
 */
export async function downloadBytes(url: string): Promise<ArrayBuffer> {
  const { browser, os, from } = miniClientInfo()
  const { user, language } = sessionStore.getState()
  let response: Taro.request.SuccessCallbackResult
  try {
    response = await Taro.request({
      url,
      method: 'GET',
      header: { token: user?.token ?? '', browser, os, apptype: '1', from, 'Accept-Language': language },
      responseType: 'arraybuffer',
    })
  } catch {
    throw new ApiError(0, '', 0, 'errors.network')
  }
  if (response.statusCode === 200 && isArrayBuffer(response.data)) return response.data
  throw refusal(response.statusCode, response.data)
}

/** A stored customer line's audio (the table's `practice.lineAudio`; turn 0: the opening). */
export function downloadLineAudio(sessionId: string, turn: number, index: number): Promise<ArrayBuffer> {
  return downloadBytes(learnerUrl(practiceEndpoints.lineAudio, { id: sessionId, turn, index }))
}

/** A live customer line's voice file (`audio.url`, relative to the API base: the table's `practice.voice`). */
export function downloadVoiceFile(url: string): Promise<ArrayBuffer> {
  return downloadBytes(`${API_BASE}/${url}`)
}

/** The learner's own recording of spoken turn `seq` (the table's `practice.turnAudio`, an mp3). */
export function downloadTurnRecording(sessionId: string, seq: number): Promise<ArrayBuffer> {
  return downloadBytes(learnerUrl(practiceEndpoints.turnAudio, { id: sessionId, seq }))
}
