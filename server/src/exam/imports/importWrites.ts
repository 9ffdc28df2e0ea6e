import { CATALOG_TYPES, OPTION_LETTERS, type ImportedExam, type ImportedQuestion } from '@peilian/shared';
import { insertCatalogue, listCatalogues } from '../../data/catalogues.js';
import { findPapersByTitle, insertPaper, replacePaperQuestions, updatePaper, type NewPaperQuestion } from '../../data/papers.js';
import { findQuestionsByText, insertQuestions, updateQuestion } from '../../data/questions.js';
import type { Db } from '../../db/client.js';
import type { CatalogueRow, PaperRow, QuestionRow, StoredOption } from '../../db/schema/index.js';

/**
 * Writing checked import rows, inside the caller's transaction. A question's identity is its
 * catalogue and text, a paper's its title, so importing the same file again in mode 3 updates what
 * the first import created and creates nothing new. Mode 1 creates only what is new, mode 2
 * updates only what exists (skipping the rest).
 */

export type ImportMode = 1 | 2 | 3;

export interface ImportCounts {
  insertcount: number;
  updatecount: number;
  skipcount: number;
}

export interface ImportScope {
  orgId: string;
  creatorId: string;
  now: Date;
  mode: ImportMode;
}

/** The catalogue an import's name means: the first of that name at any level of the type's tree (in `listCatalogues` order). */
export function catalogueIdsByName(rows: readonly CatalogueRow[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.name)) found.set(row.name, row.id);
  return found;
}

/** Catalogues of a type by name; missing ones created at the top when `create`, the importer's own (access lists). */
async function cataloguesByName(tx: Db, scope: ImportScope, type: number, names: readonly string[], create: boolean): Promise<Map<string, string>> {
  const found = catalogueIdsByName(await listCatalogues(tx, scope.orgId, type));
  if (!create) return found;
  for (const name of new Set(names)) {
    if (!name || found.has(name)) continue;
    found.set(name, (await insertCatalogue(tx, { orgId: scope.orgId, type, parentId: null, name, creatorId: scope.creatorId })).id);
  }
  return found;
}

const choicesOf = (question: ImportedQuestion): StoredOption[] =>
  question.choices.map((choice, index) => ({ id: OPTION_LETTERS[index] ?? String(index), content: choice.content, iscorrect: choice.iscorrect }));

const columnsOf = (question: ImportedQuestion) => ({
  type: question.type,
  text: question.text,
  level: question.level,
  score: question.score,
  promotion: question.promotion,
  answer: question.answer,
  choices: choicesOf(question),
});

const keyOf = (catalogId: string | null, text: string) => `${catalogId ?? ''}\u0000${text}`;

/** The bank's questions with these texts, by catalogue and text (the oldest wins a tie). */
async function existingQuestions(tx: Db, orgId: string, texts: readonly string[]): Promise<Map<string, QuestionRow>> {
  const found = new Map<string, QuestionRow>();
  for (let index = 0; index < texts.length; index += 1000) {
    for (const row of await findQuestionsByText(tx, orgId, texts.slice(index, index + 1000))) {
      const key = keyOf(row.catalogId, row.text);
      if (!found.has(key)) found.set(key, row);
    }
  }
  return found;
}

interface Planned {
  existing: QuestionRow | undefined;
  catalogId: string | null;
  question: ImportedQuestion;
  rows: number[];
  id: string | null;
}

/** The questions of a file by (catalogue, text): the last row of a text wins, the rows it stands for kept. */
function plannedQuestions(
  questions: readonly ImportedQuestion[],
  catalogues: ReadonlyMap<string, string>,
  existing: ReadonlyMap<string, Planned['existing']>,
): Map<string, Planned> {
  const plans = new Map<string, Planned>();
  questions.forEach((question, index) => {
    const catalogId = catalogues.get(question.categoryName) ?? null;
    const key = keyOf(catalogId, question.text);
    const plan = plans.get(key) ?? { existing: existing.get(key), catalogId, question, rows: [], id: null };
    plan.question = question;
    plan.rows.push(index);
    plans.set(key, plan);
  });
  return plans;
}

/** Inserts the new questions 500 at a time, each plan taking its new id. */
async function insertPlanned(tx: Db, scope: ImportScope, inserts: readonly Planned[]): Promise<void> {
  for (let start = 0; start < inserts.length; start += 500) {
    const batch = inserts.slice(start, start + 500);
    const rows = await insertQuestions(
      tx,
      batch.map((plan) => ({ orgId: scope.orgId, catalogId: plan.catalogId, creatorId: scope.creatorId, ...columnsOf(plan.question) })),
    );
    batch.forEach((plan, offset) => {
      plan.id = rows[offset]!.id;
    });
  }
}

