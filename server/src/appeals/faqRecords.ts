import { type AppealCriterion, type AppealLine } from '@peilian/shared';
import { findChildTaskInOrg } from '../data/childTasks.js';
import { drillAnswers, findDrillById, updateDrill } from '../data/faqDrills.js';
import { recordFaqResult } from '../training/index.js';
import type { RecordKind } from './recordKinds.js';

/**
 * A quick Q&A drill (docs/appeals.md): its criteria are its questions' answers (`a-<seq>`, 0–100,
 * an unanswered question 0; the total their mean in whole points, as the drill scores it); its
 * lines each question and the learner's answer, with its recording.
 */
export const faqRecords: RecordKind = {
  async load(db, { orgId }, id) {
    const drill = await findDrillById(db, orgId, id);
    if (!drill) return undefined;
    const [answers, found] = await Promise.all([
      drillAnswers(db, orgId, drill.id),
      drill.childTaskId ? findChildTaskInOrg(db, orgId, drill.childTaskId) : undefined,
    ]);
    const bySeq = new Map(answers.map((answer) => [answer.seq, answer]));
    const criteria: AppealCriterion[] = drill.questions.map((question, index) => ({
      key: `a-${index + 1}`,
      label: `${index + 1}. ${question.question}`,
      score: bySeq.get(index + 1)?.score ?? 0,
      min: 0,
      max: 100,
      weight: null,
    }));
    const lines: AppealLine[] = drill.questions.flatMap((question, index) => {
      const answer = bySeq.get(index + 1);
      const key = `a-${index + 1}`;
      return [
        { key, speaker: 'question' as const, text: `${index + 1}. ${question.question}`, score: null, audio: false },
        { key, speaker: 'answer' as const, text: answer?.text ?? '', score: answer?.score ?? 0, audio: Boolean(answer?.audioKey) },
      ];
    });
    return {
      type: 'faq',
      orgId,
      id: drill.id,
      userId: drill.userId,
      scored: drill.status === 1 && drill.score !== null,
      packageId: found?.pkg.id ?? null,
      childTaskId: found?.child.id ?? null,
      packageTitle: found?.pkg.title ?? '',
      startedAt: drill.startedAt,
      recordings: new Map(answers.flatMap((answer) => (answer.audioKey ? [[`a-${answer.seq}`, answer.audioKey] as const] : []))),
      view: {
        type: 'faq',
        title: drill.title,
        total: drill.score ?? 0,
        passscore: drill.passScore,
        passed: drill.passed === 1,
        formula: 'mean',
        whole: true,
        criteria,
        lines,
        sessionid: null,
      },
    };
  },

  async apply(tx, record, { after, now }) {
    const passed = after >= record.view.passscore;
    await updateDrill(tx, record.orgId, record.id, { score: after, passed: passed ? 1 : 0 });
    if (!record.childTaskId) return;
    const learner = { orgId: record.orgId, userId: record.userId };
    await recordFaqResult(tx, { learner, childId: record.childTaskId, score: after, passed, seconds: 0, startedAt: record.startedAt, now });
  },
};
