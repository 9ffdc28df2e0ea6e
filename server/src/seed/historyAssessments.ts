import { randomUUID } from 'node:crypto';
import { isChoiceType, QUESTION_TYPES, type AnswerItem, type Question } from '@peilian/shared';
import { findLearnerDrill } from '../data/faqDrills.js';
import { loadPaper } from '../exam/attemptState.js';
import { examSave, examSubmit } from '../exam/taking/answering.js';
import { examStart, examToken } from '../exam/taking/taking.js';
import { answerQuestion, finishDrill } from '../faq/drill/answering.js';
import { startDrill } from '../faq/drill/drawing.js';
import type { StoredDrillQuestion } from '../db/schema/index.js';
import type { AnswerQuality, DrillActivity, ExamActivity } from './historyPlan.js';
import { learnerAt, minutesAfter, type Replay } from './historyReplay.js';

/** The demo history's exam attempts and quick Q&A drills, through the exam's and the drill's commands (seed/historyReplay.ts). */

/** The answer a learner gives to `question`: right, wrong, or none (undefined). */
function examAnswer(question: Question, draw: number, skill: number, at: number): AnswerItem | undefined {
  if (draw > 0.985) return undefined;
  const right = draw < skill;
  if (isChoiceType(question.type)) {
    const correct = question.choices.filter((choice) => choice.iscorrect === 1).map((choice) => choice.id);
    const wrong = question.choices.filter((choice) => choice.iscorrect !== 1).map((choice) => choice.id);
    const chosen = right ? correct : question.type === QUESTION_TYPES.multiple ? [...correct.slice(1), ...wrong.slice(0, 1)] : wrong.slice(0, 1);
    return { questionid: question.id, choices: chosen, fills: [], at };
  }
  const blanks = question.answer.split(/[,，]/).map((blank) => blank.trim());
  return { questionid: question.id, choices: [], fills: right ? blanks : blanks.map(() => '不清楚'), at };
}

const saveId = () => randomUUID();

/**
 * An exam attempt: the cover (given up when the exam's rules let the learner start no more), the
 * start, the first half of the answers saved six minutes in and the rest with the submit at twelve.
 */
export async function replayExam(replay: Replay, activity: ExamActivity): Promise<void> {
  const { userId, childId, at } = activity;
  const token = await examToken(learnerAt(replay, userId, at), childId, 0);
  if (!token.canStart) return;
  const started = await examStart(learnerAt(replay, userId, minutesAfter(at, 0.5)), childId, token.key, 0);
  const paper = await loadPaper(replay.db, replay.orgId, started.paper.id, true);
  if (!paper) return;
  const saveAt = minutesAfter(at, 6);
  const submitAt = minutesAfter(at, 12);
  const answers = paper.questions.map((question, index) =>
    examAnswer(
      question,
      activity.draws[index % activity.draws.length]!,
      activity.skill,
      (index < paper.questions.length / 2 ? saveAt : submitAt).getTime() - 1000,
    ),
  );
  const half = Math.ceil(answers.length / 2);
  const first = answers.slice(0, half).filter((item) => item !== undefined);
  const rest = answers.slice(half).filter((item) => item !== undefined);
  await examSave(learnerAt(replay, userId, saveAt), childId, started.key, { saveid: saveId(), at: saveAt.getTime(), items: first });
  await examSubmit(learnerAt(replay, userId, submitAt), childId, started.key, { saveid: saveId(), at: submitAt.getTime(), items: rest });
}

/** The learner's answer to a drill question of that quality. */
function drillText(question: StoredDrillQuestion, quality: AnswerQuality): string {
  const answer = question.answers[0] ?? question.question;
  if (quality === 'full') return answer;
  if (quality === 'partial') return answer.split(/[，。；]/)[0] ?? answer;
  return '这个我不太清楚，回头确认一下再答复您。';
}

/** A free quick Q&A drill: drawn, each question answered (or left) a minute apart, then finished. */
export async function replayDrill(replay: Replay, activity: DrillActivity): Promise<void> {
  const { userId, at } = activity;
  const drill = await startDrill(learnerAt(replay, userId, at), '');
  const row = await findLearnerDrill(replay.db, replay.orgId, userId, drill.id);
  if (!row) return;
  let minute = 0;
  for (const [index, question] of row.questions.entries()) {
    const quality = activity.answers[index % activity.answers.length]!;
    minute += 1;
    if (quality === 'skip') continue;
    const text = drillText(question, quality);
    const elapsedms = Math.min(row.answerSeconds * 1000, 4000 + text.length * 400);
    await answerQuestion(learnerAt(replay, userId, minutesAfter(at, minute)), drill.id, index + 1, () => ({ text, mode: 'typed', elapsedms }));
  }
  await finishDrill(learnerAt(replay, userId, minutesAfter(at, minute + 0.5)), drill.id);
}
