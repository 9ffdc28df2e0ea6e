import type { ImportSource } from '../blocks/import/importWizard';

/** The exam question import (docs/exam.md "Imports"). */
export const QUESTION_IMPORT: ImportSource = {
  area: 'questions',
  templateName: 'question-import-v1.xlsx',
  errorsName: 'question-import-errors.xlsx',
  title: 'examAdmin.import.title',
};

/** The whole-exam import: papers with their questions, which also enter the bank (docs/exam.md "Imports"). */
export const EXAM_IMPORT: ImportSource = {
  area: 'examinations',
  templateName: 'exam-import-v1.xlsx',
  errorsName: 'exam-import-errors.xlsx',
  title: 'examAdmin.import.examTitle',
};
