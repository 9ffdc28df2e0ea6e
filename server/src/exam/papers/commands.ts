import {
  CATALOG_TYPES,
  checkPaper,
  checkQuestion,
  DEFAULT_EXAM_CATEGORY,
  drawQuestions,
  seededRandom,
  toLearnerQuestion,
  type AdminPaper,
  type AdminQuestion,
  type DrawRule,
  type LearnerQuestion,
  type PaperCompose,
  type PaperListQuery,
} from '@peilian/shared';
import { randomInt } from 'node:crypto';
import {
  deletePaper,
  findPaperInOrg,
  insertPaper,
  listPapers,
  lockPaper,
  paperHasAttempts,
  paperQuestionsOf,
  replacePaperQuestions,
  updatePaper,
  type NewPaperQuestion,
} from '../../data/papers.js';
import { drawCandidates, findQuestionsByIds } from '../../data/questions.js';
import type { PaperRow } from '../../db/schema/index.js';
import { appError, rulesError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { catalogueAndBelow, contentAccess, type CatalogueRights, type ContentAccess } from '../../library/index.js';
import { paperQuestionOf, presentPaper, presentQuestion } from '../presenter.js';
import { questionCatalogue, questionCatalogues } from '../questions/commands.js';
import type { Caller } from '../../auth/caller.js';
import { recordLoader } from '../../http/records.js';

/**
 * Papers (admin §3 "exam paper", §5 exam rules, §7 `api/admin/study/paper`): composed from bank
 * questions picked by hand or drawn at random, each copied into the paper with its score here;
 * publishing locks the paper, so what learners answer never changes under them. Papers follow the
 * access lists of their catalogues, and a paper is composed only of questions the caller may see
 * (docs/training.md "Catalogue access lists").
 */

/** The caller's access to the paper catalogues (type 12) and to the papers with lists of their own. */
const paperCatalogues = (request: Caller): Promise<ContentAccess> => contentAccess(request, 'paper', CATALOG_TYPES.paper);

/**
 * Refuses a change of a paper the caller lacks `right` for (its own list, else its catalogue's): editing, publishing and
 * disabling are `edit`, removing is `deleted`.
 */
export async function assertPaperRight(request: Caller, paper: PaperRow, right: keyof CatalogueRights): Promise<ContentAccess> {
  const access = await paperCatalogues(request);
  access.assertRecord(paper, right);
  return access;
}

/** The paper catalogue a request names: '' or the default 12 = none; else a type-12 catalogue. */
export function paperCatalogue(request: Caller, category: string): Promise<string | null> {
  if (!category || category === String(DEFAULT_EXAM_CATEGORY)) return Promise.resolve(null);
  return questionCatalogue(request, category, CATALOG_TYPES.paper);
}

/** The default category's name in the caller's language. */
const defaultCategoryName = (request: Caller) => request.t('examAdmin.paper.defaultCategory');

/**
 * A paper of the caller's organisation, else `errors.exam.paperNotFound`; its routes load it for
 * `:id`. A paper in a catalogue the caller cannot see is not found either.
 */
export const paperRecord = recordLoader('errors.exam.paperNotFound', async (db, orgId, id, caller) => {
  const paper = (await findPaperInOrg(db, orgId, id))?.paper;
  return paper && (await paperCatalogues(caller)).recordRights(paper).access ? paper : undefined;
});

/** A paper with its questions for the back office, with the warnings of the paper rules. */
export async function paperDetail(request: Caller, id: string): Promise<AdminPaper> {
  const { db } = request.deps;
  const found = await findPaperInOrg(db, request.caller.orgId, id);
  if (!found) throw appError('errors.exam.paperNotFound');
  const rows = await paperQuestionsOf(db, request.caller.orgId, [id]);
  const presented = presentPaper(found.paper, found.catalogName, rows, true, defaultCategoryName(request));
  const check = checkPaper({
    title: found.paper.title,
    minute: found.paper.minute,
    limitMinute: found.paper.limitMinute,
    score: found.paper.passScore,
    questions: rows.map((row) => ({ id: `${row.position}`, score: row.score })),
  });
  return { ...presented, warnings: check.warnings.map((issue) => request.t(issue.key, issue.params)) };
}

/** `GET .../paper/{id}?preview=1`: the questions as a learner sees them while answering. */
export async function paperPreview(request: Caller, paper: PaperRow): Promise<LearnerQuestion[]> {
  const rows = await paperQuestionsOf(request.deps.db, request.caller.orgId, [paper.id]);
  return rows.map((row) => toLearnerQuestion(paperQuestionOf(row)));
}

/** `GET api/admin/study/paper`: a page of papers with question counts and totals, none of a catalogue the caller cannot see. */
export async function paperList(request: Caller, query: PaperListQuery): Promise<{ rows: AdminPaper[]; total: number }> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const access = await paperCatalogues(request);
  const catalogIds = query.catalogid ? (isUuid(query.catalogid) ? catalogueAndBelow(access.rows, query.catalogid) : []) : undefined;
  // `status=1` alone asks for what an exam can run now (the package editor's picker): not disabled.
  const disabled = query.disabled ?? (query.status === 1 ? 0 : undefined);
  const found = await listPapers(
    db,
    { orgId, title: query.title, status: query.status, disabled, catalogIds, hiddenCatalogIds: access.hidden, records: access.records },
    query.page,
    query.rows,
  );
  const questions = await paperQuestionsOf(
    db,
    orgId,
    found.rows.map((row) => row.paper.id),
  );
  return {
    rows: found.rows.map((row) =>
      presentPaper(
        row.paper,
        row.catalogName,
        questions.filter((question) => question.paperId === row.paper.id),
        false,
        defaultCategoryName(request),
      ),
    ),
    total: found.total,
  };
}

