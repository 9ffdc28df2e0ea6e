import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running fake: its base URL and how to stop it. */
export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

export type FakeHandler = (request: IncomingMessage, url: URL, body: string, response: ServerResponse) => void | Promise<void>;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts a real HTTP server on loopback (port 0 = any free port) for a fake third-party API. */
export async function startFakeServer(handler: FakeHandler, port = 0, host = '127.0.0.1'): Promise<RunningFake> {
  const server: Server = createServer((request, response) => {
    readBody(request)
      .then((body) => handler(request, new URL(request.url ?? '/', `http://${request.headers.host ?? host}`), body, response))
      .catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { fakeError: String(error) });
        else response.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
