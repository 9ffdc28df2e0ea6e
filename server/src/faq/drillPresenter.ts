import type { FaqAnswerResult, FaqDrill } from '@peilian/shared';
import type { DrillListRow } from '../data/faqDrills.js';
import type { FaqAnswerRow, FaqDrillRow, StoredDrillQuestion } from '../db/schema/index.js';

/**
 * How drills leave the server (docs/faq.md "The drill", "Results"): the learner never gets a
 * question's answers or keywords while the drill runs — only the standard answer of a question
 * answered, and every question's once the drill is finished; the back office sees everything.
 */

const FINISHED = 1;

/** The standard answer a drill question was copied with. */
export const standardOf = (question: StoredDrillQuestion | undefined): string => question?.answers[0] ?? '';

/** One scored answer with the standard answer of its question. */
export function presentFaqAnswer(row: FaqAnswerRow, question: StoredDrillQuestion | undefined): FaqAnswerResult {
  return {
    seq: row.seq,
    text: row.text,
    mode: row.mode === 'voice' ? 'voice' : 'typed',
    score: row.score,
    outcome: row.outcome === 'empty' || row.outcome === 'timeout' ? row.outcome : 'answered',
    similarity: row.similarity,
    matched: row.matched,
    missed: row.missed,
    standard: standardOf(question),
    recording: row.audioKey ? 1 : 0,
  };
}

/** The learner's drill: the phrasings asked, the answers so far, the score once finished. */
export function presentFaqDrill(row: FaqDrillRow, answers: readonly FaqAnswerRow[]): FaqDrill {
  const finished = row.status === FINISHED;
  return {
    id: row.id,
    childtaskid: row.childTaskId ?? '',
    packageid: row.packageId ?? '',
    title: row.title,
    status: row.status,
    answerseconds: row.answerSeconds,
    thinkingseconds: row.thinkingSeconds,
    passscore: row.passScore,
    questions: row.questions.map((question, index) => ({
      seq: index + 1,
      question: question.question,
      emotion: question.emotion,
      thinking: question.thinking,
      images: question.images.map((image) => ({ path: image.path, description: image.description })),
      standard: finished ? standardOf(question) : '',
    })),
    answers: answers.map((answer) => presentFaqAnswer(answer, row.questions[answer.seq - 1])),
    score: finished ? row.score : null,
    passed: finished ? row.passed : null,
    startdate: row.startedAt.getTime(),
  };
}

/** A drill of the back office's results list. */
export function presentDrillRow(row: DrillListRow) {
  const { drill } = row;
  return {
    id: drill.id,
    username: row.name,
    account: row.account,
    departmentname: row.department ?? '',
    packagetitle: row.packageTitle ?? '',
    // Free practice belongs to no task: its stored title is the entry's name, not a task's.
    childtitle: drill.childTaskId ? (row.childTitle ?? drill.title) : '',
    status: drill.status,
    score: drill.score,
    passed: drill.passed,
    answered: row.answered,
    total: row.total,
    startdate: drill.startedAt.getTime(),
  };
}

/** Every question of a drill with the learner's answer (null when unanswered), for the back office. */
export function presentDrillItems(questions: readonly StoredDrillQuestion[], answers: readonly FaqAnswerRow[]) {
  const bySeq = new Map(answers.map((answer) => [answer.seq, answer]));
  return questions.map((question, index) => {
    const answer = bySeq.get(index + 1);
    return {
      seq: index + 1,
      question: question.question,
      standard: standardOf(question),
      keywords: question.keywords,
      answer: answer ? presentFaqAnswer(answer, question) : null,
    };
  });
}