/** The paper's questions copied from the bank; each must exist, be seen by the caller, be enabled and fit a paper (≤ 6 options). */
async function copiedQuestions(request: Caller, refs: PaperCompose['questions']): Promise<NewPaperQuestion[]> {
  const ids = refs.map((ref) => ref.id);
  if (!ids.every(isUuid)) throw appError('errors.exam.questionNotFound');
  const seen = (await questionCatalogues(request)).rights;
  const found = new Map((await findQuestionsByIds(request.deps.db, request.caller.orgId, ids)).map((row) => [row.question.id, row.question]));
  return refs.map((ref, index) => {
    const question = found.get(ref.id);
    if (!question || question.disabled === 1 || !seen(question.catalogId).access) throw appError('errors.exam.questionNotFound');
    const shaped = {
      ...paperQuestionOf({ paperId: '', position: index, orgId: '', questionId: question.id, score: ref.score, question: question }),
      id: question.id,
    };
    const issues = checkQuestion(shaped, 'paper');
    if (issues.length > 0)
      throw rulesError(
        issues.map((issue) => ({ ...issue, params: { ...issue.params, index: index + 1 } })),
        'questions',
      );
    return {
      questionId: question.id,
      score: ref.score,
      question: {
        type: question.type,
        text: question.text,
        level: question.level,
        promotion: question.promotion,
        answer: question.answer,
        choices: question.choices,
      },
    };
  });
}

const paperColumns = (input: PaperCompose, catalogId: string | null) => ({
  catalogId,
  title: input.title,
  minute: input.minute,
  limitMinute: input.limitMinute,
  passScore: input.score,
});

/** `POST api/admin/study/paper`: a new unpublished paper; `add` in its catalogue. */
export async function createPaper(request: Caller, input: PaperCompose): Promise<AdminPaper> {
  const catalogId = await paperCatalogue(request, input.category);
  (await paperCatalogues(request)).assert(catalogId, 'add');
  const copies = await copiedQuestions(request, input.questions);
  const { orgId, id: creatorId } = request.caller;
  const paper = await request.deps.db.transaction(async (tx) => {
    const row = await insertPaper(tx, { orgId, creatorId, ...paperColumns(input, catalogId) });
    await replacePaperQuestions(tx, orgId, row.id, copies);
    return row;
  });
  return paperDetail(request, paper.id);
}

/** `PUT api/admin/study/paper/{id}`: refused once published; `edit` in its catalogue and `add` in another one it moves to. */
export async function editPaper(request: Caller, paper: PaperRow, input: PaperCompose): Promise<AdminPaper> {
  const access = await assertPaperRight(request, paper, 'edit');
  const catalogId = await paperCatalogue(request, input.category);
  if (catalogId !== paper.catalogId) access.assert(catalogId, 'add');
  const copies = await copiedQuestions(request, input.questions);
  const { orgId } = request.caller;
  await request.deps.db.transaction(async (tx) => {
    const locked = await lockPaper(tx, orgId, paper.id);
    if (!locked) throw appError('errors.exam.paperNotFound');
    if (locked.status === 1) throw appError('errors.exam.paperLocked');
    await updatePaper(tx, orgId, paper.id, paperColumns(input, catalogId), request.deps.clock.now());
    await replacePaperQuestions(tx, orgId, paper.id, copies);
  });
  return paperDetail(request, paper.id);
}

