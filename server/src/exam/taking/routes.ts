import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { ownAttempt } from '../attemptAccess.js';
import { examSave, examSubmit } from './answering.js';
import { examLogs, examResult } from './results.js';
import { examPaper, examQueryTime, examStart, examToken } from './taking.js';

// `{id}` is the exam child task of a task package (docs/exam.md); `key` the attempt key.
const { exam } = LEARNER_ENDPOINTS;
/** `?userid`: an administrator of the exam task list reading a learner's results. */
const FOR_USER = { targets: ['query.userid'] };

/** The learner's exam calls (learner §7). */
export function registerExamTakingRoutes(routers: Routers): void {
  learnerRoute(routers, exam.token, {}, async ({ params, query }, request) => ok(await examToken(request, params.id, query().preview)));

  learnerRoute(routers, exam.paper, {}, async ({ params }, request) => ok(await examPaper(request, params.id)));

  learnerRoute(routers, exam.start, {}, async ({ params, query }, request) => {
    const { key, preview, paperversion } = query();
    return ok(await examStart(request, params.id, key, preview, paperversion));
  });

  // The attempt is resolved before the body is read, so a wrong id or key is 404 whatever the body holds.
  learnerRoute(routers, exam.save, {}, async ({ params, query, body }, request) => {
    const { key } = query();
    await ownAttempt(request, params.id, key);
    return ok(await examSave(request, params.id, key, body().answer));
  });

  learnerRoute(routers, exam.submit, {}, async ({ params, query, body }, request) => {
    const { key } = query();
    await ownAttempt(request, params.id, key);
    return ok(await examSubmit(request, params.id, key, body().answer));
  });

  learnerRoute(routers, exam.querytime, {}, async ({ params, query }, request) => ok(await examQueryTime(request, params.id, query().key)));

  learnerRoute(routers, exam.result, FOR_USER, async ({ params, query }, request) => ok(await examResult(request, params.id, query().userid)));

  learnerRoute(routers, exam.logs, FOR_USER, async ({ params, query }, request) => ok(await examLogs(request, params.id, query().userid)));
}
