import WebSocket from 'ws'
import { startServerProcess } from '@peilian/server/testing'

export { callApi, DEMO_PASSWORD, signIn } from '@peilian/server/testing'

/**
 * The real Peilian server (the demo organisation on a copy of the run's seeded database) for
 * simulator tests, and a bridge that sends the mini-program's `wx.request` calls to it over HTTP —
 * with a switch for a phone without a connection and for a response lost on the way back (the
 * server did the work, the phone never heard).
 */

export interface RealServer {
  url: string
  /** Its DATA_DIR (the SMS outbox is `<dataDir>/outbox/sms.jsonl`). */
  dataDir: string
  stop(): Promise<void>
  /** Moves the server's clock 31 minutes forward (only with `movableClock`); resolves once it has moved. */
  passHalfAnHour(): Promise<void>
}

/** Starts the server on a free port and a copy of the seeded demo database (or the given DATA_DIR, e.g. `dataDirWith`). */
export async function startRealServer({
  env = {},
  movableClock = false,
  dataDir,
}: { env?: Record<string, string>; movableClock?: boolean; dataDir?: string } = {}): Promise<RealServer> {
  const server = await startServerProcess({ env, ...(dataDir ? { dataDir } : {}), ...(movableClock ? { clockStepMs: 31 * 60_000 } : {}) })
  return { url: server.url, dataDir: server.dataDir, stop: server.stop, passHalfAnHour: server.moveClock }
}

/** What the phone's network does to one request. */
export type NetworkMode = 'online' | 'offline' | 'lostResponse'

/** One request the app sent, as the bridge saw it. */
export interface BridgedRequest {
  method: string
  path: string
  /** The query's parameters as sent. */
  query: URLSearchParams
  mode: NetworkMode
  /** The body as sent (form or JSON text); '' without one. */
  body: string
}

export interface Bridge {
  /** Decides the network for each request (default: online). */
  network: (request: { method: string; path: string }) => NetworkMode
  requests: BridgedRequest[]
}

type WxRequestOptions = {
  url: string
  method?: string
  header?: Record<string, string>
  data?: unknown
  responseType?: string
  success?: (res: Record<string, unknown>) => void
  fail?: (res: Record<string, unknown>) => void
  complete?: (res: Record<string, unknown>) => void
}

/** A fetch answer's headers as WeChat hands them over: a plain object. */
function headersOf(response: Response): Record<string, string> {
  const header: Record<string, string> = {}
  response.headers.forEach((value, name) => (header[name] = value))
  return header
}

/**
 * Points the launched app's `wx.request` at the real server (call it after `launchWeapp`, which
 * installs its own): the app's API base is swapped for the server's address; bodies and headers go
 * as the app made them, and the JSON answer comes back parsed with its headers, as WeChat hands it over.
 */
