import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendRecording } from '../../http/storedFile.js';
import { drillAnswerInOrg, drillDetail, drillList } from './commands.js';

const { faqDrills } = ADMIN_ENDPOINTS;
/** The results of quick Q&A are read with the bank's function (admin §2 questionbank). */
const FUNCTION = 'questionbank';
/** A drill's answer: any integer seq — one that names no answer is not found. */
const SEQ = z.object({ id: z.uuid(), seq: z.coerce.number().int() });

/** The learners' drills in the back office (docs/faq.md "Results"). */
export function registerFaqResultRoutes(routers: Routers): void {
  adminRoute(routers, faqDrills.list, { functions: FUNCTION }, async ({ query }, request) => ok(await drillList(request, query())));

  adminRoute(routers, faqDrills.read, { functions: FUNCTION, targets: ['params.id'] }, async ({ params }, request) =>
    ok(await drillDetail(request, params.id)),
  );

  // The learner's recording of a spoken answer (mp3, with Range).
  adminRoute(routers, faqDrills.answerAudio, { functions: FUNCTION, params: SEQ, targets: ['params.id'] }, async ({ params }, request, ctx) => {
    const answer = await drillAnswerInOrg(request, params.id, params.seq);
    return sendRecording(ctx, request.deps.storage, answer.audioKey, answer.seq);
  });
}
