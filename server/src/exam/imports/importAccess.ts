import { CATALOG_TYPES, type ImportCheck, type ImportedQuestion } from '@peilian/shared';
import { catalogueAccess, contentAccess, type CatalogueAccess, type CatalogueRights, type ContentAccess } from '../../library/index.js';
import type { Caller } from '../../auth/caller.js';
import { refuseRow } from '../../http/importWizard.js';
import type { PaperRow } from '../../db/schema/index.js';
import { catalogueIdsByName, type ImportMode } from './importWrites.js';

/**
 * The catalogue access lists an exam import passes (docs/training.md "Catalogue access lists"), checked on the
 * checked rows before anything is written: a refused row shows in the preview, and the import
 * writes nothing while one is refused. A catalogue the file names that does not exist yet is made
 * at the top level (the importer's own), which needs no right.
 */

/** What a question row does in a named catalogue by the mode: mode 1 only adds, mode 2 only changes, mode 3 either. */
const QUESTION_RIGHTS: Record<ImportMode, (keyof CatalogueRights)[]> = { 1: ['add'], 2: ['edit'], 3: ['add', 'edit'] };

/** The catalogues of one type by the names an import uses, with the caller's rights in them. */
interface Named {
  access: CatalogueAccess;
  ids: Map<string, string>;
}

async function named(request: Caller, type: number): Promise<Named> {
  const access = await catalogueAccess(request, type);
  return { access, ids: catalogueIdsByName(access.rows) };
}

/** Refuses the rows of questions whose catalogue the caller may not import into. */
function refuseQuestions(check: ImportCheck, questions: readonly ImportedQuestion[], catalogues: Named, rights: (keyof CatalogueRights)[]): void {
  for (const question of questions) {
    const refused = catalogues.access.refusal(catalogues.ids.get(question.categoryName) ?? null, ...rights);
    if (refused) refuseRow(check, question.row, { key: refused, column: 'questionCategory' });
  }
}

/**
 * Question file: each row needs its mode's rights in the catalogue it names. Exam file: a paper
 * written as new needs `add` in its catalogue; one updated needs `edit` where it is and `add` in a
 * catalogue it moves to; its questions go into the bank as mode 3 does (`add` and `edit`). A paper
 * the import skips (mode, published) checks nothing.
 */
export async function refuseByAccess(request: Caller, check: ImportCheck, mode: ImportMode, papers: ReadonlyMap<string, PaperRow>): Promise<void> {
  const questions = await named(request, CATALOG_TYPES.question);
  if (check.template !== 'exam') {
    refuseQuestions(check, check.questions, questions, QUESTION_RIGHTS[mode]);
    return;
  }
  // A paper with a list of its own is edited by that list (docs/training.md "Record access lists").
  const access: ContentAccess = await contentAccess(request, 'paper', CATALOG_TYPES.paper);
  const paperCatalogues = { access, ids: catalogueIdsByName(access.rows) };
  for (const exam of check.exams) {
    const current = papers.get(exam.title);
    if (current ? mode === 1 || current.status === 1 : mode === 2) continue;
    const target = paperCatalogues.ids.get(exam.categoryName) ?? null;
    const refused =
      (current && access.recordRefusal(current, 'edit')) || (!current || target !== current.catalogId ? paperCatalogues.access.refusal(target, 'add') : null);
    if (refused) refuseRow(check, exam.row, { key: refused, column: 'category' });
    refuseQuestions(check, exam.questions, questions, QUESTION_RIGHTS[3]);
  }
}
