import { io } from 'socket.io-client'
import { handshakeMessage, ioEmit, type IoClientSocket, type Language, type VoiceprintFlow, type VoiceprintSocketPort } from '@peilian/shared'
import { API_BASE } from './config'
import { TaroWebSocketTransport } from './socket'

/** Where and as whom a `/vpr` connection opens (the answer of `voiceprint.socket`, the session). */
export interface VoiceprintSocketTarget {
  /** The namespace, relative to the server's origin (`/vpr`) or a whole address. */
  url: string
  path: string
  flow: VoiceprintFlow
  language: Language
  /** The session's token; none on `login`. */
  token?: string
}

/** The namespace's whole address: WeChat has no `URL`, and the server answers it relative to its origin. */
export function voiceprintSocketUrl(url: string, base: string = API_BASE): string {
  return /^(https?|wss?):\/\//i.test(url) ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

/**
 * One `/vpr` connection over the practice's socket.io client on `Taro.connectSocket`
 * (docs/voiceprint.md "The socket"): the flow, `from: 'mini'`, the language and the token in the
 * handshake. No reconnection: the registration begins anew instead, as on the web.
 */
export function openVoiceprintSocket({ url, path, flow, language, token }: VoiceprintSocketTarget): VoiceprintSocketPort {
  const socket = io(voiceprintSocketUrl(url), {
    path,
    forceNew: true,
    reconnection: false,
    transports: [TaroWebSocketTransport],
    extraHeaders: { 'Accept-Language': language },
    auth: { ...(token ? { token } : {}), type: flow, from: 'mini', language },
  })
  return {
    emit: ioEmit(socket as unknown as IoClientSocket),
    onEvent(listener) {
      const refused = (error: unknown) => listener({ type: 'connectError', message: handshakeMessage(error) })
      const dropped = () => listener({ type: 'disconnect' })
      socket.on('connect_error', refused)
      socket.on('disconnect', dropped)
      return () => {
        socket.off('connect_error', refused)
        socket.off('disconnect', dropped)
      }
    },
    close: () => void socket.close(),
  }
}
