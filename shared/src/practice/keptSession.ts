import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { PracticeSessionView } from '../schemas/practiceSession.js';

/** Storage key of the running free-practice session of a scenario, so reopening the scenario resumes it. */
export const keptSessionKey = (scenarioId: string) => `peilian.practice.running.${scenarioId}`;

/** The running free-practice session kept for a scenario; '' when none (or storage is refused). */
export function keptSession(storage: DeviceStorage, scenarioId: string): string {
  if (!scenarioId) return '';
  try {
    return storage.getItem(keptSessionKey(scenarioId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps (or with '' forgets) the running session of a scenario. */
export function keepSession(storage: DeviceStorage, scenarioId: string, sessionId: string): void {
  if (!scenarioId) return;
  try {
    if (sessionId) storage.setItem(keptSessionKey(scenarioId), sessionId);
    else storage.removeItem(keptSessionKey(scenarioId));
  } catch {
    // Storage refused (private mode): the address still carries the session.
  }
}

/**
 * Keeps a free practice's session under its scenario until it finishes. A task's session is resumed
 * from its address only: free practice of the same scenario must not pick it up.
 */
export function keepRunning(storage: DeviceStorage, session: PracticeSessionView, { scenarioId, childId }: { scenarioId: string; childId: string }): void {
  const scenario = session.scenarioid ?? scenarioId;
  if (!childId) keepSession(storage, scenario, session.status === 'finished' ? '' : session.id);
  else if (keptSession(storage, scenario) === session.id) keepSession(storage, scenario, '');
}
