import { createTranslator } from '@peilian/shared';
import type { Socket } from 'socket.io';
import { authenticateToken, endOfSession, type SessionDeps } from '../auth/session.js';
import { socketRefusal } from '../errors/index.js';
import type { Logger } from '../logger.js';

/**
 * Keeps an open socket from outliving its session (docs/security.md, "Sessions end"). The handshake
 * resolved the session and said when it ends; an event arriving after that moment resolves the
 * token again — the session may have been used over HTTP meanwhile, which moves its end — and if
 * it has ended, the event is answered with the refusal HTTP would give (10000 for a session past
 * its limits) and the socket is disconnected. Until then an event costs one comparison.
 */
export function endWithSession(socket: Socket, deps: SessionDeps, token: string | undefined, endsAt: number, log: Logger): void {
  let checkAt = endsAt;
  socket.use((packet, next) => {
    if (deps.clock.now().getTime() < checkAt) return next();
    authenticateToken(deps, token).then(
      (found) => {
        checkAt = endOfSession(deps.config, found);
        next();
      },
      (error: unknown) => {
        const ack: unknown = packet[packet.length - 1];
        if (typeof ack === 'function') ack(socketRefusal(error, createTranslator(socket.data.language), log));
        socket.disconnect(true);
      },
    );
  });
}
