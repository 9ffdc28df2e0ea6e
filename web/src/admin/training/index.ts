export { timeText } from './labels';
export { TASK_KINDS } from './taskKinds';
