import { createStore, useStore } from 'zustand'
import { watchPrivacyRequests, type PrivacyAnswer } from '../lib/privacy'

/** WeChat's privacy request waiting for the learner's answer, if any (`PrivacyPopup` shows it). */
const privacyStore = createStore<{ answer: PrivacyAnswer | null }>(() => ({ answer: null }))

/** Listens for WeChat's privacy requests, once, at launch. */
export function guardPrivacy(): void {
  watchPrivacyRequests((answer) => privacyStore.setState({ answer }))
}

/** The learner's answer to the waiting request. */
export function answerPrivacy(agreed: boolean): void {
  const { answer } = privacyStore.getState()
  privacyStore.setState({ answer: null })
  answer?.(agreed)
}

/** True while a privacy request waits for the learner. */
export function usePrivacyRequest(): boolean {
  return useStore(privacyStore, (state) => state.answer !== null)
}
