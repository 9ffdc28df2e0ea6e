import { CHILD_TASK_TYPES, createTranslator, DEFAULT_TIME_ZONE, PUBLISH_STATES } from '@peilian/shared';
import { hashPassword } from '../server/src/auth/password.js';
import { systemClock } from '../server/src/clock.js';
import type { Db } from '../server/src/db/client.js';
import { openDatabase } from '../server/src/db/client.js';
import type { UserRow } from '../server/src/db/schema/index.js';
import { findMediaByName, insertChildTask } from '../server/src/data/childTasks.js';
import { findDepartmentByName } from '../server/src/data/departments.js';
import { findOrganisationByName } from '../server/src/data/organisations.js';
import { insertPackage, replaceRange } from '../server/src/data/packages.js';
import { findPositionByName, setUserPosition } from '../server/src/data/positions.js';
import { lockStudentTask, saveStudentPackage, saveStudentTask } from '../server/src/data/studentTasks.js';
import { findUserByAccount, insertUser } from '../server/src/data/users.js';
import type { AppDeps } from '../server/src/http/context.js';
import { createLogger } from '../server/src/logger.js';
import { trainingCentre } from '../server/src/training/learnerTasks.js';
import { login } from './auth.js';
import { runLoad, type LoadResult } from './load.js';
import { startServerProcess } from './server.js';

/**
 * The training centre for a learner with many packages (issue 4: 200 assigned packages, goal p99
 * ≤ 50 ms server-side). One learner of the demo organisation gets 200 published packages through
 * all three range kinds (a department above theirs, their position, themselves), each with three
 * file child tasks and, for half of them, progress; 100 more packages go to another department so
 * the range check has something to skip.
 */

const ACCOUNT = 'bench_center';
const PASSWORD = 'Peilian@2026';
const DAY = 24 * 60 * 60 * 1000;

export interface CenterBenchResult {
  packages: number;
  otherPackages: number;
  childrenPerPackage: number;
  packagesWithProgress: number;
  /** The centre command (its queries and presenting) called in this process on the embedded database. */
  inProcess: { iterations: number; p50Ms: number; p99Ms: number; meanMs: number; cpuMsPerCall: number };
  /** `GET api/trainning/v3/center` over HTTP: one connection (latency) and eight (throughput). */
  http: LoadResult[];
  responseKb: number;
}

const round = (ms: number) => Number(ms.toFixed(3));

async function addPackage(db: Db, orgId: string, index: number, range: { departments?: string[]; positions?: string[]; users?: string[] }, pdf: string) {
  const now = Date.now();
  // Mostly running; every tenth not started yet, every seventh ended.
  const start = index % 10 === 0 ? now + DAY : index % 7 === 0 ? now - 30 * DAY : now - DAY;
  const end = index % 7 === 0 && index % 10 !== 0 ? now - DAY : start + 60 * DAY;
  const pkg = await insertPackage(db, {
    orgId,
    tasktype: 1,
    title: `基准任务包 ${index}`,
    passScore: 60,
    sort: index % 5,
    startAt: new Date(start),
    endAt: new Date(end),
    publishState: PUBLISH_STATES.published,
    publishedAt: new Date(now),
  });
  await replaceRange(db, orgId, pkg.id, { departments: range.departments ?? [], positions: range.positions ?? [], users: range.users ?? [] });
  const children = [];
  for (let sort = 0; sort < 3; sort += 1) {
    children.push(
      await insertChildTask(db, {
        orgId,
        packageId: pkg.id,
        type: CHILD_TASK_TYPES.file,
        title: `阅读 ${sort + 1}`,
        sort,
        weight: sort === 2 ? 33.34 : 33.33,
        startAt: new Date(start),
        endAt: new Date(end),
        refs: [{ mediaid: pdf, seconds: 60 }],
      }),
    );
  }
  return { pkg, children };
}

