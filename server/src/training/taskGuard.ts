import type { Middleware } from 'koa';
import type { FunctionGuard } from '../auth/functions.js';
import { authOf } from '../auth/middleware.js';
import { appError } from '../errors/index.js';
import { manageableTasktypes, TASK_LIST_FUNCTIONS } from './context.js';

/**
 * The guard of the task-package routes. One route serves the three task lists (the `tasktype` of
 * the query, the body or the package), so the guard lets through a caller who may manage any of
 * them, and each handler then checks the package's own list (`assertTaskList`). It declares the
 * training list's key, the one every task administrator holds in the authorisation matrix.
 */
export function requireTaskFunction(options: { targets?: readonly string[] } = {}): FunctionGuard {
  const guard: Middleware = async (ctx, next) => {
    if ((await manageableTasktypes(ctx.deps, authOf(ctx).user)).length === 0) throw appError('errors.forbidden');
    await next();
  };
  return Object.assign(guard, { access: { function: TASK_LIST_FUNCTIONS[1]!, targets: options.targets ?? [] } });
}
