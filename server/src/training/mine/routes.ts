import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { mine, setOwnAvatar } from '../personal.js';
import { myReport } from './report.js';

const { training } = LEARNER_ENDPOINTS;

/** The personal centre (learner §2.9 /user/mine): profile, level, stars, learning time, avatar, the learner's own figures. */
export function registerMineRoutes(routers: Routers): void {
  learnerRoute(routers, training.mine, {}, async (_input, request) => ok({ user: await mine(request) }));
  learnerRoute(routers, training.myReport, {}, async (_input, request) => ok(await myReport(request)));
  learnerRoute(routers, training.avatar, {}, async ({ body }, request) => ok({ avatar: await setOwnAvatar(request, body().avatar) }));
}
