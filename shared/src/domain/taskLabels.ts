import type { MessageKey } from '../i18n/messages.js';
import { CHILD_TASK_TYPES, PACKAGE_TASKTYPES, PUBLISH_STATES, RUN_STATES } from './training.js';

/** The words of the task lists' states and types, for the back office's table and its Excel export alike. */

const PUBLISH_STATE_LABELS: Record<number, MessageKey> = {
  [PUBLISH_STATES.unpublished]: 'tasks.publishState.unpublished',
  [PUBLISH_STATES.scheduled]: 'tasks.publishState.scheduled',
  [PUBLISH_STATES.publishing]: 'tasks.publishState.publishing',
  [PUBLISH_STATES.published]: 'tasks.publishState.published',
};
const RUN_STATE_LABELS: Record<number, MessageKey> = {
  [RUN_STATES.notStarted]: 'tasks.runState.notStarted',
  [RUN_STATES.inProgress]: 'tasks.runState.inProgress',
  [RUN_STATES.ended]: 'tasks.runState.ended',
};
const CHILD_TYPE_LABELS: Record<number, MessageKey> = {
  [CHILD_TASK_TYPES.scenario]: 'tasks.childType.scenario',
  [CHILD_TASK_TYPES.exam]: 'tasks.childType.exam',
  [CHILD_TASK_TYPES.faq]: 'tasks.childType.faq',
  [CHILD_TASK_TYPES.file]: 'tasks.childType.file',
  [CHILD_TASK_TYPES.video]: 'tasks.childType.video',
};
const TASK_LIST_LABELS: Record<number, MessageKey> = {
  [PACKAGE_TASKTYPES.train]: 'people.functions.trainmanagement-train',
  [PACKAGE_TASKTYPES.exam]: 'people.functions.trainmanagement-exame',
  [PACKAGE_TASKTYPES.practice]: 'people.functions.trainmanagement-practice',
};

/** A package's publish state (admin §4). */
export const publishStateLabel = (state: number): MessageKey => PUBLISH_STATE_LABELS[state] ?? 'tasks.publishState.unpublished';
/** A package's run state (admin §4). */
export const runStateLabel = (state: number): MessageKey => RUN_STATE_LABELS[state] ?? 'tasks.runState.notStarted';
/** A child task's type. */
export const childTypeLabel = (type: number): MessageKey => CHILD_TYPE_LABELS[type] ?? 'tasks.childType.file';
/** The task list a package belongs to (its menu entry's name). */
export const taskListLabel = (tasktype: number): MessageKey => TASK_LIST_LABELS[tasktype] ?? 'people.functions.trainmanagement-train';
