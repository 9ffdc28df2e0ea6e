import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';

/** What the browser says about the Content-Security-Policy it refused something under. */
const POLICY_MESSAGE = /Content Security Policy|Content-Security-Policy/i;

/** Violations reported by the pages of watched browser contexts, each line `<where> <what>`. */
export interface ViolationLog {
  /** Collects `securitypolicyviolation` events of every frame and the browser's messages about the policy. */
  watch(context: BrowserContext): Promise<void>;
  /** Also collects the events inside the page's workers (read with `takeFromWorkers`). */
  watchWorkers(page: Page): void;
  /** The violations collected since the last call, forgotten. */
  take(): string[];
  /** The violations collected so far, kept. */
  peek(): string[];
  /** The violations the page's live workers saw, forgotten. */
  takeFromWorkers(page: Page): Promise<string[]>;
}

export function violationLog(): ViolationLog {
  const lines: string[] = [];
  return {
    async watch(context) {
      await context.exposeBinding('__reportViolation', ({ frame }, line: string) => void lines.push(`${frame.url()} ${line}`));
      await context.addInitScript(() => {
        const report = (window as unknown as { __reportViolation: (line: string) => void }).__reportViolation;
        document.addEventListener(
          'securitypolicyviolation',
          (event) => report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
          true,
        );
      });
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (POLICY_MESSAGE.test(message.text())) lines.push(`${page.url()} console.${message.type()}: ${message.text()}`);
        });
        page.on('worker', (worker) =>
          worker.on('console', (message) => {
            if (POLICY_MESSAGE.test(message.text())) lines.push(`worker ${worker.url()}: ${message.text()}`);
          }),
        );
      };
      context.pages().forEach(watchPage);
      context.on('page', watchPage);
    },
    // Playwright passes on neither a worker's `securitypolicyviolation` events nor the browser's
    // messages about them, so each worker keeps its own list, read before the page goes.
    watchWorkers(page) {
      page.on('worker', (worker) => {
        worker
          .evaluate(() => {
            const scope = self as unknown as { __violations: string[] };
            scope.__violations = [];
            self.addEventListener('securitypolicyviolation', (event) =>
              scope.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
            );
          })
          .catch(() => undefined);
      });
    },
    take: () => lines.splice(0),
    peek: () => [...lines],
    async takeFromWorkers(page) {
      const lists = await Promise.all(
        page
          .workers()
          .map((worker) =>
            worker
              .evaluate(() => (self as unknown as { __violations?: string[] }).__violations?.splice(0) ?? [])
              .then((list) => list.map((line) => `worker ${worker.url()}: ${line}`)),
          ),
      );
      return lists.flat();
    },
  };
}

/**
 * A one-page PDF whose only content is a 16×16 JPEG 2000 image (made with openjpeg's opj_compress),
 * as in a scanned document: pdf.js decodes JPEG 2000 only with its WebAssembly decoder, compiled
 * inside its worker.
 */
export function jpegScanPdf(): Buffer {
  const image = Buffer.from(
    '/0//UQAvAAAAAAAQAAAAEAAAAAAAAAAAAAAAEAAAABAAAAAAAAAAAAADBwEBBwEBBwEB/1IADAAAAAEBAQQEAAH/XAAHQEBISFD/ZAAlAAFDcmVhdGVkIGJ5IE9wZW5KUEVHIHZlcnNpb24gMi41LjD/kAAKAAAAAAAnAAH/k8mAER22T2HfgNlgJ3Vmip8cpb26jzqAgID/2Q==',
    'base64',
  );
  const stream = (dictionary: string, bytes: Buffer) => Buffer.concat([Buffer.from(`${dictionary}\nstream\n`), bytes, Buffer.from('\nendstream')]);
  const drawing = Buffer.from('q 200 0 0 200 0 0 cm /Im0 Do Q');
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>'),
    stream(`<< /Type /XObject /Subtype /Image /Width 16 /Height 16 /Filter /JPXDecode /Length ${image.length} >>`, image),
    stream(`<< /Length ${drawing.length} >>`, drawing),
  ];
  const parts = [Buffer.from('%PDF-1.5\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(part);
    length += part.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `)];
  parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A site of its own on loopback whose `/host.html?src=<url>` frames `<url>`, as a third-party host does. */
export async function startFramingHost(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://host').searchParams.get('src') ?? '';
    const attribute = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>host</title><iframe id="peilian" src="${attribute}" width="400" height="800"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
