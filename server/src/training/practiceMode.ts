/** A practice session bound to a child task is stored with `mode` `task:<child id>`; free practice with `free`. */
const TASK_MODE = 'task:';

/** The session mode of practice bound to a child task. */
export const taskMode = (childId: string): string => `${TASK_MODE}${childId}`;

/** The child task a session's mode binds it to, or '' for free practice. */
export const boundChildOf = (mode: string): string => (mode.startsWith(TASK_MODE) ? mode.slice(TASK_MODE.length) : '');
