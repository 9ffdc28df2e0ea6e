import { taroStorage } from '../../lib/storage'

/** Storage key of the running free-practice session of a scenario, so reopening the scenario resumes it. */
export const runningKey = (scenarioId: string) => `peilian.practice.running.${scenarioId}`

export function rememberRunning(scenarioId: string, sessionId: string): void {
  if (!scenarioId) return
  if (sessionId) taroStorage.setItem(runningKey(scenarioId), sessionId)
  else taroStorage.removeItem(runningKey(scenarioId))
}

export function runningSession(scenarioId: string): string {
  return scenarioId ? (taroStorage.getItem(runningKey(scenarioId)) ?? '') : ''
}
