import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOG_TYPES } from '@peilian/shared';
import ExcelJS from 'exceljs';
import { answerSavesOf, findAttemptInOrg } from '../src/data/attempts.js';
import { findBannerInOrg, insertBanner } from '../src/data/banners.js';
import { checkinDaysOf } from '../src/data/checkinDays.js';
import { findCheckinTaskInOrg, insertCheckinTask, replaceCheckinRange } from '../src/data/checkins.js';
import { findNotifyTemplateInOrg, insertNotifyTemplate } from '../src/data/notifications.js';
import { ledgerSums } from '../src/data/ledger.js';
import { findDialogCollectInOrg, insertDialogCollects } from '../src/data/dialogCollect.js';
import { findKnowledgeDocument, insertKnowledgeDocuments } from '../src/data/knowledge.js';
import { findAigcDraftInOrg, findAigcTaskInOrg, listAigcDrafts, listAigcTasks } from '../src/data/aigcBank.js';
import { findBadgeInOrg, findLevelInOrg, insertBadge, insertLevel, listBadges, listLevels } from '../src/data/levels.js';
import { findCatalogueByName, findCatalogueInOrg, insertCatalogue } from '../src/data/catalogues.js';
import { findDepartmentInOrg, insertDepartment } from '../src/data/departments.js';
import { findPositionByName, findPositionInOrg, insertPosition } from '../src/data/positions.js';
import { findInviteByCode, findInviteCodeInOrg, insertInviteCode } from '../src/data/inviteCodes.js';
import { DEMO_INVITE_CODE } from '../src/seed/invites.js';
import { findMediaInOrg, insertMedia } from '../src/data/media.js';
import { findMediaQuestions, replaceMediaQuestions } from '../src/data/mediaQuestions.js';
import { findOperationLog, insertOperationLogs } from '../src/data/operationLogs.js';
import { wholeOrganisation } from '../src/data/dataScope.js';
import { findRegistration } from '../src/data/organisations.js';
import { findRecycled } from '../src/data/recycleBin.js';
import { findPackageInOrg } from '../src/data/packages.js';
import { findPaperInOrg, insertPaper, paperQuestionsOf } from '../src/data/papers.js';
import { findAudioInOrg } from '../src/data/practice/audio.js';
import { findCustomerInOrg, insertCustomer } from '../src/data/practice/customers.js';
import { findCustomerByName, findScoringRuleByName, findSpeechByText } from '../src/data/practice/lookups.js';
import { findScenarioInOrg, insertScenario } from '../src/data/practice/scenarios.js';
import { findScoringRuleInOrg, insertScoringRule } from '../src/data/practice/scoringRules.js';
import { findSpeechInOrg, insertSpeech } from '../src/data/practice/speeches.js';
import { findVoiceTemplateInOrg } from '../src/data/practice/voiceTemplates.js';
import { findDubbingTaskInOrg } from '../src/data/practice/dubbing.js';
import {
  allHotWords,
  findHotWordInOrg,
  findSynonymInOrg,
  findWordInOrg,
  insertHotWord,
  insertSynonym,
  listSynonyms,
  listWords,
} from '../src/data/practice/words.js';
import { findFaqInOrg, findFaqsByQuestion, insertFaqs } from '../src/data/faqs.js';
import { findQuestionInOrg, insertQuestions } from '../src/data/questions.js';
import { findRoleByName, findRoleInOrg, insertRole } from '../src/data/roles.js';
import { findUploadInOrg, insertUpload } from '../src/data/uploads.js';
import { findCurrentAudit, findVoiceprintAudit } from '../src/data/voiceprintAudits.js';
import { findVoiceprint } from '../src/data/voiceprints.js';
import { auditRecord, storedSample } from './voiceprintRecords.js';
import { pendingAppeal } from './appealRecords.js';
import { findOwnAppeal } from '../src/data/appeals.js';
import { findOwnNotice, insertNotices } from '../src/data/notices.js';
import { tenantFaqChild, tenantFaqDrill, tenantFaqDrillState } from './faqDrills.js';
import { faqRow, faqWorkbook } from './faqClient.js';
import { postImport } from './importClient.js';
import {
  backgroundAudio,
  childState,
  copyOf,
  demoPaper,
  demoScenario,
  dialogueSession,
  dialogueState,
  practiceSound,
  digitalHuman,
  dubbingTask,
  examAttempt,
  firstChild,
  importErrors,
  must,
  newUser,
  packageCopy,
  packageState,
  pendingRegistration,
  practiceSession,
  practiceVoice,
  recycledPackage,
  salesDepartment,
  seededBanner,
  seededPdf,
  seededQuestion,
  sessionState,
  trainingPackage,
  unique,
  uploadedCover,
  userRow,
  type Fixtures,
} from './tenantRecords.js';
import { findOrgLimits } from '../src/data/capacity.js';

export type { Fixtures } from './tenantRecords.js';

/**
 * The record kinds of the cross-organisation suite (`src/auth/crossOrganisation.test.ts`). A route's
 * kind is its path up to its last parameter, without `/api/`: every `/api/admin/task/package/:id…`
 * route is `admin/task/package/:id`. A body or query id field a route declares in its `targets` is a
 * kind of its own (`body.userid`). Each kind says how to find a real record of it in the demo
 * organisation, how to make a new one for a call that may change or delete it, and how to read it
 * back through the data layer. A route whose kind is not here fails the suite until it is added.
 */

