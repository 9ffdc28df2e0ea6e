import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { endpointPath } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Db } from '../src/db/client.js';
import type { ChildTaskRow, UserRow } from '../src/db/schema/index.js';
import { insertAttempt } from '../src/data/attempts.js';
import { listBanners } from '../src/data/banners.js';
import { findChildTaskInOrg, findMediaByName, insertChildTask, listChildTasks } from '../src/data/childTasks.js';
import { findDepartmentByName } from '../src/data/departments.js';
import { insertOrganisation } from '../src/data/organisations.js';
import { findPackageByTitle, findPackageInOrg, insertPackage, rangeOf, recyclePackage, replaceRange } from '../src/data/packages.js';
import { findPapersByTitle } from '../src/data/papers.js';
import { insertAudio } from '../src/data/practice/audio.js';
import { findScenarioByName } from '../src/data/practice/lookups.js';
import { insertScenario } from '../src/data/practice/scenarios.js';
import { insertVoiceTemplate } from '../src/data/practice/voiceTemplates.js';
import { insertDubbingTask } from '../src/data/practice/dubbing.js';
import { clipTextHash } from '../src/practice/clipText.js';
import { findLearnerSession, listTurns } from '../src/data/practiceSessions.js';
import { findDialogueSession, requeueDialogueAudio } from '../src/data/practice/dialogueAudio.js';
import { wholeOrganisation } from '../src/data/dataScope.js';
import { createLogger } from '../src/logger.js';
import { buildDialogueNow } from '../src/practice/dialogue/job.js';
import { EspeakTtsProvider } from '../src/providers/tts/index.js';
import { filesRoot, LocalFileStorage } from '../src/storage/files.js';
import { findQuestionsByText } from '../src/data/questions.js';
import { recycling } from '../src/data/recycleBin.js';
import { studentTasksOfPackage } from '../src/data/studentTasks.js';
import { findUserInOrg, insertUser, type NewUser } from '../src/data/users.js';
import { randomMobile } from './factories.js';
import type { TestServer } from './harness.js';
import { postImport, questionRow, templateWorkbook } from './importClient.js';
import { openPracticeSocket, practiceCall } from './practiceSocket.js';
import { PNG_BYTES, uploadFile } from './uploads.js';

/**
 * The records the cross-organisation kinds (`tenantKinds.ts`) start from: found in the demo seed
 * (server/src/seed), made through the data layer, or — where only a route makes them (a practice
 * session, an import's failed-rows file, an uploaded image) — made through that route once.
 */

