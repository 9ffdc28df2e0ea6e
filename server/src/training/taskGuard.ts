import { TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { requireFunction, type FunctionGuard } from '../auth/functions.js';

/**
 * The guard of the task-package routes. One route serves the three task lists (the `tasktype` of
 * the query, the body or the package), so the guard lets through a caller who may manage any of
 * them, and each handler then checks the package's own list (`assertTaskList`).
 */
export function requireTaskFunction(options: { targets?: readonly string[] } = {}): FunctionGuard {
  return requireFunction(TASK_LIST_FUNCTION_KEYS, options);
}
