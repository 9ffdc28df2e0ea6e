import type { UserRow } from '../db/schema/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';

/** Who is asking, with the services a people command needs. */
export interface PeopleRequest {
  deps: AppDeps;
  log: Logger;
  /** The signed-in administrator; everything happens inside their organisation. */
  caller: UserRow;
}
