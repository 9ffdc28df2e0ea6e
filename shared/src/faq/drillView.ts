import type { MessageKey, Translate } from '../i18n/messages.js';
import type { FaqAnswerResult, FaqDrill } from '../schemas/faq.js';

/** Words on screen: a text as it is, or the key of the message to show instead. */
export type ShownWords = { text: string } | { key: MessageKey };

/** What the learner answered: the text, or the key that says why there is none (the time ran out, or nothing was said). */
export function faqAnswerWords(answer: Pick<FaqAnswerResult, 'text' | 'outcome'> | null): ShownWords {
  if (answer?.text) return { text: answer.text };
  return { key: answer?.outcome === 'timeout' ? 'faqLearner.timeout' : 'faqLearner.empty' };
}

/** One labelled block of a summary row: the learner's answer, or the standard answer. */
export interface FaqSummaryBlock {
  kind: 'answer' | 'standard';
  label: MessageKey;
  words: ShownWords;
}

/** One question of the finished drill as the summary shows it. */
export interface FaqSummaryRow {
  seq: number;
  question: string;
  /** The answer's score; 0 for a question never answered. */
  score: number;
  /** The scored answer (null: never answered). */
  answer: FaqAnswerResult | null;
  /** The standard answer ('' when the drill carries none). */
  standard: string;
  /** What the row shows, in reading order: the learner's answer, then the standard answer (when there is one). */
  blocks: FaqSummaryBlock[];
}

/**
 * Every question of a finished drill in the order asked, each with its answer and its blocks. The
 * standard answer is the scored answer's — the one its feedback showed — else the question's (a
 * finished drill carries it for unanswered questions too). The learner's own answer comes first, as
 * in the feedback after each question: what I said, then what I should have said.
 */
export function faqSummaryRows(drill: Pick<FaqDrill, 'questions' | 'answers'>): FaqSummaryRow[] {
  const answers = new Map(drill.answers.map((answer) => [answer.seq, answer]));
  return drill.questions.map((question) => {
    const answer = answers.get(question.seq) ?? null;
    const standard = answer?.standard || question.standard;
    const blocks: FaqSummaryBlock[] = [{ kind: 'answer', label: 'faqLearner.yourAnswer', words: faqAnswerWords(answer) }];
    if (standard) blocks.push({ kind: 'standard', label: 'faqLearner.standard', words: { text: standard } });
    return { seq: question.seq, question: question.question, score: answer?.score ?? 0, answer, standard, blocks };
  });
}

/** Whether question `index` is the drill's last (feedback then offers the result instead of the next question). */
export function isLastDrillQuestion(drill: Pick<FaqDrill, 'questions'>, index: number): boolean {
  return index + 1 >= drill.questions.length;
}

/** Whether the server has scored answer `seq` of drill `drillId` (its recording may be uploaded then). */
export function isDrillAnswerScored(drill: Pick<FaqDrill, 'id' | 'answers'> | null, drillId: string, seq: number): boolean {
  return !!drill && drill.id === drillId && drill.answers.some((answer) => answer.seq === seq);
}

/** The last seconds of a thinking or answer countdown, which the pages show in red. */
export const FAQ_LATE_SECONDS = 5;

/**
 * The title free practice is stored with, one text whatever the learner's language: a code, never
 * shown as it is — each client says `faqLearner.freeEntry` in the reader's language instead.
 */
export const FAQ_FREE_DRILL_TITLE = '快问快答练习';

/**
 * A drill's title on screen: a child task's drill by its task's title, free practice (no child
 * task) as `faqLearner.freeEntry` in the reader's language; before the drill arrives, the page's name.
 */
export function faqDrillTitle(t: Translate, drill: Pick<FaqDrill, 'childtaskid' | 'title'> | null | undefined): string {
  if (!drill) return t('faqLearner.title');
  return drill.childtaskid ? drill.title : t('faqLearner.freeEntry');
}
