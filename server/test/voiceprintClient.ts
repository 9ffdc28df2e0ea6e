import { VOICEPRINT_CALLS, sendCall, type SocketCall } from '@peilian/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../src/seed/accounts.js';

/**
 * The `/vpr` voiceprint socket as tests drive it (docs/voiceprint.md "The socket"): open a flow,
 * read a recording in 4096-sample chunks, and register a voice confirmed by the demo password.
 * Every socket opened is closed by `closeAll`.
 */
export function voiceprintSockets(url: () => string) {
  const sockets: Socket[] = [];

  async function open(type: 'register' | 'verify' | 'login', token?: string): Promise<Socket> {
    const socket = connect(`${url()}/vpr`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { type, from: 'pc', language: 'zh-CN', ...(token ? { token } : {}) },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const call = <C extends SocketCall>(socket: Socket, definition: C, payload: unknown) =>
    sendCall((event, body, ms) => socket.timeout(ms).emitWithAck(event, body), definition, payload as never);

  /** Sends a recording (16 kHz mono 16-bit PCM) in chunks of 4096 samples and closes it: the close's answer. */
  async function read(socket: Socket, pcm: Buffer, compareusers: string[] = []) {
    await call(socket, VOICEPRINT_CALLS.open, {});
    for (let at = 0; at < pcm.length; at += 8192) await call(socket, VOICEPRINT_CALLS.record, { audio: pcm.subarray(at, at + 8192) });
    return call(socket, VOICEPRINT_CALLS.close, { compareusers });
  }

  /** Registers `pcm` as the voice of the user signed in with `token`: the validation's answer. */
  async function register(token: string, pcm: Buffer) {
    const socket = await open('register', token);
    await call(socket, VOICEPRINT_CALLS.init, {});
    const closed = (await read(socket, pcm)) as { status?: number };
    if (closed.status !== 0) throw new Error(`the recording was refused: ${JSON.stringify(closed)}`);
    return call(socket, VOICEPRINT_CALLS.validate, { pwd: DEMO_PASSWORD });
  }

  return {
    open,
    call,
    read,
    register,
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
}
