import { canUseFunction, FUNCTION_TREE, functionNode, type PermissionContext } from '@peilian/shared';
import type { Middleware } from 'koa';
import type { Config } from '../config.js';
import type { AppDeps } from '../http/context.js';
import type { OrganisationRow, UserRow } from '../db/schema/index.js';
import { findOrganisationById } from '../data/organisations.js';
import { appError } from '../errors/index.js';
import { authOf } from './middleware.js';
import { permissionUser } from './permissionUser.js';
import type { Caller } from './caller.js';

/** Routes every administrator may call (e.g. the version label in the admin top bar). */
export const ANY_ADMIN = 'any-admin';

/** What an admin route declares: the functions that open it and where requests name records by id. */
export interface RouteAccess {
  /** Keys of the shared function tree, any one of which opens the route; or [ANY_ADMIN]. */
  functions: readonly string[];
  /**
   * Request fields that carry ids of organisation-owned records (`params.id`, `body.userid`); the
   * handler resolves them inside the caller's organisation only. Read by the authorisation test.
   */
  targets: readonly string[];
}

/** A function guard carries its declaration, so tests can read it back from the router. */
export type FunctionGuard = Middleware & { readonly access: RouteAccess };

/** The organisation's licence and the deployment's allow-lists, as the shared rules take them. */
export function permissionContext(config: Config, org: Pick<OrganisationRow, 'licensedFunctions'>): PermissionContext {
  return {
    edition: config.edition,
    licensed: config.edition === 'private' ? 'all' : org.licensedFunctions,
    allowLists: config.allowLists,
  };
}

export { permissionUser };

const callerContexts = new WeakMap<Caller, Promise<PermissionContext>>();

/**
 * The shared rules' context for the caller's organisation (an unknown organisation licenses
 * nothing), read once per request: a user or role write asks the rules several times (the target,
 * the role given, the role taken away, the answer's flags).
 */
export function callerContext(acting: Caller): Promise<PermissionContext> {
  let context = callerContexts.get(acting);
  if (!context) {
    const { deps, caller } = acting;
    context = findOrganisationById(deps.db, caller.orgId).then((org) => permissionContext(deps.config, { licensedFunctions: org?.licensedFunctions ?? [] }));
    callerContexts.set(acting, context);
  }
  return context;
}

/** True when the user may use at least one of the functions under the organisation's licence. */
export async function mayUseAnyFunction(deps: AppDeps, user: UserRow, keys: readonly string[]): Promise<boolean> {
  const org = await findOrganisationById(deps.db, user.orgId);
  if (!org) return false;
  const context = permissionContext(deps.config, org);
  return keys.some((key) => canUseFunction(permissionUser(user), key, context));
}

/**
 * The guard every admin route starts with (after the admin router's session check): the caller must
 * be allowed one of the functions by the shared `canUseFunction` under the organisation's licence,
 * else 403. Several keys serve calls that several screens make (a picker's list, the three task
 * lists). Unknown keys fail at start-up, not at request time.
 */
export function requireFunction(keys: string | readonly string[], options: { targets?: readonly string[] } = {}): FunctionGuard {
  const functions = typeof keys === 'string' ? [keys] : [...keys];
  for (const key of functions) {
    if (key !== ANY_ADMIN && !functionNode(key)) throw new Error(`requireFunction: unknown function key "${key}"`);
  }
  const guard: Middleware = async (ctx, next) => {
    const { user } = authOf(ctx);
    if (!functions.includes(ANY_ADMIN) && !(await mayUseAnyFunction(ctx.deps, user, functions))) throw appError('errors.forbidden');
    await next();
  };
  return Object.assign(guard, { access: { functions, targets: options.targets ?? [] } });
}

/** Every key of the function tree: the licence of the demo organisation and of self-registered ones. */
export const ALL_FUNCTION_KEYS: readonly string[] = FUNCTION_TREE.map((node) => node.key);
