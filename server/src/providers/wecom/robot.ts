/**
 * Why a post to an enterprise WeChat group robot failed: no webhook set, the robot not reached, it
 * answered an error (`errcode`: 93000 a bad key, 45009 too many posts…), or an answer we cannot read.
 */
export type WecomErrorKind = 'notConfigured' | 'unreachable' | 'refused' | 'badResponse';

export class WecomError extends Error {
  override name = 'WecomError';

  constructor(
    readonly kind: WecomErrorKind,
    readonly errcode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Posts to an enterprise WeChat group robot (its webhook: `…/cgi-bin/webhook/send?key=…`). */
export interface WecomRobot {
  postMarkdown(webhook: string, markdown: string): Promise<void>;
  /** Uploads the file (`upload_media`, type file) and posts it to the group. */
  postFile(webhook: string, file: { filename: string; content: Buffer }): Promise<void>;
}

/** The robot's markdown is at most 4096 bytes of UTF-8 (WeCom's limit); longer text is cut at a character. */
export const MARKDOWN_MAX_BYTES = 4096;

export function fitMarkdown(text: string): string {
  if (Buffer.byteLength(text, 'utf8') <= MARKDOWN_MAX_BYTES) return text;
  let cut = '';
  for (const character of text) {
    if (Buffer.byteLength(cut + character + '…', 'utf8') > MARKDOWN_MAX_BYTES) break;
    cut += character;
  }
  return `${cut}…`;
}

interface RobotReply {
  errcode?: number;
  errmsg?: string;
  media_id?: string;
}

/** The upload address beside a webhook: the same host and key, path `upload_media`, type file. */
export function uploadUrlOf(webhook: string): URL {
  const url = new URL(webhook);
  url.pathname = url.pathname.replace(/\/send$/, '/upload_media');
  url.searchParams.set('type', 'file');
  return url;
}

/** The group robot's HTTP API (WeCom "群机器人配置说明"): JSON posts, a multipart upload for files. */
export function createWecomRobot(options: { timeoutMs: number }): WecomRobot {
  const call = async (url: URL | string, init: RequestInit): Promise<RobotReply> => {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new WecomError('unreachable', -1, `The robot was not reached: ${(error as Error).message}`);
    }
    let reply: RobotReply;
    try {
      reply = (await response.json()) as RobotReply;
    } catch {
      throw new WecomError('badResponse', -1, `The robot answered HTTP ${response.status} without JSON`);
    }
    if (typeof reply !== 'object' || reply === null) throw new WecomError('badResponse', -1, 'The robot answered no object');
    if (reply.errcode) throw new WecomError('refused', reply.errcode, reply.errmsg ?? `errcode ${reply.errcode}`);
    if (!response.ok) throw new WecomError('unreachable', -1, `The robot answered HTTP ${response.status}`);
    return reply;
  };
  const post = (webhook: string, body: unknown) => {
    if (!webhook) throw new WecomError('notConfigured', -1, 'No robot webhook is set');
    return call(webhook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  };
  return {
    async postMarkdown(webhook, markdown) {
      await post(webhook, { msgtype: 'markdown', markdown: { content: fitMarkdown(markdown) } });
    },
    async postFile(webhook, file) {
      if (!webhook) throw new WecomError('notConfigured', -1, 'No robot webhook is set');
      const form = new FormData();
      form.append('media', new Blob([new Uint8Array(file.content)]), file.filename);
      const uploaded = await call(uploadUrlOf(webhook), { method: 'POST', body: form });
      if (!uploaded.media_id) throw new WecomError('badResponse', -1, 'The robot returned no media_id');
      await post(webhook, { msgtype: 'file', file: { media_id: uploaded.media_id } });
    },
  };
}
