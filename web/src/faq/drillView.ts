import type { FaqAnswerResult, FaqDrill } from '@peilian/shared';

/** Whole seconds left until `deadline` (rounded up, so "1" shows until the very end), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** One line of the summary: the question as asked and the learner's scored answer (null: never answered). */
export interface SummaryRow {
  seq: number;
  question: string;
  /** The standard answer (a finished drill's question carries it, answered or not). */
  standard: string;
  answer: FaqAnswerResult | null;
}

/** Every question of the drill in the order asked, each with its answer. */
export function summaryRows(drill: Pick<FaqDrill, 'questions' | 'answers'>): SummaryRow[] {
  const answers = new Map(drill.answers.map((answer) => [answer.seq, answer]));
  return drill.questions.map((question) => {
    const answer = answers.get(question.seq) ?? null;
    return { seq: question.seq, question: question.question, standard: question.standard || (answer?.standard ?? ''), answer };
  });
}

/** Whether the server has scored answer `seq` of the drill (its recording may be uploaded then). */
export function isScored(drill: Pick<FaqDrill, 'id' | 'answers'> | null, drillId: string, seq: number): boolean {
  return !!drill && drill.id === drillId && drill.answers.some((answer) => answer.seq === seq);
}
