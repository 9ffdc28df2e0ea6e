import {
  DEFAULT_EXAM_CATEGORY,
  roundScore,
  sumScores,
  type AdminPaper,
  type AdminQuestion,
  type Question,
  type QuestionLevel,
  type QuestionType,
} from '@peilian/shared';
import type { PaperQuestionRow, PaperRow, QuestionRow } from '../db/schema/index.js';
import type { QuestionWithCatalog } from '../data/questions.js';

/**
 * The only way exam rows leave the server. Admin shapes carry answers; learner shapes go through
 * shared `toLearnerQuestion` / `toReviewItem`, which leave out what the learner may not see.
 */

/** A bank question for the back office. */
export function presentQuestion({ question, catalogName }: QuestionWithCatalog): AdminQuestion {
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    level: question.level,
    score: roundScore(question.score),
    promotion: question.promotion,
    answer: question.answer,
    choices: question.choices.map((choice) => ({ id: choice.id, content: choice.content, iscorrect: choice.iscorrect })),
    catalog: question.catalogId ?? '',
    catalogname: catalogName ?? '',
    disabled: question.disabled,
    createdate: question.createdAt.getTime(),
  };
}

/** A paper's question as shared's rules read it (the copy the paper holds, with its score here). */
export function paperQuestionOf(row: PaperQuestionRow): Question {
  const copy = row.question;
  return {
    id: `${row.position}`,
    type: copy.type as QuestionType,
    text: copy.text,
    level: copy.level as QuestionLevel,
    score: roundScore(row.score),
    promotion: copy.promotion,
    answer: copy.answer,
    choices: copy.choices,
    catalog: '',
    disabled: 0,
  };
}

/** A paper for the back office; with its questions in the detail. */
export function presentPaper(
  paper: PaperRow,
  catalogName: string | null,
  rows: readonly PaperQuestionRow[],
  withQuestions: boolean,
  defaultCategoryName: string,
): AdminPaper {
  const presented: AdminPaper = {
    id: paper.id,
    title: paper.title,
    minute: paper.minute,
    limitMinute: paper.limitMinute,
    score: roundScore(paper.passScore),
    // A paper in the default category is stored without a catalogue; it is still in a category.
    category: paper.catalogId ?? String(DEFAULT_EXAM_CATEGORY),
    categoryName: paper.catalogId ? (catalogName ?? '') : defaultCategoryName,
    status: paper.status,
    disabled: paper.disabled,
    total: sumScores(rows.map((row) => row.score)),
    questioncount: rows.length,
    createdate: paper.createdAt.getTime(),
  };
  if (withQuestions) {
    presented.questions = rows.map((row) => {
      const question = paperQuestionOf(row);
      return {
        ...question,
        catalog: '',
        catalogname: '',
        createdate: paper.createdAt.getTime(),
        sourceid: row.questionId ?? '',
      };
    });
  }
  return presented;
}

/** The stored columns of a checked question. */
export function questionColumns(question: Question): Pick<QuestionRow, 'type' | 'text' | 'level' | 'score' | 'promotion' | 'answer' | 'choices' | 'disabled'> {
  return {
    type: question.type,
    text: question.text,
    level: question.level,
    score: roundScore(question.score),
    promotion: question.promotion,
    answer: question.type === 3 ? question.answer : '',
    choices: question.choices.map((choice) => ({ id: choice.id, content: choice.content, iscorrect: choice.iscorrect })),
    disabled: question.disabled,
  };
}
