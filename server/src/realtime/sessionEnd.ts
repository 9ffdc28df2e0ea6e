import { createTranslator } from '@peilian/shared';
import type { Socket } from 'socket.io';
import { authenticateToken, endOfUse, type SessionDeps } from '../auth/session.js';
import { socketRefusal } from '../errors/index.js';
import type { Logger } from '../logger.js';

/** The room of a session's sockets, in the default namespace and the voiceprint one: a session's end disconnects them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The room of a user's sockets in the default namespace: the pushes meant for them alone (their notices). */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Keeps an open socket from outliving its session or its organisation (docs/security.md, "Sessions
 * end"; docs/decisions.md "An organisation's account ends"). The handshake resolved the session and
 * said when a check could first refuse it (`endOfUse`: the session's end, the organisation's, the
 * account's validity); an event arriving after that moment resolves the token again — the session
 * may have been used over HTTP meanwhile, which moves its end — and if it is refused, the event is
 * answered with the refusal HTTP would give (10000 for a session past its limits, 9998 for an ended
 * organisation) and the socket is disconnected. Until then an event costs one comparison.
 * Answers `recheck`: the next event resolves the token again whatever the time (an organisation's
 * end changed while the socket was open).
 */
export function endWithSession(socket: Socket, deps: SessionDeps, token: string | undefined, endsAt: number, log: Logger): () => void {
  let checkAt = endsAt;
  // A read begun before a recheck may hold the old end: it lets its event through but sets no time.
  let rechecks = 0;
  socket.use((packet, next) => {
    if (deps.clock.now().getTime() < checkAt) return next();
    const readAt = rechecks;
    authenticateToken(deps, token).then(
      (found) => {
        if (readAt === rechecks) checkAt = endOfUse(deps.config, found);
        next();
      },
      (error: unknown) => {
        const ack: unknown = packet[packet.length - 1];
        if (typeof ack === 'function') ack(socketRefusal(error, createTranslator(socket.data.language), log));
        socket.disconnect(true);
      },
    );
  });
  return () => {
    rechecks += 1;
    checkAt = Number.NEGATIVE_INFINITY;
  };
}
