import type { Middleware } from 'koa';
import { appError } from '../errors/index.js';

/**
 * While the server drains, new requests get 503 `errors.shuttingDown` and every response asks the
 * client to close its connection, so keep-alive sockets do not hold shutdown open.
 */
export function shutdownGuard(isDraining: () => boolean): Middleware {
  return async (ctx, next) => {
    if (isDraining()) {
      ctx.set('Connection', 'close');
      throw appError('errors.shuttingDown');
    }
    await next();
    if (isDraining()) ctx.set('Connection', 'close');
  };
}
