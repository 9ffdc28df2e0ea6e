import type { Dayjs } from 'dayjs';
import type { FaqChoice } from '../picker/FaqPicker';

/** The chosen paper as the dialog shows it; only the id is sent. */
export interface PaperChoice {
  id: string;
  /** '' until the paper is read (an existing child task names only its id). */
  title: string;
  questioncount: number;
  total: number;
  minute: number;
  score: number;
}

/** A file or video of a file-reading / video child task with its required seconds. */
export interface MediaChoice {
  mediaid: string;
  name: string;
  format: string;
  /** Video length in seconds (0 when unknown or a file). */
  duration: number;
  seconds: number | null;
}

/** The child task form as antd holds it. */
export interface ChildFields {
  type: number;
  title: string;
  sort: number | null;
  weight: number | null;
  required: boolean;
  times: [Dayjs, Dayjs] | null;
  fronttaskid: string;
  media: MediaChoice[];
  allowseek: boolean;
  /** Exam: the published paper it runs. */
  paper: PaperChoice | null;
  /** Exam: retakes after the first attempt (0–99999). */
  retry: number | null;
  /** Exam: no retake once the learner passed. */
  noRetakeAfterPass: boolean;
  /** Exam: what the learner sees after submitting (shared `REVIEW_MODES`). */
  review: number;
  /** Scenario: the enabled scenario it runs ('' none chosen). */
  scenario: string;
  /** Scenario: its own pass score 0–100 (empty: the package's). */
  passscore: number | null;
  /** Quick Q&A: whether it draws from catalogues of the bank or from chosen questions. */
  faqSource: 'catalog' | 'list';
  /** Quick Q&A by catalogue: the catalogues (the ones below them included). */
  faqCatalogs: string[];
  /** Quick Q&A by list: the chosen questions. */
  faqQuestions: FaqChoice[];
  /** Quick Q&A: questions drawn per learner (1–100). */
  faqCount: number | null;
  /** Quick Q&A: its pass score (above 0, at most 100). */
  faqPassScore: number | null;
  /** Quick Q&A: seconds to answer each question (10–300). */
  faqAnswerSeconds: number | null;
  /** Quick Q&A: thinking seconds before answering, for questions that allow it (0–120). */
  faqThinkingSeconds: number | null;
}
