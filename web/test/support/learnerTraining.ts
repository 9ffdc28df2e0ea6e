import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './serverApi';

/** Training-centre fixtures made through the real admin API, and the phone pages' small helpers. */

interface Node {
  id: string;
  name: string;
  children: Node[];
}

function findNode(nodes: Node[], name: string): Node | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inner = findNode(node.children, name);
    if (inner) return inner;
  }
  return undefined;
}

/** A department's id by name (`GET api/admin/organization/department`). */
export async function departmentId(base: string, token: string, name: string): Promise<string> {
  const tree = await callApi<{ data: Node[] }>(base, 'GET', 'api/admin/organization/department', { token });
  const found = findNode(tree.body.data, name);
  if (!found) throw new Error(`no department ${name}`);
  return found.id;
}

/** A content-library media's id by kind and name (`GET api/admin/v3/media`). */
export async function mediaId(base: string, token: string, kind: 'file' | 'video', name: string): Promise<string> {
  const list = await callApi<{ rows: { id: string; name: string }[] }>(base, 'GET', `api/admin/v3/media?kind=${kind}&text=${encodeURIComponent(name)}`, {
    token,
  });
  const found = list.body.rows.find((row) => row.name === name);
  if (!found) throw new Error(`no ${kind} ${name}: ${JSON.stringify(list.body)}`);
  return found.id;
}

export interface PackagePlan {
  title: string;
  departments: string[];
  /** Required seconds of the PDF and of the video. */
  seconds: number;
  pdf: string;
  video: string;
  fileTitle: string;
  videoTitle: string;
}

/**
 * A published training package with a file-reading child task and a video child task that needs
 * the file task first and forbids seeking ahead. Returns the ids.
 */
export async function publishedPackage(base: string, token: string, plan: PackagePlan) {
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: plan.title, passscore: 60, sort: 0, starttime, endtime, range: { departments: plan.departments } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const packageId = created.body.package.id;
  const child = async (body: Record<string, unknown>) => {
    const added = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
      token,
      body: { starttime, endtime, sort: 0, required: 1, ...body },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.child.id;
  };
  const fileChild = await child({ type: 4, title: plan.fileTitle, weight: 50, refs: [{ mediaid: plan.pdf, seconds: plan.seconds }], settings: {} });
  const videoChild = await child({
    type: 5,
    title: plan.videoTitle,
    weight: 50,
    sort: 1,
    fronttaskid: fileChild,
    refs: [{ mediaid: plan.video, seconds: plan.seconds }],
    settings: { allowseek: 0 },
  });
  const published = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { packageId, fileChild, videoChild };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A real w×h PNG of one colour (an avatar to upload). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for an antd-mobile toast with the text. */
export const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text }).waitFor();

/** Starts the page's video as a learner would (a tap gives the page the user activation play() needs). */
export async function playVideo(page: Page): Promise<void> {
  const video = page.getByTestId('media-video');
  await video.waitFor();
  await page.waitForFunction(() => ((document.querySelector('[data-testid="media-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
  await video.tap();
  await video.evaluate((element: HTMLVideoElement) => (element.paused ? element.play() : undefined));
  await page.waitForFunction(() => {
    const element = document.querySelector('[data-testid="media-video"]') as HTMLVideoElement | null;
    return !!element && !element.paused && element.currentTime > 0;
  });
}

/** Uploads a document smaller than one chunk into the content library (chunked upload API); the new media's id. */
export async function uploadLibraryFile(base: string, token: string, filename: string, bytes: Buffer): Promise<string> {
  const started = await callApi<{ id: string }>(base, 'POST', 'api/admin/v3/upload', { token, body: { kind: 'file', filename, size: bytes.length } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const chunk = await fetch(`${base}/api/admin/v3/upload/${started.body.id}?offset=0`, {
    method: 'PUT',
    headers: { token, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  expect(chunk.status).toBe(200);
  const done = await callApi<{ media: { id: string } }>(base, 'POST', `api/admin/v3/upload/${started.body.id}/complete`, { token, body: {} });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.media.id;
}
