import { CHILD_TASK_TYPES, PACKAGE_TASKTYPES, PUBLISH_STATES, type ImportedExam, type ImportedQuestion } from '@peilian/shared';
import { insertChildTask } from '../data/childTasks.js';
import { findDepartmentByName } from '../data/departments.js';
import { findPackageByTitle, insertPackage, replaceRange } from '../data/packages.js';
import { findPapersByTitle, updatePaper } from '../data/papers.js';
import type { Db } from '../db/client.js';
import { writeExams } from '../exam/imports/importWrites.js';

/**
 * The demo organisation's exam: five questions of every type in a published 20-minute paper, in an
 * exam package open to the sales department from a month before seeding to a month after (two
 * attempts, answers shown after submission). Written as the whole-exam import writes it. Adds only
 * what is missing.
 */

const DAY = 24 * 60 * 60 * 1000;
const PAPER = '产品知识考试';
const PACKAGE = '产品知识考核';

const question = (type: ImportedQuestion['type'], text: string, choices: [string, 0 | 1][], answer = ''): ImportedQuestion => ({
  row: 0,
  type,
  text,
  level: 2,
  score: 20,
  promotion: '',
  answer,
  choices: choices.map(([content, iscorrect]) => ({ content, iscorrect })),
  categoryName: '产品知识',
});

const EXAM: ImportedExam = {
  row: 0,
  title: PAPER,
  minute: 20,
  limitMinute: 1,
  passScore: 60,
  categoryName: '产品考试',
  total: 100,
  questions: [
    question(0, '客户说“太贵了”时，第一步应该怎么做？', [
      ['先认同客户的感受', 1],
      ['立刻降价', 0],
      ['换一个产品推荐', 0],
    ]),
    question(1, '介绍产品时应包含哪些内容？', [
      ['核心卖点', 1],
      ['适用场景', 1],
      ['竞品的缺点', 0],
      ['售后保障', 1],
    ]),
    question(2, '可以向客户承诺合同以外的优惠。', [
      ['正确', 0],
      ['错误', 1],
    ]),
    question(3, '我们的旗舰产品在____年上市，保修____年。', [], '2024,3'),
    question(0, '客户要求下次再联系时，最好的做法是？', [
      ['约定具体的回访时间', 1],
      ['不再跟进', 0],
      ['当场反复劝说', 0],
    ]),
  ],
};

/** Seeds the demo exam (idempotent). */
export async function seedExam(db: Db, orgId: string, creatorId: string | null, now = Date.now()): Promise<void> {
  if (!creatorId || (await findPackageByTitle(db, orgId, PACKAGE))) return;
  const sales = await findDepartmentByName(db, orgId, (await findDepartmentByName(db, orgId, null, '总部'))?.id ?? null, '销售部');
  if (!sales) return;
  const at = new Date(now);
  await writeExams(db, { orgId, creatorId, now: at, mode: 1 }, [EXAM]);
  const [paper] = await findPapersByTitle(db, orgId, [PAPER]);
  if (!paper) return;
  if (paper.status !== 1) await updatePaper(db, orgId, paper.id, { status: 1, publishedAt: at }, at);
  // Open since a month ago: the demo history's attempts (seed/history.ts) fall inside the window.
  const startAt = new Date(now - 31 * DAY);
  const endAt = new Date(now + 30 * DAY);
  const pkg = await insertPackage(db, {
    orgId,
    tasktype: PACKAGE_TASKTYPES.exam,
    title: PACKAGE,
    description: '学完产品手册后参加产品知识考试，60分及格。',
    passScore: 60,
    startAt,
    endAt,
    publishState: PUBLISH_STATES.published,
    publishAt: null,
    publishedAt: startAt,
    creatorId,
  });
  await replaceRange(db, orgId, pkg.id, { departments: [sales.id], positions: [], users: [] });
  await insertChildTask(db, {
    orgId,
    packageId: pkg.id,
    type: CHILD_TASK_TYPES.exam,
    title: PAPER,
    sort: 0,
    weight: 100,
    startAt,
    endAt,
    refs: [{ refid: paper.id }],
    settings: { retry: 1, noRetakeAfterPass: 1, review: 2 },
  });
}