/** How a request names one record of the demo organisation. */
export interface Target {
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The demo account whose call must find the record: the record's own learner on learner routes (default `superadmin`). */
  owner?: string;
  /** Text that would show the record in an answer (default: the first path parameter). */
  marker?: string;
}

export interface Kind {
  /** A real record of the kind, found in the seed or made once. */
  find(fx: Fixtures): Promise<Target>;
  /** A new record, for calls that may change or delete what they name (without it: `find`, for kinds whose calls delete nothing). */
  copy?(fx: Fixtures): Promise<Target>;
  /** The record as the data layer holds it; the foreign call must leave it as it was. */
  read(fx: Fixtures, target: Target): Promise<unknown>;
  /**
   * The path names a folder of the caller's own, not a record (the image chooser's `uploaded`):
   * the foreign answer must not show the demo organisation's file, the demo organisation's must.
   */
  callersOwn?: true;
  /**
   * Why the record is the platform's rather than an organisation's: the platform's top administrator
   * (isadmin 100, whatever their organisation) may reach it; another organisation's owner may not.
   */
  platformWide?: string;
}

/** A path's kind: the path up to its last parameter, without `/api/` (`admin/task/package/:id`). */
export function pathKind(path: string): string | undefined {
  const match = /^\/api\/(.*:[A-Za-z_][A-Za-z0-9_]*)/.exec(path);
  return match?.[1];
}

const byId = (id: string, extra: Partial<Target> = {}): Target => ({ params: { id }, ...extra });
/** The demo organisation's generation task (seed/aigc.ts). */
/** The demo PDF with a question inside (placed here once: the demo data has none). */
async function pdfWithQuestion(fx: Fixtures): Promise<string> {
  const pdf = (await seededPdf(fx)).id;
  if ((await findMediaQuestions(fx.db, fx.orgId, pdf)).length === 0) {
    const choices = [
      { id: 'A', content: '是', iscorrect: 1 as const },
      { id: 'B', content: '否', iscorrect: 0 as const },
    ];
    await replaceMediaQuestions(fx.db, fx.orgId, pdf, [{ atSeconds: 0, type: 2, text: '手册读完了吗？', choices }]);
  }
  return pdf;
}
const demoAigcTask = async (fx: Fixtures) => must((await listAigcTasks(fx.db, fx.orgId, { name: '产品手册出题', page: 1, rows: 1 })).rows[0], 'aigc task').id;
const idOf = (target: Target, name = 'id') => target.params[name] ?? '';
/** A learner route's target: the demo call is made by `learner01`, whose record it is. */
const ofLearner = (fx: Fixtures, params: Record<string, string>, extra: Partial<Target> = {}): Target => ({ params, owner: fx.learner.account, ...extra });

/** A new unread notice of learner01. */
const learnerNotice = async (fx: Fixtures) =>
  must(
    (
      await insertNotices(fx.db, [
        { orgId: fx.orgId, userId: fx.learner.id, kind: 'taskPublished', params: { title: '跨企业通知' }, link: '', ref: unique('tenant-notice') },
      ])
    )[0],
    'notice',
  );

const newUpload = async (fx: Fixtures) =>
  byId((await insertUpload(fx.db, { orgId: fx.orgId, userId: fx.admin.id, kind: 'file', filename: 'manual.pdf', size: 2048 })).id);

const voiceprintPlace = (fx: Fixtures) => ({ db: fx.db, dataDir: fx.server.config.dataDir, orgId: fx.orgId });
const findAudit = async (fx: Fixtures, id: string) => (await findVoiceprintAudit(fx.db, wholeOrganisation(fx.orgId), id))?.audit;

/** A check-in task of the demo scenario reaching `learner01` (docs/checkin.md). */
async function newCheckin(fx: Fixtures): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  const task = await insertCheckinTask(fx.db, {
    orgId: fx.orgId,
    title: unique('跨企业打卡'),
    startDay: day,
    endDay: day,
    kind: 1,
    scenarioId: (await demoScenario(fx)).id,
  });
  await replaceCheckinRange(fx.db, fx.orgId, task.id, { departments: [], positions: [], users: [fx.learner.id] });
  return task.id;
}
const demoCheckin = (fx: Fixtures) => fx.once('checkin', () => newCheckin(fx));

/** A weekly notification template mailing one address (docs/notifications.md); disabled, so no schedule sends it. */
const newNotifyTemplate = async (fx: Fixtures): Promise<string> =>
  (
    await insertNotifyTemplate(fx.db, {
      orgId: fx.orgId,
      subject: unique('跨企业通知'),
      method: 'email',
      period: 'weekly',
      sendTime: '08:00',
      recipients: ['manager@example.com'],
      content: '上周活跃学员 {{activeLearners}} 人',
      enabled: 0,
    })
  ).id;
