import { FAQ_CALLS, PRACTICE_CALLS, type Endpoint, type SocketCall } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Middleware } from 'koa';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { organisationInArrears } from '../data/organisations.js';
import { appError } from '../errors/index.js';
import { authOf } from './middleware.js';

/**
 * An organisation in arrears (its balance below 0, docs/billing.md "Arrears"; admin §4 "Account")
 * signs in and reads, but configures, learns and trains nothing: in the hosted edition every write
 * of the admin and learner routers, and every call that starts learning, is refused with 40320
 * `errors.balanceNegative` before anything of the request is read — except the calls below. The
 * private edition has no billing and never refuses.
 */

const { session, sso, wechat, training, voiceprint, notices, exam } = LEARNER_ENDPOINTS;
const { cost, registrations } = ADMIN_ENDPOINTS;

/** A write left open in arrears, and why (docs/billing.md lists them from here). */
export interface ArrearsExemption {
  endpoint: Endpoint;
  why: string;
}

const exempt = (why: string, ...endpoints: Endpoint[]): ArrearsExemption[] => endpoints.map((endpoint) => ({ endpoint, why }));

/** The writes an organisation in arrears may still make: its people sign in and out, keep their own account, read, and pay. */
export const ARREARS_EXEMPTIONS: readonly ArrearsExemption[] = [
  ...exempt('signing out and keeping the session alive', session.logout, session.heartbeat, session.keepalive),
  ...exempt('signing in to a linked system with the session (single sign-on)', sso.issueAuthCode),
  ...exempt(
    "the user's own account: language, avatar, WeChat and voiceprint binding",
    session.changeLanguage,
    training.avatar,
    wechat.bind,
    wechat.unbind,
    voiceprint.unbind,
  ),
  ...exempt('reading: marking notices read', notices.readAll, notices.read),
  ...exempt(
    "the cost centre: the platform operator's entries (a recharge or remittance ends the arrears), limits and prices",
    cost.setPrices,
    cost.addEntry,
    cost.setLimits,
  ),
  ...exempt(
    "the platform operator's review of other organisations' registrations and account ends",
    registrations.approve,
    registrations.reject,
    registrations.expiry,
  ),
];

/** Reads that start learning or training, refused like writes: an exam's start creates its attempt. */
export const ARREARS_STARTING_READS: readonly Endpoint[] = [exam.start];

/**
 * The socket calls left open in arrears: pausing and ending a practice, cancelling a recognition
 * (they stop spending), the voice settings (a read), and the audio frames of a recognition its
 * refused start never opened. Every other practice and quick Q&A call is refused.
 */
export const ARREARS_OPEN_SOCKET_CALLS: ReadonlySet<SocketCall> = new Set<SocketCall>([
  PRACTICE_CALLS.pause,
  PRACTICE_CALLS.end,
  PRACTICE_CALLS.voiceConfig,
  PRACTICE_CALLS.voiceCancel,
  PRACTICE_CALLS.voiceFrame,
  FAQ_CALLS.voiceCancel,
  FAQ_CALLS.voiceFrame,
]);

const EXEMPT: ReadonlySet<Endpoint> = new Set(ARREARS_EXEMPTIONS.map((entry) => entry.endpoint));
const STARTING: ReadonlySet<Endpoint> = new Set(ARREARS_STARTING_READS);

/** Whether an organisation in arrears is refused this call. */
export function refusedInArrears(endpoint: Endpoint): boolean {
  if (EXEMPT.has(endpoint)) return false;
  return endpoint.method !== 'GET' || STARTING.has(endpoint);
}

/** Refuses, in the hosted edition, an organisation in arrears: 403 40320. */
export function assertNotInArrears(config: Pick<Config, 'edition'>, inArrears: boolean | undefined): void {
  if (config.edition === 'hosted' && inArrears) throw appError('errors.balanceNegative');
}

/** The arrears guard of a route (marked `arrears` for the tests), or none when the route stays open. */
export function arrearsGuards(endpoint: Endpoint): Middleware[] {
  if (!refusedInArrears(endpoint)) return [];
  const guard: Middleware = async (ctx, next) => {
    assertNotInArrears(ctx.deps.config, authOf(ctx).orgInArrears);
    await next();
  };
  return [Object.assign(guard, { arrears: true as const })];
}

/**
 * Refuses a socket call of an organisation in arrears, reading the mark afresh: an open socket
 * learns a change at its next call.
 */
export async function assertSocketNotInArrears(deps: { db: Db; config: Pick<Config, 'edition'> }, orgId: string): Promise<void> {
  if (deps.config.edition !== 'hosted') return;
  assertNotInArrears(deps.config, await organisationInArrears(deps.db, orgId));
}
