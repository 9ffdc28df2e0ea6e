import Taro from '@tarojs/taro'
import { API_BASE } from './config'

/** Where the live connection goes (`GET api/trainning/system/socket`); '' url = the API host. */
export interface PushAddress {
  url: string
  path: string
}

/**
 * A receive-only socket.io (v4) connection over `Taro.connectSocket`, for the live notices of the
 * personal centre and the training centre: the main package cannot carry socket.io-client (the
 * practice subpackage's), and these pages only listen. engine.io's websocket framing: the server's
 * open (`0…`) is answered with the namespace's connect carrying the session token (`40{token}`),
 * each ping (`2`) with a pong (`3`), and each event (`42["name",payload]`) handed on. The address
 * is asked for each time; a connection lost after it opened is opened again after 3 s until
 * closed, a refused handshake (`44`) is not.
 */
export function openPushSocket(address: () => Promise<unknown>, token: () => string, onEvent: (name: string, payload: unknown) => void): () => void {
  let task: Taro.SocketTask | undefined
  let closed = false
  let retry: ReturnType<typeof setTimeout> | undefined
  const again = () => {
    task = undefined
    if (!closed) retry = setTimeout(open, 3000)
  }
  const open = () =>
    address()
      .then((to) => {
        const { url, path } = to as PushAddress
        return Taro.connectSocket({ url: `${(url || API_BASE).replace(/^http/, 'ws')}${path || '/socket.io'}/?EIO=4&transport=websocket` })
      })
      .then((opened) => {
        task = opened
        if (closed) return void opened.close({})
        opened.onMessage(({ data }) => {
          const text = String(data)
          const send = (reply: string) => void opened.send({ data: reply })
          if (text[0] === '0') send(`40${JSON.stringify({ token: token() })}`)
          else if (text === '2') send('3')
          else if (text.startsWith('44')) closed = true
          else if (text.startsWith('42')) onEvent(...(JSON.parse(text.slice(2)) as [string, unknown]))
        })
        opened.onClose(again)
      })
      // No address (a server without live notices) or no socket: the count stays as read, no retry.
      .catch(() => undefined)
  void open()
  return () => {
    closed = true
    clearTimeout(retry)
    void task?.close({})
  }
}