/** What the records are made with: the running server and the demo organisation's people. */
export interface Fixtures {
  server: TestServer;
  db: Db;
  /** The demo organisation. */
  orgId: string;
  /** The demo organisation's top administrator (`superadmin`): every function. */
  admin: UserRow;
  /** A learner of the demo organisation (`learner01`, sales department). */
  learner: UserRow;
  /** A session token of the account, made once per file. */
  token(account: string): Promise<string>;
  /** Builds a value once per file. */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A row's values without its id, as an insert takes them. */
export function copyOf<T extends { id: string }>(row: T, changes: Partial<Omit<T, 'id'>> = {}): Omit<T, 'id'> {
  const { id: _id, ...values } = row;
  return { ...values, ...changes };
}

/** The value, or a failure naming what the demo seed lacks. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`the demo organisation has no ${what}`);
  return value;
}

export const seededPackage = (fx: Fixtures, title: string) =>
  fx.once(`package ${title}`, async () => must(await findPackageByTitle(fx.db, fx.orgId, title), `package ${title}`));
/** The training package open to the sales department (a PDF to read, a video to watch). */
export const trainingPackage = (fx: Fixtures) => seededPackage(fx, '新员工产品培训');
export const firstChild = async (fx: Fixtures, packageId: string): Promise<ChildTaskRow> =>
  must((await listChildTasks(fx.db, fx.orgId, packageId))[0], 'child task');
export const demoPaper = (fx: Fixtures) => fx.once('paper', async () => must((await findPapersByTitle(fx.db, fx.orgId, ['产品知识考试']))[0], 'paper'));
export const demoScenario = (fx: Fixtures) => fx.once('scenario', async () => must(await findScenarioByName(fx.db, fx.orgId, 'SUV展厅接待'), 'scenario'));
export const salesDepartment = (fx: Fixtures) =>
  fx.once('sales', async () => {
    const top = must(await findDepartmentByName(fx.db, fx.orgId, null, '总部'), 'department 总部');
    return must(await findDepartmentByName(fx.db, fx.orgId, top.id, '销售部'), 'department 销售部');
  });

// Records as the data layer holds them, read before and after a foreign call.

/** A user row of the demo organisation. */
export const userRow = async (fx: Fixtures, id: string) => (await findUserInOrg(fx.db, fx.orgId, id))?.user;
/** A package with its child tasks and `learner01`'s progress in it. */
export const packageState = async (fx: Fixtures, id: string) => ({
  pkg: await findPackageInOrg(fx.db, fx.orgId, id),
  children: await listChildTasks(fx.db, fx.orgId, id),
  progress: await studentTasksOfPackage(fx.db, fx.orgId, fx.learner.id, id),
});
/** A child task and `learner01`'s progress in its package. */
export const childState = async (fx: Fixtures, id: string) => {
  const found = await findChildTaskInOrg(fx.db, fx.orgId, id);
  return { child: found?.child, progress: found && (await studentTasksOfPackage(fx.db, fx.orgId, fx.learner.id, found.pkg.id)) };
};
/** `learner01`'s practice session with its turns. */
export const sessionState = async (fx: Fixtures, id: string) => ({
  session: await findLearnerSession(fx.db, fx.orgId, fx.learner.id, id),
  turns: await listTurns(fx.db, fx.orgId, id),
});
export const seededQuestion = async (fx: Fixtures) =>
  must((await findQuestionsByText(fx.db, fx.orgId, ['客户说“太贵了”时，第一步应该怎么做？']))[0], 'question');
export const seededBanner = async (fx: Fixtures) =>
  must((await listBanners(fx.db, { orgId: fx.orgId, platform: '', title: '' }, { offset: 0, limit: 1 })).rows[0], 'banner').banner;
export const seededPdf = async (fx: Fixtures) => must(await findMediaByName(fx.db, fx.orgId, 'file', '产品手册'), 'media 产品手册');

/** A new package like the training package, with a copy of its first child task. */
export async function packageCopy(fx: Fixtures): Promise<string> {
  const seeded = await trainingPackage(fx);
  const pkg = await insertPackage(fx.db, copyOf(seeded, { title: unique('跨企业检查') }));
  await insertChildTask(fx.db, copyOf(await firstChild(fx, seeded.id), { packageId: pkg.id, frontTaskId: null }));
  return pkg.id;
}

/** A package copy deleted into the recycle bin: its entry's id and the package's. */
export async function recycledPackage(fx: Fixtures): Promise<{ entry: string; packageId: string }> {
  const packageId = await packageCopy(fx);
  const entry = randomUUID();
  await fx.db.transaction((tx) =>
    recycling(tx as Db, { id: entry, orgId: fx.orgId, kind: 'package', by: fx.admin.id, at: new Date() }, async () =>
      must(await recyclePackage(tx as Db, fx.orgId, packageId, fx.admin.id, new Date()), 'recyclable package'),
    ),
  );
  return { entry, packageId };
}

/** A copy of a seeded package with its range and its first child task: the child's id. */
async function childCopy(fx: Fixtures, title: string): Promise<string> {
  const seeded = await seededPackage(fx, title);
  const pkg = await insertPackage(fx.db, copyOf(seeded, { title: unique('跨企业检查') }));
  const range = await rangeOf(fx.db, fx.orgId, seeded.id);
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  await replaceRange(fx.db, fx.orgId, pkg.id, { departments: ids(range.departments), positions: ids(range.positions), users: ids(range.users) });
  return (await insertChildTask(fx.db, copyOf(await firstChild(fx, seeded.id), { packageId: pkg.id, frontTaskId: null }))).id;
}

/**
 * An attempt in progress by `learner01` of the demo exam (open to the sales department), or — with
 * `fresh` — of a copy of it, so that a call that submits it leaves the others alone.
 */
export async function examAttempt(fx: Fixtures, fresh: boolean): Promise<{ childId: string; attemptId: string }> {
  const childId = fresh ? await childCopy(fx, '产品知识考核') : (await firstChild(fx, (await seededPackage(fx, '产品知识考核')).id)).id;
  const now = Date.now();
  const attempt = await insertAttempt(fx.db, {
    orgId: fx.orgId,
    userId: fx.learner.id,
    childTaskId: childId,
    paperId: (await demoPaper(fx)).id,
    attemptNo: 1,
    startedAt: new Date(now),
    deadline: new Date(now + HOUR),
    minSubmitAt: new Date(now),
  });
  return { childId, attemptId: must(attempt, 'exam attempt').id };
}

/**
 * A user (default: a learner of the demo organisation) who signs in with the demo password. The
 * password's hash is `learner01`'s: hashing it anew for each user would cost the suite seconds.
 */
export function newUser(fx: Fixtures, values: Partial<NewUser> = {}): Promise<UserRow> {
  const account = unique('tenant_');
  return insertUser(fx.db, { orgId: fx.orgId, account, name: '跨企业用户', passwordHash: fx.learner.passwordHash, passwordChangedAt: new Date(), ...values });
}

/**
 * A digital human already voicing its lines — a dubbing task of scope `all` held by a process's live
 * lease — so that asking it to synthesise again, or to voice anything else, starts no background
 * work: its other tasks wait behind that one (docs/practice.md "Dubbing tasks").
 */
export async function digitalHuman(fx: Fixtures): Promise<string> {
  const row = await insertVoiceTemplate(fx.db, {
    orgId: fx.orgId,
    name: unique('跨企业数字人'),
    creatorId: fx.admin.id,
    synthStatus: 'running',
    synthStartedAt: new Date(),
  });
  await insertDubbingTask(
    fx.db,
    { orgId: fx.orgId, templateId: row.id, scope: 'all', status: 'running', claimedUntil: new Date(Date.now() + 365 * DAY), claimToken: randomUUID() },
    [],
  );
  return row.id;
}

/** A finished dubbing task of such a digital human with one failed line (a retry queues it, and nothing voices it). */
export async function dubbingTask(fx: Fixtures): Promise<string> {
  const text = unique('跨企业配音');
  const task = await insertDubbingTask(
    fx.db,
    { orgId: fx.orgId, templateId: await digitalHuman(fx), scope: 'library', status: 'failed', total: 1, failed: 1, creatorId: fx.admin.id },
    [{ seq: 1, text, textHash: clipTextHash(text), emotion: 0, status: 'failed', error: 'errors.practice.synthesisFailed' }],
  );
  return task.id;
}

/** A wav of the voice library, its file stored in the server's data directory (the back office listens to it, a session plays it). */
export async function backgroundAudio(fx: Fixtures, kind: 'bgm' | 'ringtone' = 'bgm'): Promise<string> {
  const key = `${fx.orgId}/${kind}/20260101/${unique('a')}.wav`;
  const file = path.join(fx.server.config.dataDir, 'files', ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.concat([Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVE', 'latin1'), Buffer.alloc(32)]));
  return (await insertAudio(fx.db, { orgId: fx.orgId, kind, name: unique('跨企业音频'), storageKey: key, size: 44, creatorId: fx.admin.id })).id;
}

/** A practice session of the learner on a copy of the demo scenario that rings: its id, and the ringtone's audio id. */
export const practiceSound = (fx: Fixtures) =>
  fx.once('practice sound', async () => {
    const ringtoneId = await backgroundAudio(fx, 'ringtone');
    const { id: _id, ...demo } = await demoScenario(fx);
    const scenario = await insertScenario(fx.db, { ...demo, name: unique('跨企业铃声场景'), ringtoneId });
    const socket = await openPracticeSocket(fx.server.url, await fx.token(fx.learner.account));
    try {
      const started = await practiceCall(socket, 'practice:start', { scenarioId: scenario.id });
      if (!started.ok) throw new Error(started.errmsg);
      if (!started.session.ringtone) throw new Error('the session carries no ringtone');
      return { id: started.session.id, audio: ringtoneId };
    } finally {
      socket.close();
    }
  });

/** An MPEG-2 layer III frame header and some payload: what the recording upload accepts. */
const MP3 = Buffer.concat([Buffer.from([0xff, 0xf3, 0x14, 0xc4]), Buffer.alloc(400, 0x55)]);

/** `learner01`'s practice session of the demo scenario: one answered turn, its recording kept. */
export const practiceSession = (fx: Fixtures) =>
  fx.once('practice session', async () => {
    const token = await fx.token(fx.learner.account);
    const socket = await openPracticeSocket(fx.server.url, token);
    let sessionId: string;
    try {
      const started = await practiceCall(socket, 'practice:start', { scenarioId: (await demoScenario(fx)).id });
      if (!started.ok) throw new Error(started.errmsg);
      sessionId = started.session.id;
      const answered = await practiceCall(socket, 'practice:answer', { sessionId, text: '您好，欢迎光临！请问您贵姓？' });
      if (!answered.ok) throw new Error(answered.errmsg);
    } finally {
      socket.close();
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MP3)], { type: 'audio/mpeg' }), 'answer.mp3');
    const path = `/${endpointPath(LEARNER_ENDPOINTS.practice.uploadTurnAudio, { id: sessionId, seq: 1 })}`;
    const kept = await fx.server.fetch(path, { method: 'POST', body: form, headers: { token } });
    if (kept.status !== 200) throw new Error(`recording not kept: ${await kept.text()}`);
    return sessionId;
  });

/** `learner01`'s finished practice session (one typed answer) with its whole dialogue built (docs/practice.md "The whole dialogue"). */
export const dialogueSession = (fx: Fixtures) =>
  fx.once('dialogue session', async () => {
    const socket = await openPracticeSocket(fx.server.url, await fx.token(fx.learner.account));
    let sessionId: string;
    try {
      const started = await practiceCall(socket, 'practice:start', { scenarioId: (await demoScenario(fx)).id });
      if (!started.ok) throw new Error(started.errmsg);
      sessionId = started.session.id;
      await practiceCall(socket, 'practice:answer', { sessionId, text: '您好，欢迎光临！请问您贵姓？' });
      const ended = await practiceCall(socket, 'practice:end', { sessionId });
      if (!ended.ok) throw new Error(ended.errmsg);
    } finally {
      socket.close();
    }
    const now = new Date();
    await requeueDialogueAudio(fx.db, fx.orgId, sessionId, now);
    const env = {
      db: fx.db,
      clock: { now: () => new Date() },
      logger: createLogger('silent'),
      storage: new LocalFileStorage(filesRoot(fx.server.config.dataDir)),
      tts: new EspeakTtsProvider({ espeakPath: 'espeak-ng', timeoutMs: 10_000 }),
    };
    const built = await buildDialogueNow(env, { orgId: fx.orgId, id: sessionId });
    if (built !== 'ready') throw new Error(`the dialogue was not built: ${built}`);
    return sessionId;
  });

/** The session's dialogue as the data layer holds it. */
export const dialogueState = async (fx: Fixtures, sessionId: string) => findDialogueSession(fx.db, wholeOrganisation(fx.orgId), sessionId);

/** A practice session of the learner whose opening line was voiced, and that line's voice file's key (espeak-ng voices it). */
export const practiceVoice = (fx: Fixtures) =>
  fx.once('practice voice', async () => {
    const socket = await openPracticeSocket(fx.server.url, await fx.token(fx.learner.account));
    try {
      const started = await practiceCall(socket, 'practice:start', { scenarioId: (await demoScenario(fx)).id });
      if (!started.ok) throw new Error(started.errmsg);
      const url = started.lines[0]?.audio?.url;
      if (!url) throw new Error('the opening line came without a voice file: is espeak-ng installed?');
      return { id: started.session.id, key: url.slice(url.lastIndexOf('/') + 1) };
    } finally {
      socket.close();
    }
  });

/** The failed-rows file of an import preview with one wrong row (only the import writes one). */
export const importErrors = (fx: Fixtures, kind: 'question' | 'exam') =>
  fx.once(`import errors ${kind}`, async () => {
    const wrong = questionRow({ text: '缺少选项的单选题', answer: 'A' });
    const rows = kind === 'question' ? [wrong] : [['跨企业试卷', 30, 5, 60, '导入试卷', ...wrong]];
    const path = `/api/admin/study/${kind === 'question' ? 'question' : 'examination'}/import?step=preview`;
    const { body } = await postImport(fx.server.fetch, await fx.token(fx.admin.account), path, await templateWorkbook(kind, rows));
    const id = String(body.errorfile ?? '')
      .split('/')
      .pop();
    return must(id || undefined, `failed-rows file of a ${kind} import (${JSON.stringify(body)})`);
  });

/** An image the demo organisation uploaded (a task cover): its path. */
export const uploadedCover = (fx: Fixtures) =>
  fx.once('uploaded cover', async () => {
    const response = await uploadFile(fx.server.fetch, PNG_BYTES, { filetype: 'mission', headers: { token: await fx.token(fx.admin.account) } });
    const body = (await response.json()) as { path?: string };
    return must(body.path, `uploaded cover (${JSON.stringify(body)})`);
  });

/** An enterprise self-registration waiting for the provider's review: its organisation and owner. */
export async function pendingRegistration(fx: Fixtures): Promise<string> {
  const mobile = randomMobile();
  const org = await insertOrganisation(fx.db, {
    name: unique('待审核企业'),
    licensedFunctions: [],
    settings: {},
    reviewStatus: 'pending',
    contactName: '注册人',
    contactMobile: mobile,
  });
  await newUser(fx, { orgId: org.id, orgowner: 1, account: mobile, mobile, reviewStatus: 'pending' });
  return org.id;
}
