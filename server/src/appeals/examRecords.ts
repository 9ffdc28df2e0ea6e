import { isPassed, type AppealCriterion, type AppealLine, type Question, type StoredAnswer } from '@peilian/shared';
import { answerSavesOf, findAttemptInOrg, rescoreSubmittedAttempt } from '../data/attempts.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import { loadPaper, mergedAnswers, recordExamOutcome, scoreAnswers } from '../exam/index.js';
import type { RecordKind } from './recordKinds.js';

/**
 * An exam attempt (docs/appeals.md): its criteria are the paper's questions (`q-<question id>`,
 * 0 to the question's points; the total their sum); its lines each question and the learner's answer.
 */

const LABEL_MAX = 40;
const short = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX)}…` : text);

function answerText(question: Question, answer: StoredAnswer | undefined): string {
  if (!answer) return '';
  if (answer.fills.length) return answer.fills.join('；');
  const chosen = new Set(answer.choices);
  return question.choices
    .filter((choice) => chosen.has(choice.id))
    .map((choice) => choice.content)
    .join('；');
}

export const examRecords: RecordKind = {
  async load(db, { orgId }, id) {
    const attempt = await findAttemptInOrg(db, orgId, id);
    if (!attempt) return undefined;
    const [paper, saves, found] = await Promise.all([
      loadPaper(db, orgId, attempt.paperId, true),
      answerSavesOf(db, orgId, attempt.id),
      findChildTaskInOrg(db, orgId, attempt.childTaskId),
    ]);
    const answers = mergedAnswers(saves);
    const scored = paper ? scoreAnswers(paper, answers) : undefined;
    const earned = new Map((scored?.items ?? []).map((item) => [item.questionid, item.earned]));
    const questions = paper?.questions ?? [];
    const criteria: AppealCriterion[] = questions.map((question, index) => ({
      key: `q-${question.id}`,
      label: `${index + 1}. ${short(question.text)}`,
      score: earned.get(question.id) ?? 0,
      min: 0,
      max: question.score,
      weight: null,
    }));
    const lines: AppealLine[] = questions.flatMap((question, index) => [
      { key: `q-${question.id}`, speaker: 'question' as const, text: `${index + 1}. ${question.text}`, score: earned.get(question.id) ?? 0, audio: false },
      { key: `q-${question.id}`, speaker: 'answer' as const, text: answerText(question, answers[question.id]), score: null, audio: false },
    ]);
    return {
      type: 'exam',
      orgId,
      id: attempt.id,
      userId: attempt.userId,
      scored: attempt.status === 1 && attempt.score !== null && paper !== undefined,
      packageId: found?.pkg.id ?? null,
      childTaskId: found?.child.id ?? null,
      packageTitle: found?.pkg.title ?? '',
      startedAt: attempt.startedAt,
      recordings: new Map(),
      view: {
        type: 'exam',
        title: paper?.paper.title ?? '',
        total: attempt.score ?? 0,
        passscore: paper?.paper.passScore ?? 0,
        passed: attempt.passed === 1,
        formula: 'sum',
        whole: false,
        criteria,
        lines,
        sessionid: null,
      },
    };
  },

  async apply(tx, record, { after, now }) {
    const row = await rescoreSubmittedAttempt(tx, record.orgId, record.id, { score: after, passed: isPassed(after, record.view.passscore) ? 1 : 0 });
    if (row && record.packageId) await recordExamOutcome(tx, row, record.packageId, now);
  },
};
