import { noticePushSchema } from '../schemas/notices.js';

/**
 * What the server pushes unasked to a signed-in learner's sockets (docs/notifications.md "On the
 * learner's surfaces"). A push table like those of `table.ts` (its `ServerToClientEvents` checks
 * the shape), in a module of its own so the practice tables do not carry the notices' schemas.
 */
export const NOTICE_PUSHES = {
  /** A notice was made for this learner: a task published, an appeal answered, a level or badge earned. */
  notice: { event: 'notice:new', payload: noticePushSchema },
} as const;