/**
 * Saves questions into the bank by the mode; answers the counts and, per question, the bank id it
 * ended as (null when skipped). A question twice in the file is saved once, the later row winning.
 */
export async function writeQuestions(
  tx: Db,
  scope: ImportScope,
  questions: readonly ImportedQuestion[],
  modeOverride?: ImportMode,
): Promise<{ counts: ImportCounts; ids: (string | null)[] }> {
  const mode = modeOverride ?? scope.mode;
  const catalogues = await cataloguesByName(
    tx,
    scope,
    CATALOG_TYPES.question,
    questions.map((question) => question.categoryName),
    mode !== 2,
  );
  const existing = await existingQuestions(tx, scope.orgId, [...new Set(questions.map((question) => question.text))]);
  const plans = plannedQuestions(questions, catalogues, existing);
  const counts: ImportCounts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  const inserts: Planned[] = [];
  for (const plan of plans.values()) {
    if (plan.existing ? mode === 1 : mode === 2 || !plan.catalogId) {
      counts.skipcount += plan.rows.length;
      plan.id = plan.existing?.id ?? null;
    } else if (plan.existing) {
      counts.updatecount += plan.rows.length;
      plan.id = plan.existing.id;
      await updateQuestion(tx, scope.orgId, plan.existing.id, { catalogId: plan.catalogId, ...columnsOf(plan.question) }, scope.now);
    } else {
      counts.insertcount += 1;
      counts.updatecount += plan.rows.length - 1;
      inserts.push(plan);
    }
  }
  await insertPlanned(tx, scope, inserts);
  const ids: (string | null)[] = questions.map(() => null);
  for (const plan of plans.values()) for (const index of plan.rows) ids[index] = plan.id;
  return { counts, ids };
}

/** The existing papers of an exam file by title (oldest first wins), for the preview's lock check and the write. */
export async function existingPapers(tx: Db, orgId: string, titles: readonly string[]): Promise<Map<string, PaperRow>> {
  const found = new Map<string, PaperRow>();
  for (const row of await findPapersByTitle(tx, orgId, titles)) if (!found.has(row.title)) found.set(row.title, row);
  return found;
}

/** An exam's questions as its paper copies them, each linked to the bank question written for it. */
function paperCopies(exam: ImportedExam, ids: readonly (string | null)[]): NewPaperQuestion[] {
  return exam.questions.map((question, index) => ({
    questionId: ids[index] ?? null,
    score: question.score,
    question: {
      type: question.type,
      text: question.text,
      level: question.level,
      promotion: question.promotion,
      answer: question.answer,
      choices: choicesOf(question),
    },
  }));
}

/** Saves whole papers by the mode: their questions go into the bank (created or updated) and are copied in. */
export async function writeExams(tx: Db, scope: ImportScope, exams: readonly ImportedExam[]): Promise<ImportCounts> {
  const counts: ImportCounts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  const papers = await existingPapers(
    tx,
    scope.orgId,
    exams.map((exam) => exam.title),
  );
  const categories = await cataloguesByName(
    tx,
    scope,
    CATALOG_TYPES.paper,
    exams.map((exam) => exam.categoryName),
    true,
  );
  for (const exam of exams) {
    const current = papers.get(exam.title);
    if (current ? scope.mode === 1 || current.status === 1 : scope.mode === 2) {
      counts.skipcount += 1;
      continue;
    }
    const { ids } = await writeQuestions(tx, scope, exam.questions, 3);
    const copies = paperCopies(exam, ids);
    const columns = {
      title: exam.title,
      minute: exam.minute,
      limitMinute: exam.limitMinute,
      passScore: exam.passScore,
      catalogId: categories.get(exam.categoryName) ?? null,
    };
    let paperId: string;
    if (current) {
      await updatePaper(tx, scope.orgId, current.id, columns, scope.now);
      paperId = current.id;
      counts.updatecount += 1;
    } else {
      paperId = (await insertPaper(tx, { orgId: scope.orgId, creatorId: scope.creatorId, ...columns })).id;
      counts.insertcount += 1;
    }
    await replacePaperQuestions(tx, scope.orgId, paperId, copies);
  }
  return counts;
}
