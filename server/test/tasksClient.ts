import { packageDetailResponseSchema, childTaskResponseSchema, type AdminPackageDetail } from '@peilian/shared';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import { findMediaByName } from '../src/data/childTasks.js';
import { findDepartmentByName } from '../src/data/departments.js';
import type { ApiAnswer } from './peopleClient.js';

/** A caller of `adminCaller`'s shape (method, path, JSON body, language). */
export type Caller = (method: string, pathname: string, body?: unknown, language?: string) => Promise<ApiAnswer>;

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The demo organisation's departments by name (总部 → 销售部 → 华东销售组 / 华南销售组; 客服部). */
export async function demoDepartments(db: Db, orgId: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [name, parent] of [
    ['总部', null],
    ['销售部', '总部'],
    ['华东销售组', '销售部'],
    ['华南销售组', '销售部'],
    ['客服部', '总部'],
    ['人力资源部', '总部'],
  ] as const) {
    ids[name] = (await findDepartmentByName(db, orgId, parent ? ids[parent]! : null, name))!.id;
  }
  return ids;
}

/** The content library's demo PDF and video of an organisation. */
export async function demoMedia(db: Db, orgId: string): Promise<{ pdf: string; video: string }> {
  const pdf = await findMediaByName(db, orgId, 'file', '产品手册');
  const video = await findMediaByName(db, orgId, 'video', '新员工入职视频');
  if (!pdf || !video) throw new Error('demo media missing');
  return { pdf: pdf.id, video: video.id };
}

/** A package body from `now`: starts an hour ago, ends in ten days, unless told otherwise. */
export function packageBody(now: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tasktype: 1,
    title: '产品知识学习',
    passscore: 60,
    sort: 0,
    starttime: now - HOUR,
    endtime: now + 10 * DAY,
    range: { departments: [], positions: [], users: [] },
    ...overrides,
  };
}

/** A file-reading child body inside the package window of `packageBody(now)`. */
export function fileChildBody(now: number, mediaid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 4, title: '阅读产品手册', weight: 100, starttime: now - HOUR, endtime: now + 10 * DAY, refs: [{ mediaid, seconds: 30 }], ...overrides };
}

/** Creates a package and answers its detail (asserting success). */
export async function createPackage(admin: Caller, body: Record<string, unknown>): Promise<AdminPackageDetail> {
  const answer = await admin('POST', '/api/admin/task/package', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return packageDetailResponseSchema.parse(answer.body).package;
}

/** Adds a child task (asserting success) and answers its id. */
export async function addChild(admin: Caller, packageId: string, body: Record<string, unknown>): Promise<string> {
  const answer = await admin('POST', `/api/admin/task/package/${packageId}/child`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return childTaskResponseSchema.parse(answer.body).child.id;
}

/** Publishes now (asserting success). */
export async function publishNow(admin: Caller, packageId: string): Promise<AdminPackageDetail> {
  const answer = await admin('POST', `/api/admin/task/package/${packageId}/publish`, { mode: 'now' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return packageDetailResponseSchema.parse(answer.body).package;
}

/** A published package with the given range and children (default: one file child of `mediaid`). */
export async function publishedPackage(
  admin: Caller,
  now: number,
  options: { range: Record<string, string[]>; children: Record<string, unknown>[]; overrides?: Record<string, unknown> },
): Promise<{ id: string; childIds: string[] }> {
  const pkg = await createPackage(admin, packageBody(now, { range: options.range, ...options.overrides }));
  const childIds: string[] = [];
  for (const child of options.children) childIds.push(await addChild(admin, pkg.id, child));
  await publishNow(admin, pkg.id);
  return { id: pkg.id, childIds };
}