/** `DELETE api/admin/study/paper/{id}`: refused once published; `deleted` in its catalogue. */
export async function removePaper(request: Caller, paper: PaperRow): Promise<void> {
  await assertPaperRight(request, paper, 'deleted');
  await request.deps.db.transaction(async (tx) => {
    const locked = await lockPaper(tx, request.caller.orgId, paper.id);
    if (locked?.status === 1 || (await paperHasAttempts(tx, request.caller.orgId, paper.id))) throw appError('errors.exam.paperLocked');
    await deletePaper(tx, request.caller.orgId, paper.id);
  });
}

/**
 * `POST api/admin/study/paper/{id}/status`: 1 publishes (the paper rules are checked again on what
 * is stored) and locks the paper; 0 unpublishes while no learner has started it. Either is `edit`
 * in the paper's catalogue.
 */
export async function setPaperStatus(request: Caller, paper: PaperRow, status: 0 | 1): Promise<AdminPaper> {
  await assertPaperRight(request, paper, 'edit');
  const { orgId } = request.caller;
  const now = request.deps.clock.now();
  await request.deps.db.transaction(async (tx) => {
    const locked = await lockPaper(tx, orgId, paper.id);
    if (!locked) throw appError('errors.exam.paperNotFound');
    if (locked.status === status) return;
    if (status === 0) {
      if (await paperHasAttempts(tx, orgId, paper.id)) throw appError('errors.exam.paperLocked');
      await updatePaper(tx, orgId, paper.id, { status: 0, publishedAt: null }, now);
      return;
    }
    const rows = await paperQuestionsOf(tx, orgId, [paper.id]);
    const check = checkPaper({
      title: locked.title,
      minute: locked.minute,
      limitMinute: locked.limitMinute,
      score: locked.passScore,
      questions: rows.map((row) => ({ id: `${row.position}`, score: row.score })),
    });
    if (check.errors.length > 0) throw rulesError(check.errors, 'questions');
    await updatePaper(tx, orgId, paper.id, { status: 1, publishedAt: now }, now);
  });
  return paperDetail(request, paper.id);
}

/**
 * `POST api/admin/study/paper/draw`: questions drawn by the rules from the enabled bank the caller
 * sees (a catalogue it cannot see is not found, its questions never drawn). The seed comes from a
 * cryptographic source unless given; the same seed and bank draw the same questions.
 */
export async function drawPaperQuestions(
  request: Caller,
  rules: readonly DrawRule[],
  givenSeed: number | undefined,
): Promise<{ seed: number; questions: AdminQuestion[]; shortfalls: { rule: number; wanted: number; available: number; message: string }[] }> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const access = await questionCatalogues(request);
  const seen = access.rows.filter((row) => access.rights(row.id).access);
  const expanded = rules.map((rule) => ({ ...rule, catalogs: [...new Set(rule.catalogs.flatMap((id) => catalogueAndBelow(seen, id)))] }));
  if (expanded.some((rule, index) => rules[index]!.catalogs.length > 0 && rule.catalogs.length === 0)) throw appError('errors.library.catalogNotFound');
  const bank = await drawCandidates(db, orgId, [...new Set(rules.map((rule) => rule.type))], access.hidden);
  const seed = givenSeed ?? randomInt(0, 2 ** 32 - 1);
  const drawn = drawQuestions(
    expanded,
    bank.map((row) => ({ id: row.id, type: row.type, level: row.level, catalog: row.catalogId ?? '' })),
    seededRandom(seed),
  );
  const found = new Map(
    (
      await findQuestionsByIds(
        db,
        orgId,
        drawn.picks.map((pick) => pick.id),
      )
    ).map((row) => [row.question.id, row]),
  );
  return {
    seed,
    questions: drawn.picks.flatMap((pick) => {
      const row = found.get(pick.id);
      return row ? [{ ...presentQuestion(row), score: pick.score }] : [];
    }),
    shortfalls: drawn.shortfalls.map((shortfall) => ({
      ...shortfall,
      message: request.t('exam.draw.shortfall', { rule: shortfall.rule + 1, wanted: shortfall.wanted, available: shortfall.available }),
    })),
  };
}