const demoNotifyTemplate = (fx: Fixtures) => fx.once('notifyTemplate', () => newNotifyTemplate(fx));
/** A recognised recording with its file stored (a WAV header is enough to be served). */
const newRecording = async (fx: Fixtures): Promise<string> => {
  const storageKey = `${fx.orgId}/dialogcollect/20260101/${randomUUID()}.wav`;
  const file = path.join(fx.server.config.dataDir, 'files', ...storageKey.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.concat([Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVE', 'latin1'), Buffer.alloc(32)]));
  return must(
    (
      await insertDialogCollects(fx.db, [
        {
          orgId: fx.orgId,
          name: unique('跨企业录音'),
          format: 'wav',
          storageKey,
          status: 'recognised',
          progress: 100,
          sentences: [{ speaker: 0, start: 0, end: 900, text: '这车多少钱？' }],
        },
      ])
    )[0],
    'recording',
  ).id;
};
const demoRecording = (fx: Fixtures) => fx.once('dialogCollect', () => newRecording(fx));

const user: Kind = {
  find: async (fx) => byId(fx.learner.id),
  copy: async (fx) => byId((await newUser(fx)).id),
  read: (fx, target) => userRow(fx, idOf(target)),
};

/** A knowledge document of the demo organisation, made without a library file (nothing indexes it here). */
async function newKnowledgeDocument(fx: Fixtures) {
  const [row] = await insertKnowledgeDocuments(fx.db, [
    { orgId: fx.orgId, mediaId: null, name: `知识_${randomUUID().slice(0, 8)}`, format: 'pdf', pages: 1, creatorId: null },
  ]);
  return must(row, 'knowledge document');
}

const catalogue: Kind = {
  find: async (fx) =>
    byId(must(await findCatalogueByName(fx.db, { orgId: fx.orgId, type: CATALOG_TYPES.file, parentId: null, name: '产品资料' }), 'catalogue 产品资料').id),
  copy: async (fx) => byId((await insertCatalogue(fx.db, { orgId: fx.orgId, type: CATALOG_TYPES.file, name: unique('跨企业目录'), sort: 9 })).id),
  read: (fx, target) => findCatalogueInOrg(fx.db, fx.orgId, idOf(target)),
};

const paper: Kind = {
  find: async (fx) => byId((await demoPaper(fx)).id),
  copy: async (fx) => byId((await insertPaper(fx.db, copyOf(await demoPaper(fx), { title: unique('跨企业试卷'), status: 0 }))).id),
  read: async (fx, target) => ({
    paper: await findPaperInOrg(fx.db, fx.orgId, idOf(target)),
    questions: await paperQuestionsOf(fx.db, fx.orgId, [idOf(target)]),
  }),
};

/** An exam child task with an attempt in progress (`?key`) and a valid save (`{ answer }`), so only the ids decide. */
async function examTarget(fx: Fixtures, fresh: boolean): Promise<Target> {
  const { childId, attemptId } = await examAttempt(fx, fresh);
  const answer = { saveid: unique('s-'), at: Date.now(), items: [] };
  return ofLearner(fx, { id: childId }, { query: { key: attemptId }, body: { answer }, marker: attemptId });
}
const exam: Kind = {
  find: (fx) => fx.once('exam attempt', () => examTarget(fx, false)),
  copy: (fx) => examTarget(fx, true),
  read: async (fx, target) => {
    const key = target.query?.key ?? '';
    return { ...(await childState(fx, idOf(target))), attempt: await findAttemptInOrg(fx.db, fx.orgId, key), saves: await answerSavesOf(fx.db, fx.orgId, key) };
  },
};

/** An FAQ of the demo bank (server/src/seed/faq.ts). */
const seededFaq = async (fx: Fixtures) => must((await findFaqsByQuestion(fx.db, fx.orgId, ['这款车现在有什么优惠？']))[0], 'FAQ 这款车现在有什么优惠？');

/** The id of the failed-rows file an import's preview of `file` keeps, made once per run. */
const failedRowsOf = (fx: Fixtures, path: string, file: () => Promise<Buffer>) =>
  fx.once(`import errors ${path}`, async () => {
    const { body } = await postImport(fx.server.fetch, await fx.token(fx.admin.account), `${path}?step=preview`, await file());
    return must(
      String(body.errorfile ?? '')
        .split('/')
        .pop() || undefined,
      `failed-rows file of ${path} (${JSON.stringify(body)})`,
    );
  });

/** A one-sheet workbook of `rows`. */
async function sheetOf(name: string, rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const faqImportErrors = (fx: Fixtures) => failedRowsOf(fx, '/api/admin/v3/faq/import', () => faqWorkbook([faqRow({ question: '跨企业问答', answer: '' })]));
const userImportErrors = (fx: Fixtures) =>
  failedRowsOf(fx, '/api/admin/organization/user/import', () =>
    sheetOf('用户', [
      ['姓名', '账号', '密码'],
      ['跨企业', 'x', ''],
    ]),
  );
const batchUserImportErrors = (fx: Fixtures) =>
  failedRowsOf(fx, '/api/admin/organization/user/batchimport', () =>
    sheetOf('批量用户', [
      ['姓名', '部门', '账号', '操作'],
      ['跨企业', '', 'nobody_here', '删除'],
    ]),
  );
const synonymImportErrors = (fx: Fixtures) =>
  failedRowsOf(fx, '/api/admin/organization/synonyms/import', () =>
    sheetOf('同义词', [
      ['基准词', '同义词'],
      ['跨企业', ''],
    ]),
  );
const speechImportErrors = (fx: Fixtures) =>
  failedRowsOf(fx, '/api/admin/material/speech/import', () =>
    sheetOf('话术', [
      ['分类', '话术内容'],
      ['跨企业', ''],
    ]),
  );

/** A drill of `learner01` on a learner route: the answered one, or a new one for a call that may change it. */
function faqDrill(params: Record<string, string> = {}, body?: Record<string, unknown>): Kind {
  const target = async (fx: Fixtures, fresh: boolean) => ofLearner(fx, { id: await tenantFaqDrill(fx, fresh), ...params }, body ? { body } : {});
  return { find: (fx) => target(fx, false), copy: (fx) => target(fx, true), read: (fx, found) => tenantFaqDrillState(fx, idOf(found)) };
}

/** The table: every kind of record a registered route names. */
export const KINDS: Record<string, Kind> = {
  // People
  'admin/organization/user/:id': user,
  // The data centre: a learner's dashboard.
  'admin/v3/report/student/:id': user,
  // A practice session of the learner on their dashboard (the coach's review of a role-play; `none` for this one).
  'admin/v3/report/student/:id/roleplay/:sessionId': {
    find: async (fx) => ({ params: { id: fx.learner.id, sessionId: await practiceSession(fx) } }),
    read: (fx, target) => sessionState(fx, idOf(target, 'sessionId')),
  },
  'body.userid': {
    find: async (fx) => ({ params: {}, body: { userid: fx.learner.id }, marker: fx.learner.id }),
    copy: async (fx) => {
      const { id } = await newUser(fx);
      return { params: {}, body: { userid: id }, marker: id };
    },
    read: (fx, target) => userRow(fx, String(target.body?.userid)),
  },
  // The batch placement (`user/batchset`): the users chosen, and the department, position and role it gives them.
  'body.ids': {
    find: async (fx) => ({ params: {}, body: { ids: [fx.learner.id] }, marker: fx.learner.id }),
    copy: async (fx) => {
      const { id } = await newUser(fx);
      return { params: {}, body: { ids: [id] }, marker: id };
    },
    read: (fx, target) => userRow(fx, String((target.body?.ids as string[])[0])),
  },
  'body.departmentid': {
    find: async (fx) => {
      const { id } = await salesDepartment(fx);
      return { params: {}, body: { departmentid: id }, marker: id };
    },
    read: (fx, target) => findDepartmentInOrg(fx.db, fx.orgId, String(target.body?.departmentid)),
  },
  'body.positionid': {
    find: async (fx) => {
      const { id } = must(await findPositionByName(fx.db, fx.orgId, null, '客服主管'), 'position 客服主管');
      return { params: {}, body: { positionid: id }, marker: id };
    },
    read: (fx, target) => findPositionInOrg(fx.db, fx.orgId, String(target.body?.positionid)),
  },
  'body.roleid': {
    find: async (fx) => {
      const { id } = must(await findRoleByName(fx.db, fx.orgId, '培训管理员'), 'role 培训管理员');
      return { params: {}, body: { roleid: id }, marker: id };
    },
    read: (fx, target) => findRoleInOrg(fx.db, fx.orgId, String(target.body?.roleid)),
  },
  'admin/organization/department/:id': {
    find: async (fx) => byId((await salesDepartment(fx)).id),
    copy: async (fx) =>
      byId((await insertDepartment(fx.db, { orgId: fx.orgId, parentId: (await salesDepartment(fx)).id, name: unique('跨企业部门'), sort: 9 })).id),
    read: (fx, target) => findDepartmentInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/organization/position/:id': {
    find: async (fx) => byId(must(await findPositionByName(fx.db, fx.orgId, null, '客服主管'), 'position 客服主管').id),
    copy: async (fx) => byId((await insertPosition(fx.db, { orgId: fx.orgId, parentId: null, name: unique('跨企业岗位') })).id),
    read: (fx, target) => findPositionInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/organization/invitecode/:id': {
    find: async (fx) => byId(must(await findInviteByCode(fx.db, DEMO_INVITE_CODE), 'invite code').id),
    copy: async (fx) => byId((await insertInviteCode(fx.db, { orgId: fx.orgId, code: unique(''), title: '跨企业', maxCount: 5 })).id),
    read: (fx, target) => findInviteCodeInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/organization/user/import/errors/:id': { find: async (fx) => byId(await userImportErrors(fx)), read: async () => null },
  'admin/organization/user/batchimport/errors/:id': { find: async (fx) => byId(await batchUserImportErrors(fx)), read: async () => null },
  'admin/organization/role/:id': {
    find: async (fx) => byId(must(await findRoleByName(fx.db, fx.orgId, '培训管理员'), 'role 培训管理员').id),
    copy: async (fx) => byId((await insertRole(fx.db, { orgId: fx.orgId, name: unique('跨企业角色'), funcs: ['home'] })).id),
    read: (fx, target) => findRoleInOrg(fx.db, fx.orgId, idOf(target)),
  },

  // The platform's: an organisation waiting for the provider's review.
  'admin/system/registrations/:id': {
    platformWide: 'the provider reviews every enterprise registration',
    find: (fx) => fx.once('registration', async () => byId(await pendingRegistration(fx))),
    copy: async (fx) => byId(await pendingRegistration(fx)),
    read: (fx, target) => findRegistration(fx.db, idOf(target)),
  },

  // The platform's: an organisation's money and limits, which the platform operator keeps (docs/billing.md "The operator", "Capacity").
  'admin/v3/cost/orgs/:id': {
    platformWide: "the platform operator records every organisation's money and sets its limits",
    find: async (fx) => byId(fx.orgId),
    read: async (fx, target) => ({ sums: await ledgerSums(fx.db, idOf(target)), limits: await findOrgLimits(fx.db, idOf(target)) }),
  },

  // Training
  'admin/task/package/:id': {
    find: async (fx) => byId((await trainingPackage(fx)).id),
    copy: async (fx) => byId(await packageCopy(fx)),
    read: (fx, target) => packageState(fx, idOf(target)),
  },
  'admin/task/child/:id': {
    find: async (fx) => byId((await firstChild(fx, (await trainingPackage(fx)).id)).id),
    copy: async (fx) => byId((await firstChild(fx, await packageCopy(fx))).id),
    read: (fx, target) => childState(fx, idOf(target)),
  },
  // The data centre: a published package's task report and its learners, a child task's analysis.
  'admin/v3/report/task/:id': { find: async (fx) => byId((await trainingPackage(fx)).id), read: (fx, target) => packageState(fx, idOf(target)) },
  'admin/v3/report/child/:id': {
    find: async (fx) => byId((await firstChild(fx, (await trainingPackage(fx)).id)).id),
    read: (fx, target) => childState(fx, idOf(target)),
  },
  'admin/system/recyclebin/:id': {
    find: (fx) => fx.once('recycled', async () => byId((await recycledPackage(fx)).entry)),
    copy: async (fx) => byId((await recycledPackage(fx)).entry),
    read: async (fx, target) => {
      const entry = await findRecycled(fx.db, fx.orgId, idOf(target));
      return { entry, restored: entry ? await findPackageInOrg(fx.db, fx.orgId, entry.recordId) : undefined };
    },
  },

  // Library
  'admin/material/catalog/:id': catalogue,
  // A catalogue's access list names the catalogue.
  'admin/material/acl/catalog/:id': catalogue,
  'admin/v3/upload/:id': {
    find: (fx) => fx.once('upload', () => newUpload(fx)),
    copy: newUpload,
    read: (fx, target) => findUploadInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/v3/media/:id': {
    find: async (fx) => byId((await seededPdf(fx)).id),
    copy: async (fx) => {
      const seeded = must(await findMediaInOrg(fx.db, fx.orgId, (await seededPdf(fx)).id), 'media 产品手册');
      return byId((await insertMedia(fx.db, copyOf(seeded, { name: unique('跨企业文件') }))).id);
    },
    read: (fx, target) => findMediaInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // The image chooser's folder of the organisation's own uploads (the other folders are the product's).
  'admin/basic/catalog/:id': {
    callersOwn: true,
    find: async (fx) => byId('uploaded', { query: { type: 'mission' }, marker: await uploadedCover(fx) }),
    read: async () => null,
  },
  'admin/system/banner/:id': {
    find: async (fx) => byId((await seededBanner(fx)).id),
    copy: async (fx) => byId((await insertBanner(fx.db, copyOf(await seededBanner(fx), { title: unique('跨企业横幅') }))).id),
    read: (fx, target) => findBannerInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // An operation of the demo organisation's top administrator (the operation log's changes view).
  'admin/log/operation/:id': {
    find: (fx) =>
      fx.once('operation', async () => {
        const id = randomUUID();
        const log = {
          ...{ id, orgId: fx.orgId, userId: fx.admin.id, account: fx.admin.account, name: fx.admin.name, function: 'banner' },
          ...{ method: 'POST', route: 'api/admin/system/banner', recordId: '', ip: '', at: new Date() },
        };
        await insertOperationLogs(fx.db, [{ log, changes: [] }]);
        return byId(id);
      }),
    read: (fx, target) => findOperationLog(fx.db, wholeOrganisation(fx.orgId), idOf(target)),
  },
  // Check-in tasks, and one learner's days of one (the learner the task reaches).
  'admin/checkin/:id': {
    find: async (fx) => byId(await demoCheckin(fx)),
    copy: async (fx) => byId(await newCheckin(fx)),
    read: (fx, target) => findCheckinTaskInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/checkin/:id/learners/:userid': {
    find: async (fx) => ({ params: { id: await demoCheckin(fx), userid: fx.learner.id } }),
    read: (fx, target) => checkinDaysOf(fx.db, fx.orgId, idOf(target), idOf(target, 'userid')),
  },
  // Notification templates (their test send, enabling, deletion).
  // A knowledge document (the demo seeds the sample PDF's), and a user's assistant switch.
  'admin/smart/knowledge/document/:id': {
    find: async (fx) => byId(must((await newKnowledgeDocument(fx)).id, 'knowledge document')),
    copy: async (fx) => byId((await newKnowledgeDocument(fx)).id),
    read: (fx, target) => findKnowledgeDocument(fx.db, fx.orgId, idOf(target)),
  },
  'admin/smart/knowledge/usersetting/:id': user,
  'admin/system/notify/template/:id': {
    find: async (fx) => byId(await demoNotifyTemplate(fx)),
    copy: async (fx) => byId(await newNotifyTemplate(fx)),
    read: (fx, target) => findNotifyTemplateInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // Dialogue collection's recordings (transcript, speakers, draft scenario, audio, deletion).
  'admin/smart/dialogcollect/:id': {
    find: async (fx) => byId(await demoRecording(fx)),
    copy: async (fx) => byId(await newRecording(fx)),
    read: (fx, target) => findDialogCollectInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // AI question generation: the demo's finished task over the sample PDF (seed/aigc.ts), its first draft,
  // and the library file a new task names.
  'admin/smart/aigc/:id': {
    find: async (fx) => byId(await demoAigcTask(fx)),
    read: (fx, target) => findAigcTaskInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/smart/aigc/:id/draft/:draftid': {
    find: async (fx) => {
      const id = await demoAigcTask(fx);
      return { params: { id, draftid: must((await listAigcDrafts(fx.db, fx.orgId, id))[0], 'aigc draft').id } };
    },
    read: (fx, target) => findAigcDraftInOrg(fx.db, fx.orgId, idOf(target, 'draftid')),
  },
  'body.fileids': {
    find: async (fx) => {
      const pdf = (await seededPdf(fx)).id;
      return { params: {}, body: { name: unique('跨企业出题'), fileids: [pdf], target: 'faq', counts: { faq: 1 } }, marker: pdf };
    },
    read: (fx, target) => findMediaInOrg(fx.db, fx.orgId, String((target.body?.fileids as string[] | undefined)?.[0] ?? '')),
  },
  // Levels and badges: the demo ladder's lowest level, the first demo badge.
  'admin/system/level/:id': {
    find: async (fx) => byId(must((await listLevels(fx.db, fx.orgId))[0], 'level').id),
    copy: async (fx) => {
      const taken = new Set((await listLevels(fx.db, fx.orgId)).map((level) => level.experience));
      const experience = [...Array(9999).keys()].reverse().find((value) => !taken.has(value)) ?? 9999;
      return byId(must(await insertLevel(fx.db, { orgId: fx.orgId, name: unique('跨企业等级').slice(0, 20), experience }), 'level copy').id);
    },
    read: (fx, target) => findLevelInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/system/badge/:id': {
    find: async (fx) => byId(must((await listBadges(fx.db, fx.orgId))[0], 'badge').badge.id),
    copy: async (fx) =>
      byId((await insertBadge(fx.db, { orgId: fx.orgId, name: unique('跨企业勋章').slice(0, 20), condition: 'profileComplete', count: 0 })).id),
    read: async (fx, target) => (await findBadgeInOrg(fx.db, fx.orgId, idOf(target)))?.badge,
  },

  // Exams
  'admin/study/question/:id': {
    find: async (fx) => byId((await seededQuestion(fx)).id),
    copy: async (fx) => byId(must((await insertQuestions(fx.db, [copyOf(await seededQuestion(fx), { text: unique('跨企业题目') })]))[0], 'question copy').id),
    read: (fx, target) => findQuestionInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/study/paper/:id': paper,
  // An examination is a paper seen as the exam the organisation runs (docs/exam.md).
  'admin/study/examination/:id': paper,
  // A failed-rows file, which its route only reads.
  'admin/study/question/import/errors/:id': { find: async (fx) => byId(await importErrors(fx, 'question')), read: async () => null },
  'admin/study/examination/import/errors/:id': { find: async (fx) => byId(await importErrors(fx, 'exam')), read: async () => null },

  // Quick Q&A: an FAQ of the demo bank, and an FAQ import's failed-rows file (its route only reads it).
  'admin/v3/faq/:id': {
    find: async (fx) => byId((await seededFaq(fx)).id),
    copy: async (fx) => byId(must((await insertFaqs(fx.db, [copyOf(await seededFaq(fx), { question: unique('跨企业问答') })]))[0], 'FAQ copy').id),
    read: (fx, target) => findFaqInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/v3/faq/import/errors/:id': { find: async (fx) => byId(await faqImportErrors(fx)), read: async () => null },

  // Practice
  'admin/material/speech/import/errors/:id': { find: async (fx) => byId(await speechImportErrors(fx)), read: async () => null },
  'admin/material/speech/:id': {
    find: async (fx) => byId(must(await findSpeechByText(fx.db, fx.orgId, '保养一次大概多少钱？'), 'speech').id),
    copy: async (fx) => {
      const seeded = must(await findSpeechByText(fx.db, fx.orgId, '保养一次大概多少钱？'), 'speech');
      return byId((await insertSpeech(fx.db, copyOf(seeded, { text: unique('跨企业话术') }))).id);
    },
    read: (fx, target) => findSpeechInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/voice/customer/:id': {
    find: async (fx) => byId(must(await findCustomerByName(fx.db, fx.orgId, '王先生'), 'customer').id),
    copy: async (fx) => {
      const seeded = must(await findCustomerInOrg(fx.db, fx.orgId, must(await findCustomerByName(fx.db, fx.orgId, '王先生'), 'customer').id), 'customer');
      return byId((await insertCustomer(fx.db, copyOf(seeded, { name: unique('跨企业客户') }))).id);
    },
    read: (fx, target) => findCustomerInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/voice/digitalhuman/:id': {
    find: (fx) => fx.once('digital human', async () => byId(await digitalHuman(fx))),
    copy: async (fx) => byId(await digitalHuman(fx)),
    read: (fx, target) => findVoiceTemplateInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // A voice file of the organisation by its content key (a listen's, or — the same store — a session line's).
  'admin/voice/digitalhuman/voice/:key': {
    find: async (fx) => ({ params: { key: (await practiceVoice(fx)).key } }),
    read: async (fx, target) => (await stat(path.join(fx.server.config.dataDir, 'files', fx.orgId, 'practicevoice', `${idOf(target, 'key')}.mp3`))).size,
  },
  // A dubbing task (`voicetaskdetails`), its lines and its retry; the digital human a list or a new task names.
  'admin/voice/dubbingtask/:id': {
    find: (fx) => fx.once('dubbing task', async () => byId(await dubbingTask(fx))),
    copy: async (fx) => byId(await dubbingTask(fx)),
    read: (fx, target) => findDubbingTaskInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'query.templateid': {
    find: (fx) =>
      fx.once('dubbed digital human', async () => {
        const id = await digitalHuman(fx);
        return { params: {}, query: { templateid: id }, marker: id };
      }),
    read: (fx, target) => findVoiceTemplateInOrg(fx.db, fx.orgId, target.query?.templateid ?? ''),
  },
  'body.templateid': {
    find: async (fx) => {
      const id = await digitalHuman(fx);
      return { params: {}, body: { templateid: id, scope: 'library' }, marker: id };
    },
    read: (fx, target) => findVoiceTemplateInOrg(fx.db, fx.orgId, String(target.body?.templateid)),
  },
  'body.sceneid': {
    find: async (fx) => {
      const { id } = await demoScenario(fx);
      return { params: {}, body: { sceneid: id, scope: 'scenario' }, marker: id };
    },
    read: (fx, target) => findScenarioInOrg(fx.db, fx.orgId, String(target.body?.sceneid)),
  },
  // A decided re-registration of learner01, both samples stored (the voiceprint audit, `check`).
  'admin/organization/voiceprint/audit/:id': {
    find: (fx) =>
      fx.once('voiceprint audit', async () =>
        byId((await auditRecord(voiceprintPlace(fx), fx.learner.id, { status: 3, originalKey: await storedSample(voiceprintPlace(fx)) })).id),
      ),
    read: (fx, target) => findAudit(fx, idOf(target)),
  },
  // The audit's decision names the user whose pending re-registration it decides.
  'admin/organization/user/checkvoiceflag/:id': {
    find: async (fx) => byId(fx.learner.id),
    copy: async (fx) => {
      const user = await newUser(fx);
      await auditRecord(voiceprintPlace(fx), user.id);
      return byId(user.id);
    },
    read: async (fx, target) => ({
      audit: await findCurrentAudit(fx.db, fx.orgId, idOf(target)),
      voiceprint: await findVoiceprint(fx.db, fx.orgId, idOf(target)),
      user: await userRow(fx, idOf(target)),
    }),
  },
  'admin/voice/audio/:id': {
    find: (fx) => fx.once('audio', async () => byId(await backgroundAudio(fx))),
    copy: async (fx) => byId(await backgroundAudio(fx)),
    read: (fx, target) => findAudioInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/organization/hotword/:id': {
    find: async (fx) => byId(must((await allHotWords(fx.db, fx.orgId))[0], 'hot word').id, { query: { status: '1' } }),
    copy: async (fx) => byId((await insertHotWord(fx.db, { orgId: fx.orgId, word: unique('跨企业') })).id, { query: { status: '1' } }),
    read: (fx, target) => findHotWordInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // One word of the sensitive or polite library (its calls switch it, never delete it).
  'admin/organization/sensitiveword/:id': {
    find: async (fx) => byId(must((await listWords(fx.db, fx.orgId, 'sensitive'))[0], 'sensitive word').id, { query: { status: '1' } }),
    read: (fx, target) => findWordInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/organization/synonyms/import/errors/:id': { find: async (fx) => byId(await synonymImportErrors(fx)), read: async () => null },
  'admin/organization/synonyms/:id': {
    find: async (fx) => byId(must((await listSynonyms(fx.db, fx.orgId, '', undefined, 1, 1)).rows[0], 'synonym').id, { query: { status: '1' } }),
    copy: async (fx) => byId((await insertSynonym(fx.db, { orgId: fx.orgId, base: unique('跨企业'), words: ['同义'] })).id, { query: { status: '1' } }),
    read: (fx, target) => findSynonymInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // A pending appeal of learner01 (`complain`, and the learner's own reading of it).
  'admin/train/complain/:id': {
    find: (fx) => fx.once('appeal', async () => byId((await pendingAppeal(fx.db, fx.orgId, fx.learner)).id)),
    copy: async (fx) => byId((await pendingAppeal(fx.db, fx.orgId, fx.learner)).id),
    read: (fx, target) => findOwnAppeal(fx.db, fx.orgId, fx.learner.id, idOf(target)),
  },
  // An appeal of learner01's practice session whose first answer was recorded: the recording of that turn.
  'admin/train/complain/:id/audio/:key': {
    find: (fx) =>
      fx.once('recorded appeal', async () => ({
        params: { id: (await pendingAppeal(fx.db, fx.orgId, fx.learner, { recordId: await practiceSession(fx) })).id, key: 'turn-1' },
      })),
    read: (fx, target) => findOwnAppeal(fx.db, fx.orgId, fx.learner.id, idOf(target)),
  },
  // A notice of learner01 (a package published to them), which reading marks read.
  'trainning/v3/notice/:id': {
    find: async (fx) => ofLearner(fx, { id: (await learnerNotice(fx)).id }),
    read: (fx, target) => findOwnNotice(fx.db, fx.orgId, fx.learner.id, idOf(target)),
  },
  'trainning/v3/appeal/:id': {
    find: async (fx) => ofLearner(fx, { id: (await pendingAppeal(fx.db, fx.orgId, fx.learner)).id }),
    read: (fx, target) => findOwnAppeal(fx.db, fx.orgId, fx.learner.id, idOf(target)),
  },
  'admin/voice/scorerule/:id': {
    find: async (fx) => byId(must(await findScoringRuleByName(fx.db, fx.orgId, '汽车销售评分'), 'scoring rule').id),
    copy: async (fx) => {
      const seeded = must(await findScoringRuleByName(fx.db, fx.orgId, '汽车销售评分'), 'scoring rule');
      return byId((await insertScoringRule(fx.db, copyOf(seeded, { name: unique('跨企业评分') }))).id);
    },
    read: (fx, target) => findScoringRuleInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'admin/material/scene/:id': {
    find: async (fx) => byId((await demoScenario(fx)).id, { query: { format: 'json' } }),
    copy: async (fx) =>
      byId((await insertScenario(fx.db, copyOf(await demoScenario(fx), { name: unique('跨企业场景'), status: 'disabled' }))).id, { query: { format: 'json' } }),
    read: (fx, target) => findScenarioInOrg(fx.db, fx.orgId, idOf(target)),
  },
  // A practice session's whole dialogue (`?type=session`) and its file; the scenario's lines
  // (without the type) are the same lookup of another record, in practice/dialogue/dialogue.test.ts.
  'admin/material/dialogwav/:id': {
    find: async (fx) => byId(await dialogueSession(fx), { query: { type: 'session' } }),
    read: (fx, target) => dialogueState(fx, idOf(target)),
  },
  'admin/material/scene/session/:sessionId': {
    find: async (fx) => ({ params: { sessionId: await practiceSession(fx) } }),
    read: (fx, target) => sessionState(fx, idOf(target, 'sessionId')),
  },

  // Learner routes: the demo organisation's call is made by the record's own learner.
  'query.fileid': {
    find: async (fx) => ({ params: {}, query: { fileid: (await seededPdf(fx)).id }, owner: fx.learner.account, marker: (await seededPdf(fx)).id }),
    read: (fx, target) => findMediaInOrg(fx.db, fx.orgId, target.query?.fileid ?? ''),
  },
  // An administrator's look at a learner's progress; here the learner's own.
  'query.userid': {
    find: async (fx) => ({ params: {}, query: { userid: fx.learner.id }, owner: fx.learner.account }),
    read: (fx, target) => userRow(fx, target.query?.userid ?? ''),
  },
  // Only the caller's own id opens a WeChat binding.
  'trainning/user/:id': { find: async (fx) => ofLearner(fx, { id: fx.learner.id }), read: (fx, target) => userRow(fx, idOf(target)) },
  'trainning/v3/checkin/:id': {
    find: async (fx) => ofLearner(fx, { id: await demoCheckin(fx) }),
    read: (fx, target) => findCheckinTaskInOrg(fx.db, fx.orgId, idOf(target)),
  },
  'trainning/v3/task/:id': {
    find: async (fx) => ofLearner(fx, { id: (await trainingPackage(fx)).id }),
    read: (fx, target) => packageState(fx, idOf(target)),
  },
  'trainning/v3/mediatask/:id': {
    find: async (fx) => ofLearner(fx, { id: (await firstChild(fx, (await trainingPackage(fx)).id)).id }),
    read: (fx, target) => childState(fx, idOf(target)),
  },
  // The training package's first child task reads the demo PDF.
  'trainning/v3/mediatask/:id/:mediaId': {
    find: async (fx) => ofLearner(fx, { id: (await firstChild(fx, (await trainingPackage(fx)).id)).id, mediaId: (await seededPdf(fx)).id }),
    read: (fx, target) => childState(fx, idOf(target)),
  },
  // Question 1 inside the demo PDF of that child task (docs/training.md "Questions inside a video or file").
  'trainning/v3/mediatask/:id/:mediaId/:n': {
    find: async (fx) => ofLearner(fx, { id: (await firstChild(fx, (await trainingPackage(fx)).id)).id, mediaId: await pdfWithQuestion(fx), n: '1' }),
    read: (fx, target) => childState(fx, idOf(target)),
  },
  'trainning/v3/exampaper/token/:id': exam,
  'trainning/v3/exampaper/:id': exam,
  'trainning/v3/practice/session/:id': {
    find: async (fx) => ofLearner(fx, { id: await practiceSession(fx) }),
    read: (fx, target) => sessionState(fx, idOf(target)),
  },
  // Turn 1 was answered and its recording kept.
  'trainning/v3/practice/session/:id/turn/:seq': {
    find: async (fx) => ofLearner(fx, { id: await practiceSession(fx), seq: '1' }),
    read: (fx, target) => sessionState(fx, idOf(target)),
  },
  // The opening's voice file.
  'trainning/v3/practice/session/:id/voice/:key': {
    find: async (fx) => ofLearner(fx, await practiceVoice(fx)),
    read: (fx, target) => sessionState(fx, idOf(target)),
  },
  // The ringtone of a session whose scenario rings.
  'trainning/v3/practice/session/:id/sound/:audio': {
    find: async (fx) => ofLearner(fx, await practiceSound(fx)),
    read: (fx, target) => sessionState(fx, idOf(target)),
  },
  // The opening's first line.
  'trainning/v3/practice/session/:id/line/:turn/:index': {
    find: async (fx) => ofLearner(fx, { id: await practiceSession(fx), turn: '0', index: '0' }),
    read: (fx, target) => sessionState(fx, idOf(target)),
  },
  // Quick Q&A: a drill of `learner01` (question 1 answered by voice, its recording kept), a child task open to them.
  'trainning/v3/faq/drill/:id': faqDrill(),
  'trainning/v3/faq/drill/:id/answer/:seq': faqDrill({ seq: '1' }, { text: '跨企业检查答案', elapsedms: 1000 }),
  'trainning/v3/faq/drill/:id/question/:seq': faqDrill({ seq: '1' }),
  'admin/v3/faq/drill/:id': { find: async (fx) => byId(await tenantFaqDrill(fx, false)), read: (fx, target) => tenantFaqDrillState(fx, idOf(target)) },
  'admin/v3/faq/drill/:id/answer/:seq': {
    find: async (fx) => ({ params: { id: await tenantFaqDrill(fx, false), seq: '1' } }),
    read: (fx, target) => tenantFaqDrillState(fx, idOf(target)),
  },
  'body.childtaskid': {
    find: async (fx) => ({ params: {}, body: { childtaskid: await tenantFaqChild(fx) }, owner: fx.learner.account, marker: await tenantFaqChild(fx) }),
    read: async (fx, target) => childState(fx, String(target.body?.childtaskid ?? '')),
  },
};
