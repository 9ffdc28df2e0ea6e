import type { Translate } from '@peilian/shared';
import type { AppDeps } from '../../http/context.js';
import type { CallerRequest } from '../../lib/request.js';
import type { Logger } from '../../logger.js';

/** Who acts in a practice session, and with what: every session command takes it first. */
export interface PracticeCaller {
  deps: AppDeps;
  log: Logger;
  orgId: string;
  userId: string;
  t: Translate;
}

/** The practice caller of a signed-in HTTP request (the socket builds its own from the handshake). */
export function practiceCaller({ deps, log, caller, t }: CallerRequest): PracticeCaller {
  return { deps, log, orgId: caller.orgId, userId: caller.id, t };
}