export function bridgeTo(server: RealServer): Bridge {
  const bridge: Bridge = { network: () => 'online', requests: [] }
  const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx
  wx.request = (options: WxRequestOptions) => {
    const url = new URL(options.url)
    const target = `${server.url}${url.pathname}${url.search}`
    const method = (options.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace(/^\/+/, '')
    const mode = bridge.network({ method, path })
    const body = typeof options.data === 'string' && method !== 'GET' ? options.data : undefined
    bridge.requests.push({ method, path, query: url.searchParams, mode, body: body ?? '' })
    const fail = () => {
      const res = { errMsg: 'request:fail -109:net::ERR_INTERNET_DISCONNECTED' }
      options.fail?.(res)
      options.complete?.(res)
    }
    if (mode === 'offline') {
      setTimeout(fail, 0)
      return { abort() {} }
    }
    void fetch(target, { method, headers: options.header, body })
      .then(async (response) => {
        // `responseType: 'arraybuffer'`: WeChat hands over the bytes as they came, whatever the status.
        const bytes = options.responseType === 'arraybuffer' ? await response.arrayBuffer() : undefined
        const text = bytes ? '' : await response.text()
        if (mode === 'lostResponse') return fail()
        let data: unknown = bytes ?? text
        try {
          if (!bytes) data = JSON.parse(text)
        } catch {
          // Not JSON: WeChat hands over the text.
        }
        const res = { errMsg: 'request:ok', statusCode: response.status, data, header: headersOf(response) }
        options.success?.(res)
        options.complete?.(res)
      })
      .catch(fail)
    return { abort() {} }
  }
  return bridge
}

/** One WebSocket the app opened through `wx.connectSocket`, as the bridge carries it. */
export interface BridgedSocket {
  url: string
  header: Record<string, string>
  /** Text and binary messages the app sent, in order (binary as bytes). */
  sent: (string | Buffer)[]
  /** Cuts the connection as a lost network would: no close handshake. */
  drop(): void
  readonly open: boolean
}

export interface SocketBridge {
  sockets: BridgedSocket[]
  /** Cuts every open connection. */
  dropAll(): void
}

type WxSocketOptions = {
  url: string
  header?: Record<string, string>
  success?: (res: Record<string, unknown>) => void
  fail?: (res: Record<string, unknown>) => void
  complete?: (res: Record<string, unknown>) => void
}
type Handler = (res: Record<string, unknown>) => void

/**
 * Gives the launched app a `wx.connectSocket` backed by a real WebSocket client in Node (`ws`),
 * pointed at the real server (the app's API host swapped for the server's): the SocketTask's
 * onOpen/onMessage/onClose/onError and send/close as WeChat defines them, text as strings and
 * binary as ArrayBuffers.
 */
export function bridgeSocketsTo(server: RealServer): SocketBridge {
  const bridge: SocketBridge = { sockets: [], dropAll: () => bridge.sockets.forEach((socket) => socket.drop()) }
  const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx
  const target = new URL(server.url)
  wx.connectSocket = (options: WxSocketOptions) => {
    const url = new URL(options.url)
    url.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:'
    url.host = target.host
    const ws = new WebSocket(url.href, { headers: options.header ?? {} })
    const handlers: { open?: Handler; message?: Handler; close?: Handler; error?: Handler } = {}
    const bridged: BridgedSocket = {
      url: url.href,
      header: options.header ?? {},
      sent: [],
      drop: () => ws.terminate(),
      get open() {
        return ws.readyState === WebSocket.OPEN
      },
    }
    bridge.sockets.push(bridged)
    ws.on('open', () => handlers.open?.({ header: {} }))
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer)
      handlers.message?.({ data: isBinary ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) : bytes.toString('utf8') })
    })
    ws.on('error', (error) => handlers.error?.({ errMsg: `connectSocket:fail ${error.message}` }))
    ws.on('close', (code, reason) => handlers.close?.({ code, reason: reason.toString() }))
    // As in WeChat, the call succeeds before the socket can open: once the task is returned, ahead of
    // any network event, so handlers set when Taro's promise resolves never miss the open.
    queueMicrotask(() => {
      const res = { errMsg: 'connectSocket:ok' }
      options.success?.(res)
      options.complete?.(res)
    })
    return {
      onOpen: (handler: Handler) => void (handlers.open = handler),
      onMessage: (handler: Handler) => void (handlers.message = handler),
      onClose: (handler: Handler) => void (handlers.close = handler),
      onError: (handler: Handler) => void (handlers.error = handler),
      send(send: { data: string | ArrayBuffer; success?: Handler; fail?: Handler }) {
        if (ws.readyState !== WebSocket.OPEN) return setTimeout(() => send.fail?.({ errMsg: 'sendSocketMessage:fail' }), 0)
        const payload = typeof send.data === 'string' ? send.data : Buffer.from(send.data)
        bridged.sent.push(payload)
        ws.send(payload, () => send.success?.({ errMsg: 'sendSocketMessage:ok' }))
      },
      close(close: { code?: number; reason?: string; success?: Handler } = {}) {
        ws.close(close.code ?? 1000, close.reason)
        setTimeout(() => close.success?.({ errMsg: 'closeSocket:ok' }), 0)
      },
    }
  }
  return bridge
}
