import { bankQuestionSchema } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { hasAigcTasks, insertAigcDrafts, insertAigcTask } from '../data/aigcBank.js';
import { findMediaByStorageKey } from '../data/media.js';
import { BUILTIN_PREFIX } from '../storage/files.js';

/**
 * The demo's AI question generation (docs/assistant.md "AI question generation"): one finished task
 * over the library's sample PDF (产品手册, one page consumed) with three drafts waiting for review —
 * written here as the model would have, each checked by the bank's own question schema. Idempotent:
 * an organisation with a generation task keeps its own.
 */

export const DEMO_AIGC_TASK = '产品手册出题';

const QUESTIONS = [
  {
    type: 0,
    text: '根据《产品手册》，学员怎样才能通过文件阅读任务？',
    promotion: '手册写道：Read it for the required time to pass the file-reading task.',
    choices: [
      { id: 'A', content: '阅读满规定的时长', iscorrect: 1 },
      { id: 'B', content: '下载文件到本地', iscorrect: 0 },
      { id: 'C', content: '把文件转发给同事', iscorrect: 0 },
      { id: 'D', content: '打印文件', iscorrect: 0 },
    ],
  },
  {
    type: 2,
    text: '《产品手册》是演示企业的示例文档。',
    promotion: '手册写道：This sample document belongs to the demo organisation.',
    choices: [
      { id: 'A', content: '正确', iscorrect: 1 },
      { id: 'B', content: '错误', iscorrect: 0 },
    ],
  },
  { type: 3, text: '《产品手册》开篇欢迎大家使用____培训平台。', promotion: '', answer: 'Peilian|陪练', choices: [] },
];

export async function seedAigc(db: Db, orgId: string, creatorId: string | null): Promise<void> {
  if (await hasAigcTasks(db, orgId)) return;
  const pdf = await findMediaByStorageKey(db, orgId, `${BUILTIN_PREFIX}media/demo.pdf`);
  if (!pdf) return;
  const now = new Date();
  const task = await insertAigcTask(db, {
    orgId,
    name: DEMO_AIGC_TASK,
    target: 'exam',
    files: [{ id: pdf.id, name: pdf.name, format: pdf.format, pages: 1, note: '' }],
    counts: { single: 1, multiple: 0, judge: 1, fill: 1, faq: 0 },
    level: 2,
    status: 'done',
    pagesConsumed: 1,
    generated: QUESTIONS.length,
    creatorId,
    startedAt: now,
    finishedAt: now,
  });
  const drafts = QUESTIONS.map((question) => {
    const { type, text, level, score, promotion, answer, choices } = bankQuestionSchema.parse(question);
    return { kind: 'question' as const, body: { type, text, level, score, promotion, answer, choices } };
  });
  await insertAigcDrafts(db, task, drafts);
}
