/** The learner's full-screen practice page (learner-and-session §2.9): the scenario list without a query. */
export const PRACTICE_PATH = '/user/dashboard/practice';

/** The personal centre, where free practice is entered. */
export const MINE_PATH = '/user/mine';

/** `/user/dashboard/practice?scenario=&session=`: a scenario's practice, resuming `session` when given. */
export function practicePath(scenarioId: string, sessionId = ''): string {
  const query = new URLSearchParams();
  if (scenarioId) query.set('scenario', scenarioId);
  if (sessionId) query.set('session', sessionId);
  return `${PRACTICE_PATH}?${query.toString()}`;
}

/** sessionStorage key of the running session of a scenario, so a reload (or a return) resumes it. */
export const runningKey = (scenarioId: string) => `peilian.practice.running.${scenarioId}`;

export function rememberRunning(scenarioId: string, sessionId: string): void {
  try {
    if (sessionId) sessionStorage.setItem(runningKey(scenarioId), sessionId);
    else sessionStorage.removeItem(runningKey(scenarioId));
  } catch {
    // Storage refused (private mode): the URL still carries the session.
  }
}

export function runningSession(scenarioId: string): string {
  try {
    return sessionStorage.getItem(runningKey(scenarioId)) ?? '';
  } catch {
    return '';
  }
}
