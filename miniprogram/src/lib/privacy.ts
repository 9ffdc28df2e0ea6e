import Taro from '@tarojs/taro'

/** The id of the button a learner presses to agree: WeChat checks the agreement came from a press of it. */
export const PRIVACY_AGREE_BUTTON = 'privacy-agree'

/** Answers one of WeChat's privacy requests: the held call goes on (agreed) or fails. */
export type PrivacyAnswer = (agreed: boolean) => void

/**
 * Hands each privacy request of WeChat to `onRequest`: the first call of an API its privacy rules
 * list (the microphone, the clipboard) before the learner agreed to the mini-program's privacy
 * guide is held until the answer. Clients before base library 2.32.3 never ask.
 */
export function watchPrivacyRequests(onRequest: (answer: PrivacyAnswer) => void): void {
  if (!Taro.canIUse('onNeedPrivacyAuthorization')) return
  Taro.onNeedPrivacyAuthorization((resolve) => {
    onRequest((agreed) => resolve(agreed ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON } : { event: 'disagree' }))
  })
}

/** Opens the mini-program's privacy guide, as declared in its console. */
export function openPrivacyContract(): void {
  try {
    void Promise.resolve(Taro.openPrivacyContract({}) as unknown).catch(() => undefined)
  } catch {
    // Not available on this base library: there is nothing to open.
  }
}
