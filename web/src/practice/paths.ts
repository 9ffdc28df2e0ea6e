import type { DeviceStorage } from '@peilian/shared';

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

/** sessionStorage, where a scenario's running session is kept for a reload (or a return); reached only when used, as it may be refused. */
export const keptSessions: DeviceStorage = {
  getItem: (name) => sessionStorage.getItem(name),
  setItem: (name, value) => sessionStorage.setItem(name, value),
  removeItem: (name) => sessionStorage.removeItem(name),
};
