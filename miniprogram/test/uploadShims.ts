import { randomBytes } from 'node:crypto'
import type { RealServer } from './realServer'
import type { RenderedPage } from './weappHarness'

/**
 * WeChat's file uploads for simulator tests against the real server: `wx.uploadFile` sends the
 * bytes of a temporary file as a real multipart request (the app's API host swapped for the
 * server's), and `chooseAvatar` plays WeChat's avatar picker, which hands the page a temporary
 * file path. Install it in `launchWeapp`'s `beforeLaunch`: Taro binds each API as the app loads,
 * and leaves a stub for one WeChat lacked then.
 */

type Callback = (res: Record<string, unknown>) => void
type WxUploadOptions = {
  url: string
  filePath: string
  name: string
  header?: Record<string, string>
  formData?: Record<string, string>
  success?: Callback
  fail?: Callback
  complete?: Callback
}

/** One upload the app made, as it reached (or failed to reach) the server. */
export interface BridgedUpload {
  path: string
  filetype: string | null
  header: Record<string, string>
  bytes: number
  status: number | 'offline'
}

export interface UploadBridge {
  /** Temporary files WeChat holds, by path: their bytes. */
  tempFiles: Map<string, Buffer>
  uploads: BridgedUpload[]
  /** Decides for each upload whether the phone is online (default: online). */
  online: (path: string) => boolean
}

/**
 * A multipart/form-data body written out by hand: the test environment's DOM replaces the global
 * FormData and Blob with ones Node's fetch cannot send.
 */
function multipart(name: string, fileName: string, bytes: Buffer, fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----peilian${randomBytes(12).toString('hex')}`
  const parts = Object.entries(fields).map(([key, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`))
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  const body = Buffer.concat([...parts, Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

export function bridgeUploadsTo(server: RealServer): UploadBridge {
  const bridge: UploadBridge = { tempFiles: new Map(), uploads: [], online: () => true }
  const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx
  wx.uploadFile = (options: WxUploadOptions) => {
    const url = new URL(options.url)
    const path = url.pathname.replace(/^\/+/, '')
    const progress = new Set<Callback>()
    const upload: BridgedUpload = { path, filetype: url.searchParams.get('filetype'), header: options.header ?? {}, bytes: 0, status: 'offline' }
    bridge.uploads.push(upload)
    const fail = (errMsg: string) => {
      options.fail?.({ errMsg })
      options.complete?.({ errMsg })
    }
    const bytes = bridge.tempFiles.get(options.filePath)
    if (!bytes) setTimeout(() => fail(`uploadFile:fail file not found ${options.filePath}`), 0)
    else if (!bridge.online(path)) setTimeout(() => fail('uploadFile:fail -109:net::ERR_INTERNET_DISCONNECTED'), 0)
    else {
      upload.bytes = bytes.length
      const { body, contentType } = multipart(options.name, options.filePath.split('/').at(-1) ?? 'file', bytes, options.formData ?? {})
      void fetch(`${server.url}/${path}${url.search}`, {
        method: 'POST',
        headers: { ...options.header, 'Content-Type': contentType },
        body: new Uint8Array(body),
      })
        .then(async (response) => {
          upload.status = response.status
          const data = await response.text()
          progress.forEach((listener) => listener({ progress: 100, totalBytesSent: bytes.length, totalBytesExpectedToSend: bytes.length }))
          // As WeChat does: the answer's text, whatever the status.
          const res = { errMsg: 'uploadFile:ok', statusCode: response.status, data }
          options.success?.(res)
          options.complete?.(res)
        })
        .catch((error: Error) => fail(`uploadFile:fail ${error.message}`))
    }
    return {
      onProgressUpdate: (listener: Callback) => void progress.add(listener),
      offProgressUpdate: (listener: Callback) => void progress.delete(listener),
      onHeadersReceived() {},
      offHeadersReceived() {},
      abort() {},
    }
  }
  return bridge
}

let chosen = 0

/** The learner picks an image in WeChat's avatar picker on the `chooseAvatar` button `id`: WeChat keeps it as a temporary file and hands the path over. */
export async function chooseAvatar(page: RenderedPage, bridge: UploadBridge, id: string, bytes: Buffer): Promise<string> {
  // WeChat offers its avatar picker only on a button whose open-type asks for it.
  const openType = page.attribute(id, 'open-type')
  if (openType !== 'chooseAvatar') throw new Error(`#${id} has open-type ${String(openType)}, not chooseAvatar`)
  const avatarUrl = `wxfile://tmp/avatar-${(chosen += 1)}.png`
  bridge.tempFiles.set(avatarUrl, bytes)
  await page.dispatch(id, 'chooseavatar', { avatarUrl })
  return avatarUrl
}
