import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { drillLearner, DRILL_SEQ } from './access.js';
import { answerQuestion, finishDrill, readDrill } from './answering.js';
import { registerDrillAudioRoutes } from './audio.js';
import { startDrill } from './drawing.js';

const { faq } = LEARNER_ENDPOINTS;

/** The learner's quick Q&A drill (docs/faq.md "The drill"); spoken answers are recognised over the socket (`./voice.ts`). */
export function registerFaqDrillRoutes(routers: Routers): void {
  // A child task's drill (resumed while it runs) or free practice; `childtaskid` names the learner's own task.
  learnerRoute(routers, faq.start, { targets: ['body.childtaskid'] }, async ({ body }, request) =>
    ok({ drill: await startDrill(drillLearner(request), body().childtaskid) }),
  );

  learnerRoute(routers, faq.read, {}, async ({ params }, request) => ok({ drill: await readDrill(drillLearner(request), params.id) }));

  learnerRoute(routers, faq.answer, { params: DRILL_SEQ }, async ({ params, body }, request) =>
    ok({ answer: await answerQuestion(drillLearner(request), params.id, params.seq, body) }),
  );

  learnerRoute(routers, faq.finish, {}, async ({ params }, request) => ok({ drill: await finishDrill(drillLearner(request), params.id) }));

  registerDrillAudioRoutes(routers);
}
