import type { FaqDrillListQuery } from '@peilian/shared';
import { drillAnswers, findDrillAnswer, findDrillInOrg, listDrills } from '../../data/faqDrills.js';
import type { FaqAnswerRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { presentDrillItems, presentDrillRow } from '../drillPresenter.js';

/**
 * The learners' drills in the back office (docs/faq.md "Results"): every drill of the organisation,
 * running and finished, of child tasks and free practice, newest first; one drill with every
 * question, the learner's answer, its score and keywords, and the recording of a spoken answer.
 */

/** `GET api/admin/v3/faq/drill`: one page of the drills, filtered by child task, package and learner. */
export async function drillList(request: Caller, query: FaqDrillListQuery) {
  const filter = {
    viewer: request.viewer,
    childTaskId: query.childtaskid,
    packageId: query.packageid,
    name: query.name,
  };
  // An id that is no UUID names no drill's task: nothing matches, rather than a database error.
  if ((query.childtaskid && !isUuid(query.childtaskid)) || (query.packageid && !isUuid(query.packageid))) return { rows: [], total: 0 };
  const found = await listDrills(request.deps.db, filter, query.page, query.rows);
  return { total: found.total, rows: found.rows.map(presentDrillRow) };
}

/** `GET api/admin/v3/faq/drill/{id}`: the drill's row and every question with its answer. */
export async function drillDetail(request: Caller, id: string) {
  const { db } = request.deps;
  const found = await findDrillInOrg(db, request.viewer, id);
  if (!found) throw appError('errors.faq.drillNotFound');
  const answers = await drillAnswers(db, request.caller.orgId, id);
  return { drill: presentDrillRow(found), items: presentDrillItems(found.questions, answers) };
}

/** The answer to question `seq` of a drill of the organisation, for its recording. */
export async function drillAnswerInOrg(request: Caller, id: string, seq: number): Promise<FaqAnswerRow> {
  const { db } = request.deps;
  const answer = (await findDrillInOrg(db, request.viewer, id)) && seq > 0 ? await findDrillAnswer(db, request.caller.orgId, id, seq) : undefined;
  if (!answer) throw appError('errors.faq.questionUnknown');
  return answer;
}
