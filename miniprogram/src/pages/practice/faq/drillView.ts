import type { FaqAnswerResult, FaqDrill, MessageKey } from '@peilian/shared'

/** One line of the summary: the question as asked, the learner's scored answer (null: never answered) and the standard answer. */
export interface SummaryRow {
  seq: number
  question: string
  answer: FaqAnswerResult | null
  standard: string
}

/**
 * Every question of a drill in the order asked, each with its answer. The standard answer is the
 * scored answer's, else the question's (a finished drill carries it for unanswered questions too).
 */
export function summaryRows(drill: Pick<FaqDrill, 'questions' | 'answers'>): SummaryRow[] {
  const answers = new Map(drill.answers.map((answer) => [answer.seq, answer]))
  return drill.questions.map((question) => {
    const answer = answers.get(question.seq) ?? null
    return { seq: question.seq, question: question.question, answer, standard: answer?.standard || question.standard }
  })
}

/** What the learner answered: the text, or the key that says why there is none (the time ran out, or nothing was said). */
export function answerWords(answer: Pick<FaqAnswerResult, 'text' | 'outcome'> | null): { text: string } | { key: MessageKey } {
  if (answer?.text) return { text: answer.text }
  return { key: answer?.outcome === 'timeout' ? 'faqLearner.timeout' : 'faqLearner.empty' }
}

/** Whether question `index` is the drill's last (feedback then offers the result instead of the next question). */
export function isLastQuestion(drill: Pick<FaqDrill, 'questions'>, index: number): boolean {
  return index + 1 >= drill.questions.length
}
