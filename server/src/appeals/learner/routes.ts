import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { myAppeals, readMyAppeal, recordAppeal, submitAppeal } from './commands.js';

const { appeals } = LEARNER_ENDPOINTS;

/** A learner's appeals of their own scored records (docs/appeals.md). */
export function registerLearnerAppealRoutes(routers: Routers): void {
  learnerRoute(routers, appeals.record, {}, async ({ query }, request) => ok(await recordAppeal(request, query())));
  learnerRoute(routers, appeals.submit, {}, async ({ body }, request) => ok({ appeal: await submitAppeal(request, body()) }));
  learnerRoute(routers, appeals.mine, {}, async ({ query }, request) => ok(await myAppeals(request, query())));
  learnerRoute(routers, appeals.read, {}, async ({ params }, request) => ok({ appeal: await readMyAppeal(request, params.id) }));
}
