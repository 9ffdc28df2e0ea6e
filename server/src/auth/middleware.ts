import type { Context, Middleware } from 'koa';
import type { AuthState } from '../http/context.js';
import { appError } from '../errors/index.js';
import { authenticateToken, isAdministrator } from './session.js';

/** Requires a live session from the `token` header; sets `ctx.state.auth`. */
export function requireSession(): Middleware {
  return async (ctx, next) => {
    const token = ctx.get('token') || undefined;
    const session = await authenticateToken(ctx.deps, token);
    ctx.state.auth = { ...session, token: token ?? '' };
    await next();
  };
}

/** Requires a session whose user may enter the admin area, else 403 `errors.forbidden`. */
export function requireAdmin(): Middleware {
  const session = requireSession();
  return (ctx, next) =>
    session(ctx, async () => {
      if (!ctx.state.auth || !isAdministrator(ctx.state.auth.user)) throw appError('errors.forbidden');
      await next();
    });
}

/** The caller's session inside a learner or admin route (where the router guarantees one). */
export function authOf(ctx: Context): AuthState {
  if (!ctx.state.auth) throw appError('errors.loginRequired');
  return ctx.state.auth;
}
