import {
  checkExamImport,
  checkQuestionImport,
  columnForHeader,
  EXAM_IMPORT_TEMPLATE,
  importColumnLabel,
  QUESTION_IMPORT_TEMPLATE,
  templateHeader,
  type ImportCheck,
  type ExamImportIssue,
  type ImportQuery,
  type ImportResponse,
  type ImportTemplate,
  type Translate,
} from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { UploadedFile } from '../../http/validate.js';
import type { PaperRow } from '../../db/schema/index.js';
import { importWizard, refuseRow, writeImport, type ImportWizard } from '../../http/importWizard.js';
import { refuseByAccess } from './importAccess.js';
import { existingPapers, writeExams, writeQuestions } from './importWrites.js';
import type { Caller } from '../../auth/caller.js';

/**
 * The Excel imports (admin §4 import wizard, §5 "Imports"), on the wizard of lib/importWizard.ts:
 * `step=preview` checks every row with shared's `checkQuestionImport` / `checkExamImport` and
 * answers the per-row results; `step=import` refuses while any row is wrong, else writes everything
 * in one transaction by the mode. A row the catalogue access lists refuse is wrong too
 * (importAccess.ts). Failed rows are kept as an .xlsx (the template's columns plus the error
 * reason) for download.
 */

export type ImportKind = 'question' | 'exam';

/** One exam import's wizard: its files and sheet are named after its kind. */
function examWizard(kind: ImportKind, template: ImportTemplate, errorsPath: string): ImportWizard<ExamImportIssue> {
  const header = (t: Translate) => templateHeader(template, t);
  return importWizard({ name: kind, template, header, columnForHeader, columnLabel: importColumnLabel, errorsPath });
}

const { questions, examinations } = ADMIN_ENDPOINTS;
const WIZARDS: Record<ImportKind, ImportWizard<ExamImportIssue>> = {
  question: examWizard('question', QUESTION_IMPORT_TEMPLATE, questions.importErrors.path),
  exam: examWizard('exam', EXAM_IMPORT_TEMPLATE, examinations.importErrors.path),
};

/** The template's header row; the failed-rows file adds the reason column before the version marker. */
export function templateFile(request: Caller, kind: ImportKind): Promise<{ filename: string; bytes: Buffer }> {
  return WIZARDS[kind].templateFile(request);
}

/** A stored failed-rows file of the caller's organisation, else 404. */
export function errorFile(request: Caller, kind: ImportKind, id: string): Promise<{ filename: string; bytes: Buffer }> {
  return WIZARDS[kind].errorFile(request, id);
}

function checkRows(request: Caller, kind: ImportKind, rows: unknown[][]): ImportCheck {
  const options = { judgeLabels: [request.t('exam.judge.true'), request.t('exam.judge.false')] as const };
  return kind === 'question' ? checkQuestionImport(rows, options) : checkExamImport(rows, options);
}

/** The papers an exam file's titles name (none for a question file). */
async function papersOf(request: Caller, check: ImportCheck): Promise<Map<string, PaperRow>> {
  if (check.template !== 'exam') return new Map();
  return existingPapers(
    request.deps.db,
    request.caller.orgId,
    check.exams.map((exam) => exam.title),
  );
}

/** Mode 2 and 3 would update a paper of the same title: a published one is locked, said on its title row. */
function addPaperLocks(check: ImportCheck, mode: number, papers: ReadonlyMap<string, PaperRow>): void {
  if (check.template !== 'exam' || mode === 1) return;
  for (const exam of check.exams) {
    if (papers.get(exam.title)?.status === 1) refuseRow(check, exam.row, { key: 'errors.exam.paperLocked', column: 'title' });
  }
}

/** `POST api/admin/study/{question|examination}/import?step&mode` with one .xlsx in the field `file`. */
export async function runImport(
  request: Caller,
  kind: ImportKind,
  files: readonly UploadedFile[],
  query: ImportQuery,
): Promise<Omit<ImportResponse, 'successed'>> {
  const rows = await WIZARDS[kind].readUpload(files);
  const check = checkRows(request, kind, rows);
  WIZARDS[kind].refuseFile(request, check.fileErrors);
  const papers = await papersOf(request, check);
  addPaperLocks(check, query.mode, papers);
  await refuseByAccess(request, check, query.mode, papers);
  const errorfile = await WIZARDS[kind].saveFailedRows(request, rows, check);
  const counts = await writeImport(request, query, check, async (tx, scope) =>
    kind === 'question' ? (await writeQuestions(tx, scope, check.questions)).counts : writeExams(tx, scope, check.exams),
  );
  return WIZARDS[kind].response(request, { step: query.step, check, counts, errorfile });
}
