import { CATALOG_TYPES, type AdminQuestion, type Question, type QuestionListQuery } from '@peilian/shared';
import { findCatalogueInOrg } from '../../data/catalogues.js';
import { findQuestionInOrg, insertQuestions, listQuestions, updateQuestion } from '../../data/questions.js';
import type { QuestionRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { catalogueAccess, catalogueAndBelow, type CatalogueAccess } from '../../library/index.js';
import { presentQuestion, questionColumns } from '../presenter.js';
import type { Caller } from '../../auth/caller.js';
import { recordLoader } from '../../http/records.js';

/**
 * The question bank (admin §3 "Online question", §7 `api/admin/study/question`): list with search
 * and filters (the picker uses the same call, 30 a page, by type), create, edit, disable. Questions
 * follow the access lists of their catalogues (docs/training.md "Catalogue access lists").
 */

/** The caller's access to the question catalogues (type 11). */
export const questionCatalogues = (request: Caller): Promise<CatalogueAccess> => catalogueAccess(request, CATALOG_TYPES.question);

/** The catalogue id a request names: '' = none; else a question catalogue (type 11) of the organisation. */
export async function questionCatalogue({ deps, caller }: Caller, id: string, type: number = CATALOG_TYPES.question): Promise<string | null> {
  if (!id) return null;
  const found = isUuid(id) ? await findCatalogueInOrg(deps.db, caller.orgId, id) : undefined;
  if (!found || found.type !== type) throw appError('errors.library.catalogNotFound');
  return found.id;
}

/** `GET api/admin/study/question`: a page of questions; a catalogue includes the ones below it; hidden catalogues' questions are left out. */
export async function questionList(request: Caller, query: QuestionListQuery): Promise<{ rows: AdminQuestion[]; total: number }> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const access = await questionCatalogues(request);
  let catalogIds: string[] | undefined;
  if (query.catalogid) catalogIds = isUuid(query.catalogid) ? catalogueAndBelow(access.rows, query.catalogid) : [];
  const found = await listQuestions(
    db,
    { orgId, text: query.text, type: query.type, level: query.level, catalogIds, hiddenCatalogIds: access.hidden, disabled: query.disabled },
    query.page,
    query.rows,
  );
  return { rows: found.rows.map(presentQuestion), total: found.total };
}

/**
 * A question of the caller's organisation, else `errors.exam.questionNotFound`; its routes load it
 * for `:id`. A question in a catalogue the caller cannot see is not found either.
 */
export const questionRecord = recordLoader('errors.exam.questionNotFound', async (db, orgId, id, caller) => {
  const question = (await findQuestionInOrg(db, orgId, id))?.question;
  return question && (await questionCatalogues(caller)).rights(question.catalogId).access ? question : undefined;
});

/** One question for the back office. */
export async function presented(request: Caller, id: string): Promise<AdminQuestion> {
  const found = await findQuestionInOrg(request.deps.db, request.caller.orgId, id);
  if (!found) throw appError('errors.exam.questionNotFound');
  return presentQuestion(found);
}

/** `POST api/admin/study/question`: a checked question (shared `bankQuestionSchema`); `add` in its catalogue. */
export async function createQuestion(request: Caller, input: Question): Promise<AdminQuestion> {
  const catalogId = await questionCatalogue(request, input.catalog);
  (await questionCatalogues(request)).assert(catalogId, 'add');
  const [row] = await insertQuestions(request.deps.db, [{ orgId: request.caller.orgId, catalogId, creatorId: request.caller.id, ...questionColumns(input) }]);
  return presented(request, row!.id);
}

/**
 * `PUT api/admin/study/question/{id}`: papers keep their own copies, so editing never changes a
 * paper. `edit` in the question's catalogue, and `add` in another one it moves to.
 */
export async function editQuestion(request: Caller, question: QuestionRow, input: Question): Promise<AdminQuestion> {
  const access = await questionCatalogues(request);
  access.assert(question.catalogId, 'edit');
  const catalogId = await questionCatalogue(request, input.catalog);
  if (catalogId !== question.catalogId) access.assert(catalogId, 'add');
  await updateQuestion(
    request.deps.db,
    request.caller.orgId,
    question.id,
    { catalogId, ...questionColumns(input), disabled: question.disabled },
    request.deps.clock.now(),
  );
  return presented(request, question.id);
}

/**
 * `POST api/admin/study/question/{id}/disable`: a disabled question is never drawn into a paper.
 * It stays in its catalogue and can be enabled again, so it is an edit (`edit`), not a deletion.
 */
export async function setQuestionDisabled(request: Caller, question: QuestionRow, disabled: 0 | 1): Promise<AdminQuestion> {
  (await questionCatalogues(request)).assert(question.catalogId, 'edit');
  await updateQuestion(request.deps.db, request.caller.orgId, question.id, { disabled }, request.deps.clock.now());
  return presented(request, question.id);
}