/** Creates the bench learner and its packages in the embedded database of `dataDir` (no server may have it open). */
async function prepare(db: Db): Promise<UserRow> {
  const org = await findOrganisationByName(db, '演示企业');
  if (!org) throw new Error('demo organisation missing: is the database seeded?');
  const existing = await findUserByAccount(db, ACCOUNT);
  if (existing) return existing.user;
  const top = (await findDepartmentByName(db, org.id, null, '总部'))!;
  const sales = (await findDepartmentByName(db, org.id, top.id, '销售部'))!;
  const east = (await findDepartmentByName(db, org.id, sales.id, '华东销售组'))!;
  const service = (await findDepartmentByName(db, org.id, top.id, '客服部'))!;
  const manager = (await findPositionByName(db, org.id, null, '销售经理'))!;
  const rep = (await findPositionByName(db, org.id, manager.id, '销售代表'))!;
  const pdf = (await findMediaByName(db, org.id, 'file', '产品手册'))!.id;
  const user = await insertUser(db, {
    orgId: org.id,
    account: ACCOUNT,
    name: '基准学员',
    departmentId: east.id,
    passwordHash: await hashPassword(PASSWORD),
    passwordChangedAt: new Date(),
  });
  await setUserPosition(db, org.id, user.id, rep.id);
  const now = new Date();
  for (let index = 0; index < 200; index += 1) {
    const range = index % 3 === 0 ? { departments: [sales.id] } : index % 3 === 1 ? { positions: [rep.id] } : { users: [user.id] };
    const { pkg, children } = await addPackage(db, org.id, index, range, pdf);
    if (index % 2 === 1) continue;
    const passed = index % 4 === 0 ? 3 : 1;
    for (const child of children.slice(0, passed)) {
      const record = await lockStudentTask(db, { orgId: org.id, userId: user.id, packageId: pkg.id, childTaskId: child.id }, now);
      await saveStudentTask(db, record, { status: 2, durationSeconds: 60, passedAt: now, score: 100 }, now);
    }
    const values = { orgId: org.id, userId: user.id, packageId: pkg.id, passedChildren: passed, score: passed === 3 ? 100 : 33.33, addSeconds: 60 * passed };
    await saveStudentPackage(db, { ...values, completedAt: passed === 3 ? now : null }, now);
  }
  for (let index = 200; index < 300; index += 1) await addPackage(db, org.id, index, { departments: [service.id] }, pdf);
  return user;
}

async function measureInProcess(db: Db, user: UserRow, iterations: number): Promise<CenterBenchResult['inProcess']> {
  const request = {
    deps: { db, clock: systemClock } as unknown as AppDeps,
    log: createLogger('silent'),
    caller: user,
    orgId: user.orgId,
    userId: user.id,
    zone: DEFAULT_TIME_ZONE,
    viewer: { orgId: user.orgId, id: user.id, narrowed: false },
    t: createTranslator('zh-CN'),
  };
  for (let i = 0; i < 50; i += 1) await trainingCentre(request, 2);
  const samples: number[] = [];
  // CPU time of this process (the embedded database runs in it): what a call costs even when other
  // work on the machine makes the wall-clock figures wait for a core.
  const cpu = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await trainingCentre(request, 2);
    samples.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? 0;
  return {
    iterations,
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
    meanMs: round(samples.reduce((sum, x) => sum + x, 0) / samples.length),
    cpuMsPerCall: round((used.user + used.system) / 1000 / iterations),
  };
}

/** Prepares the learner (server stopped), measures the command in process, then over HTTP on a fresh server process. */
export async function measureCenter(dataDir: string, durationS: number, iterations = 500): Promise<CenterBenchResult> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  let inProcess: CenterBenchResult['inProcess'];
  try {
    const user = await prepare(database.db);
    inProcess = await measureInProcess(database.db, user, iterations);
  } finally {
    await database.close();
  }
  const server = await startServerProcess(dataDir);
  try {
    const token = await login(server.url, ACCOUNT, PASSWORD);
    const body = await (await fetch(`${server.url}/api/trainning/v3/center`, { headers: { token } })).text();
    const http = [
      await runLoad(server.url, '/api/trainning/v3/center', 1, durationS, { token }),
      await runLoad(server.url, '/api/trainning/v3/center', 8, durationS, { token }),
    ];
    return {
      packages: 200,
      otherPackages: 100,
      childrenPerPackage: 3,
      packagesWithProgress: 100,
      inProcess,
      http,
      responseKb: round(Buffer.byteLength(body) / 1024),
    };
  } finally {
    await server.stop();
  }
}
