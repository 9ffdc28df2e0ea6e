import { NOTICE_PUSHES } from '../realtime/noticePushes.js';
import { onPush } from '../realtime/table.js';
import type { NoticeLive, NoticeSocketPort, RealtimeAddress } from './noticeTypes.js';

export interface SocketNoticesOptions {
  /** Where to connect: `GET api/trainning/system/socket`. */
  address: () => Promise<RealtimeAddress>;
  /** The platform's socket.io connection, signed in as the learner. */
  connect: (address: RealtimeAddress) => NoticeSocketPort;
  /** A live connection that could not be had, or a push that did not fit the contract (logged by the app); the list still works. */
  onFailure?: (error: unknown) => void;
}

/**
 * The live part of the notices store over socket.io (in a module of its own: a client that feeds
 * the store's `receive` from a connection it already has leaves the socket tables out): asks where
 * to connect, connects, and hands each `notice:new` that fits `noticePushSchema` to the store; a
 * release before the address came connects nothing.
 */
export function socketNotices({ address, connect, onFailure }: SocketNoticesOptions): NoticeLive {
  return (receive, setLive) => {
    let stopped = false;
    let socket: NoticeSocketPort | undefined;
    let stopListening: (() => void) | undefined;
    address().then(
      ({ url, path }) => {
        if (stopped) return;
        socket = connect({ url, path });
        stopListening = onPush(socket.listen, NOTICE_PUSHES.notice, ({ notice, unread }) => receive(notice, unread), onFailure);
        setLive(true);
      },
      (error: unknown) => onFailure?.(error),
    );
    return () => {
      stopped = true;
      stopListening?.();
      socket?.close();
      if (socket) setLive(false);
    };
  };
}
