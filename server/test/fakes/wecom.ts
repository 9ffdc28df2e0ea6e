import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake enterprise WeChat group robot (`/cgi-bin/webhook/send?key=…`,
 * `/cgi-bin/webhook/upload_media?key=…&type=file`) on loopback: it keeps what the robot was sent —
 * markdown posts and uploaded files — and answers as WeCom does (`errcode` 93000 for an unknown key).
 */
export interface WecomFake {
  /** The webhook URL of a robot key the fake knows (`key` default 'robot-key'). */
  webhook(key?: string): string;
  posts: { key: string; body: { msgtype: string; markdown?: { content: string }; file?: { media_id: string } } }[];
  files: { key: string; mediaId: string; filename: string; content: Buffer }[];
  /** Resolves once `count` posts in all have arrived. */
  waitForPosts(count: number): Promise<WecomFake['posts']>;
  close(): Promise<void>;
}

async function readBytes(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startWecomFake(options: { keys?: readonly string[] } = {}): Promise<WecomFake> {
  const keys = new Set(options.keys ?? ['robot-key']);
  const posts: WecomFake['posts'] = [];
  const files: WecomFake['files'] = [];
  const waiters: { count: number; resolve: (posts: WecomFake['posts']) => void }[] = [];
  const answer = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = url.searchParams.get('key') ?? '';
    readBytes(request)
      .then(async (bytes) => {
        if (!keys.has(key)) return answer(response, { errcode: 93000, errmsg: 'invalid webhook url' });
        if (url.pathname === '/cgi-bin/webhook/upload_media') {
          const form = await new Request(url, { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: bytes }).formData();
          const media = form.get('media');
          if (!(media instanceof File)) return answer(response, { errcode: 44001, errmsg: 'empty media data' });
          const mediaId = randomUUID();
          files.push({ key, mediaId, filename: media.name, content: Buffer.from(await media.arrayBuffer()) });
          return answer(response, { errcode: 0, errmsg: 'ok', type: 'file', media_id: mediaId, created_at: String(Date.now()) });
        }
        if (url.pathname !== '/cgi-bin/webhook/send') return answer(response, { errcode: 404, errmsg: 'not found' });
        posts.push({ key, body: JSON.parse(bytes.toString('utf8')) as WecomFake['posts'][number]['body'] });
        answer(response, { errcode: 0, errmsg: 'ok' });
        for (const waiter of [...waiters]) {
          if (posts.length < waiter.count) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(posts.slice(0, waiter.count));
        }
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    webhook: (key = 'robot-key') => `http://127.0.0.1:${port}/cgi-bin/webhook/send?key=${encodeURIComponent(key)}`,
    posts,
    files,
    waitForPosts: (count) => (posts.length >= count ? Promise.resolve(posts.slice(0, count)) : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
