import Taro from '@tarojs/taro'
import { io, WebSocket as WebSocketTransport, type Socket } from 'socket.io-client'
import {
  ioEmit,
  ioListen,
  ioPracticePort,
  type ClientToServerEvents,
  type IoLifecycleSocket,
  type Language,
  type PracticeSocketPort,
  type ServerToClientEvents,
  type SocketEmit,
  type SocketListen,
} from '@peilian/shared'
import { API_BASE } from './config'

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>

type SocketMessage = string | ArrayBuffer

function errMsgOf(value: unknown): string {
  const errMsg = typeof value === 'object' && value !== null ? (value as { errMsg?: unknown }).errMsg : undefined
  return typeof errMsg === 'string' ? errMsg : 'connectSocket:fail'
}

/** WeChat sends ArrayBuffers only: a typed-array view is copied out of its buffer. */
function toSendable(data: unknown): SocketMessage {
  if (typeof data === 'string' || data instanceof ArrayBuffer) return data
  if (ArrayBuffer.isView(data)) return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer
  return String(data)
}

/**
 * The part of the browser's `WebSocket` that engine.io-client's websocket transport uses (the
 * `on*` handlers, `send`, `close`, `binaryType`), over a WeChat `SocketTask` from
 * `Taro.connectSocket`. Headers (the interface language) go in the connect call's `header`.
 */
export class TaroWebSocket {
  binaryType = 'arraybuffer'
  readyState = 0
  onopen: (() => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onmessage: ((event: { data: SocketMessage }) => void) | null = null
  onerror: ((event: { errMsg: string }) => void) | null = null
  private task: Taro.SocketTask | null = null
  private closeRequested = false

  constructor(url: string, headers: Record<string, string> = {}) {
    Taro.connectSocket({ url, header: headers }).then(
      (task) => {
        this.task = task
        task.onOpen(() => {
          this.readyState = 1
          this.onopen?.()
        })
        task.onMessage((message) => this.onmessage?.({ data: message.data as SocketMessage }))
        task.onError((error) => this.onerror?.({ errMsg: errMsgOf(error) }))
        task.onClose((event) => {
          this.readyState = 3
          this.onclose?.({ code: event.code, reason: event.reason })
        })
        if (this.closeRequested) void task.close({})
      },
      (error: unknown) => {
        this.readyState = 3
        this.onerror?.({ errMsg: errMsgOf(error) })
        this.onclose?.({ code: 1006, reason: errMsgOf(error) })
      },
    )
  }

  send(data: unknown): void {
    if (!this.task) throw new Error('the socket is not open')
    void this.task.send({ data: toSendable(data) })
  }

  close(): void {
    this.readyState = 2
    this.closeRequested = true
    if (this.task) void this.task.close({})
  }
}

/** engine.io-client's websocket transport with its socket made by `Taro.connectSocket`. */
export class TaroWebSocketTransport extends WebSocketTransport {
  override createSocket(uri: string, _protocols: string | string[] | undefined, opts: Record<string, unknown>): TaroWebSocket {
    return new TaroWebSocket(uri, (opts.headers ?? {}) as Record<string, string>)
  }
}

/**
 * An authenticated socket.io connection to the server, as the web client makes it: the session
 * token in the handshake (`auth.token`), the interface language as Accept-Language (the
 * websocket's own request headers: WeChat has no polling transport), reconnecting on its own.
 */
export function connectRealtime(token: string, language: Language): RealtimeSocket {
  return io(API_BASE, {
    path: '/socket.io',
    auth: { token },
    forceNew: true,
    transports: [TaroWebSocketTransport],
    extraHeaders: { 'Accept-Language': language },
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
  })
}

/** The socket as the shared tables take it (socket.io types its events by name; the tables name them). */
const untyped = (socket: RealtimeSocket) => socket as unknown as IoLifecycleSocket

/** The socket's emit for the shared call table. */
export const emitOn = (socket: RealtimeSocket): SocketEmit => ioEmit(untyped(socket))

/** The socket's listener for the shared push table. */
export const listenOn = (socket: RealtimeSocket): SocketListen => ioListen(untyped(socket))

/** The socket as the shared practice store follows it. */
export const realtimePort = (socket: RealtimeSocket): PracticeSocketPort => ioPracticePort(untyped(socket))
