import { CHILD_TASK_TYPES, PACKAGE_TASKTYPES, PUBLISH_STATES } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { findMediaByName, insertChildTask } from '../data/childTasks.js';
import { findDepartmentByName } from '../data/departments.js';
import { findPackageByTitle, insertPackage, replaceRange } from '../data/packages.js';
import { findPositionByName, insertPosition, setUserPosition } from '../data/positions.js';
import { findUserByAccount, updateUserFields } from '../data/users.js';

/**
 * The demo organisation's positions and task packages, so the training centre shows every group:
 * one package in progress (a PDF to read and a video to watch, for the sales department and the
 * customer-service position; open since a month ago, so the demo history's month of learning
 * falls inside it), one not started yet, one ended, and one scheduled to publish in an
 * hour. Times are relative to the moment of seeding. Adds only what is missing; packages need the
 * content library's sample PDF and video (seeded before this).
 */

const DAY = 24 * 60 * 60 * 1000;

const POSITIONS: { name: string; parent?: string }[] = [
  { name: '销售经理' },
  { name: '销售代表', parent: '销售经理' },
  { name: '客服主管' },
  { name: '客服专员', parent: '客服主管' },
];

const USER_POSITIONS: Record<string, string> = { admin01: '销售经理', learner01: '销售代表', learner02: '客服专员', learner03: '销售代表' };
/** The sales representatives report to the sales manager. */
const MANAGERS: Record<string, string> = { learner01: 'admin01', learner03: 'admin01' };

interface DemoChild {
  type: 4 | 5;
  title: string;
  media: { kind: 'file' | 'video'; name: string };
  seconds: number;
  weight: number;
  allowseek?: 0 | 1;
}

interface DemoPackage {
  title: string;
  description: string;
  /** Days from now. */
  start: number;
  end: number;
  publish: 'published' | 'scheduled';
  range: { departments?: string[]; positions?: string[]; users?: string[] };
  children: DemoChild[];
}

const PDF = { kind: 'file', name: '产品手册' } as const;
const VIDEO = { kind: 'video', name: '新员工入职视频' } as const;

const PACKAGES: DemoPackage[] = [
  {
    title: '新员工产品培训',
    description: '阅读产品手册并观看入职视频，了解公司产品。',
    start: -31,
    end: 30,
    publish: 'published',
    range: { departments: ['销售部'], positions: ['客服专员'] },
    children: [
      { type: 4, title: '阅读产品手册', media: PDF, seconds: 60, weight: 60 },
      { type: 5, title: '观看入职视频', media: VIDEO, seconds: 10, weight: 40, allowseek: 0 },
    ],
  },
  {
    title: '季度销售技巧提升',
    description: '下周开始的销售技巧学习。',
    start: 7,
    end: 37,
    publish: 'published',
    range: { positions: ['销售代表'] },
    children: [{ type: 4, title: '复习产品手册', media: PDF, seconds: 120, weight: 100 }],
  },
  {
    title: '上季度合规培训',
    description: '已经结束的合规学习。',
    start: -60,
    end: -30,
    publish: 'published',
    range: { departments: ['销售部'], users: ['learner02'] },
    children: [{ type: 4, title: '阅读合规要点', media: PDF, seconds: 30, weight: 100 }],
  },
  {
    title: '新品上市培训',
    description: '定时发布：一小时后对销售部发布。',
    start: 0,
    end: 14,
    publish: 'scheduled',
    range: { departments: ['销售部'] },
    children: [{ type: 5, title: '观看新品视频', media: VIDEO, seconds: 10, weight: 100, allowseek: 1 }],
  },
];

async function ensurePositions(db: Db, orgId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { name, parent } of POSITIONS) {
    const parentId = parent ? (ids.get(parent) ?? null) : null;
    const row = (await findPositionByName(db, orgId, parentId, name)) ?? (await insertPosition(db, { orgId, parentId, name }));
    ids.set(name, row.id);
  }
  for (const [account, position] of Object.entries(USER_POSITIONS)) {
    const found = await findUserByAccount(db, account);
    const positionId = ids.get(position);
    if (found && found.user.orgId === orgId && positionId) await setUserPosition(db, orgId, found.user.id, positionId);
  }
  for (const [account, managerAccount] of Object.entries(MANAGERS)) {
    const [found, manager] = [await findUserByAccount(db, account), await findUserByAccount(db, managerAccount)];
    if (found?.user.orgId === orgId && manager?.user.orgId === orgId) await updateUserFields(db, orgId, found.user.id, { managerId: manager.user.id });
  }
  return ids;
}

async function rangeIds(db: Db, orgId: string, range: DemoPackage['range'], positions: Map<string, string>) {
  const departments: string[] = [];
  for (const name of range.departments ?? []) {
    const top = await findDepartmentByName(db, orgId, null, '总部');
    const found = top && (await findDepartmentByName(db, orgId, top.id, name));
    if (found) departments.push(found.id);
  }
  const users: string[] = [];
  for (const account of range.users ?? []) {
    const found = await findUserByAccount(db, account);
    if (found && found.user.orgId === orgId) users.push(found.user.id);
  }
  return { departments, positions: (range.positions ?? []).flatMap((name) => positions.get(name) ?? []), users };
}

async function seedPackage(db: Db, orgId: string, creatorId: string | null, demo: DemoPackage, positions: Map<string, string>, now: number): Promise<void> {
  if (await findPackageByTitle(db, orgId, demo.title)) return;
  const children = [];
  for (const child of demo.children) {
    const media = await findMediaByName(db, orgId, child.media.kind, child.media.name);
    if (!media) return;
    children.push({ child, media });
  }
  const startAt = new Date(now + demo.start * DAY);
  const endAt = new Date(now + demo.end * DAY);
  const scheduled = demo.publish === 'scheduled';
  const pkg = await insertPackage(db, {
    orgId,
    tasktype: PACKAGE_TASKTYPES.train,
    title: demo.title,
    description: demo.description,
    passScore: 60,
    startAt,
    endAt,
    publishState: scheduled ? PUBLISH_STATES.scheduled : PUBLISH_STATES.published,
    publishAt: scheduled ? new Date(now + DAY / 24) : null,
    // Published when it opened, or now for one that opens later.
    publishedAt: scheduled ? null : new Date(Math.min(now, startAt.getTime())),
    creatorId,
  });
  await replaceRange(db, orgId, pkg.id, await rangeIds(db, orgId, demo.range, positions));
  for (const [sort, { child, media }] of children.entries()) {
    await insertChildTask(db, {
      orgId,
      packageId: pkg.id,
      type: child.type === 5 ? CHILD_TASK_TYPES.video : CHILD_TASK_TYPES.file,
      title: child.title,
      sort,
      weight: child.weight,
      startAt,
      endAt,
      refs: [{ mediaid: media.id, seconds: child.seconds }],
      settings: child.type === 5 ? { allowseek: child.allowseek ?? 0 } : {},
    });
  }
}

/** Seeds the demo organisation's positions and task packages (idempotent). */
export async function seedTraining(db: Db, orgId: string, creatorId: string | null, now = Date.now()): Promise<void> {
  const positions = await ensurePositions(db, orgId);
  for (const demo of PACKAGES) await seedPackage(db, orgId, creatorId, demo, positions, now);
}
