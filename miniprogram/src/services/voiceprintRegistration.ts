import { ApiError, createVoiceprintStore, type VoiceprintFlow, type VoiceprintSocketPort, type VoiceprintStore } from '@peilian/shared'
import { wechatMicrophone } from '../lib/voiceprintMicrophone'
import { openVoiceprintSocket } from '../lib/voiceprintSocket'
import { sessionStore } from '../stores/session'
import { voiceprintApi } from './voiceprint'

/**
 * Opens the `/vpr` socket of a flow: asks `voiceprint.socket` where (a refusal — no provider —
 * fails with the server's words; a lost connection with none, which the store shows as the network's).
 */
export async function connectVoiceprint(flow: VoiceprintFlow): Promise<VoiceprintSocketPort> {
  let where
  try {
    where = await voiceprintApi.socket()
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.errmsg : '', { cause: error })
  }
  const { user, language } = sessionStore.getState()
  return openVoiceprintSocket({ url: where.url, path: where.path, flow, language, token: flow === 'login' ? undefined : user?.token })
}

/**
 * A registration's store (the shared voiceprint store) with WeChat's socket and recorder. The
 * mini-program signs in with WeChat, not by voice (docs/voiceprint.md "The mini-program"), so it
 * keeps no recent accounts.
 */
export function createVoiceprintRegistration(): VoiceprintStore {
  return createVoiceprintStore({ flow: 'register', connect: connectVoiceprint, microphone: wechatMicrophone, recentAccounts: () => [] })
}
