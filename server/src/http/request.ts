import type { Context } from 'koa';
import type { ClientKind } from '../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: ids from requests are checked before they reach a uuid column. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The client kind of the spec's `from` header: `mini` for the mini-program, else `pc`. */
export function clientKindOf(ctx: Context): ClientKind {
  return ctx.get('from').trim().toLowerCase() === 'mini' ? 'mini' : 'pc';
}

/** The caller's IP address (X-Forwarded-For only when TRUST_PROXY is on). */
export function clientIp(ctx: Context): string {
  return ctx.ip || ctx.request.socket.remoteAddress || '';
}
