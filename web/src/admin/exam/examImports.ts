import type { ImportSource } from '../blocks/import/importWizard';

/** The exam question import (docs/exam.md "Imports"). */
export const QUESTION_IMPORT: ImportSource = {
  area: 'questions',
  subject: 'question',
  title: 'examAdmin.import.title',
};

/** The whole-exam import: papers with their questions, which also enter the bank (docs/exam.md "Imports"). */
export const EXAM_IMPORT: ImportSource = {
  area: 'examinations',
  subject: 'exam',
  title: 'examAdmin.import.examTitle',
};
