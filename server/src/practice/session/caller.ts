import type { Translate } from '@peilian/shared';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';

/** Who acts in a practice session, and with what: every session command takes it first. */
export interface PracticeCaller {
  deps: AppDeps;
  log: Logger;
  orgId: string;
  userId: string;
  t: Translate;
}
