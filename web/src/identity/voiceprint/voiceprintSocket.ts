import { ApiError, handshakeMessage, ioEmit, type IoClientSocket, type VoiceprintFlow, type VoiceprintSocketPort } from '@peilian/shared';
import { io } from 'socket.io-client';
import { learnerApi, sessionStore } from '../../app';

/**
 * Opens the `/vpr` socket of a flow (learner §7 "Voiceprint socket"): asks `GET api/login/vprsocket`
 * where, then connects over WebSocket with the flow, the language and — except on `login` — the
 * session's token in the handshake. No reconnection: a dialog begins anew instead.
 */
export async function connectVoiceprint(flow: VoiceprintFlow): Promise<VoiceprintSocketPort> {
  let where;
  try {
    where = await learnerApi.voiceprint.socket();
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.errmsg : String(error), { cause: error });
  }
  const { user, language } = sessionStore.getState();
  const token = flow === 'login' ? undefined : user?.token;
  const socket = io(new URL(where.url, window.location.origin).href, {
    path: where.path,
    transports: ['websocket'],
    reconnection: false,
    auth: { ...(token ? { token } : {}), type: flow, from: 'pc', language },
  });
  return {
    emit: ioEmit(socket as unknown as IoClientSocket),
    onEvent(listener) {
      const refused = (error: unknown) => listener({ type: 'connectError', message: handshakeMessage(error) });
      const dropped = () => listener({ type: 'disconnect' });
      socket.on('connect_error', refused);
      socket.on('disconnect', dropped);
      return () => {
        socket.off('connect_error', refused);
        socket.off('disconnect', dropped);
      };
    },
    close: () => void socket.close(),
  };
}
