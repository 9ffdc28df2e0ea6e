import { noticePushSchema, type NoticePush } from '@peilian/shared';
import { emitWithAck, type PracticeClientSocket } from './practiceSocket.js';

/** The `notice:new` pushes one socket received, and a way to wait for one. */
export interface NoticeListener {
  received: NoticePush[];
  /** Resolves with the first push (already received or to come) that `match` accepts. */
  next(match: (push: NoticePush) => boolean): Promise<NoticePush>;
  /**
   * Resolves once every push the server sent this socket before now has arrived: a ping's
   * acknowledgement comes after them on the same connection.
   */
  settled(): Promise<void>;
}

/** Records the socket's `notice:new` pushes, each checked against the contract's schema. */
export function listenForNotices(socket: PracticeClientSocket): NoticeListener {
  const received: NoticePush[] = [];
  const waiters: { match: (push: NoticePush) => boolean; resolve: (push: NoticePush) => void }[] = [];
  socket.on('notice:new', (payload: unknown) => {
    const push = noticePushSchema.parse(payload);
    received.push(push);
    for (const waiter of [...waiters]) {
      if (!waiter.match(push)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(push);
    }
  });
  return {
    received,
    next: (match) => {
      const found = received.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    settled: async () => {
      await emitWithAck(socket, 'ping', { sentAt: Date.now() });
    },
  };
}

/** A push about the package `packageId` (its task link names it) of the kind. */
export const aboutPackage = (kind: NoticePush['notice']['kind'], packageId: string) => (push: NoticePush) =>
  push.notice.kind === kind && push.notice.link.includes(packageId);
