import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { allowLearnerMediaAccess } from '../../library/index.js';
import { mediaItem, mediaTask, reportMedia } from './commands.js';
import { learnerMayViewMedia } from './mediaAccessRule.js';
import { answerQuestion, learnerQuestions } from './questions.js';

const { training } = LEARNER_ENDPOINTS;

/**
 * A task or media that is not open to the learner is refused exactly as a missing one, an id that is
 * not one included, so the ids go to the commands as they came.
 */
const TASK = { params: z.object({ id: z.string() }) };
const MEDIA = { params: z.object({ id: z.string(), mediaId: z.string() }) };
const QUESTION = { params: z.object({ id: z.string(), mediaId: z.string(), n: z.string() }) };
/** `?userid`: an administrator of the task list looking at a learner's progress. */
const FOR_USER = { targets: ['query.userid'] };

/** File reading and video watching (learner §7 mediatask calls; /user/dashboard/file, /user/dashboard/video). */
export function registerMediaTaskRoutes(routers: Routers): void {
  // The content library's viewkey call lets learners view media of child tasks open to them.
  allowLearnerMediaAccess(learnerMayViewMedia);

  learnerRoute(routers, training.mediaTask, { ...TASK, ...FOR_USER }, async ({ params, query }, request) =>
    ok(await mediaTask(request, params.id, query().userid)),
  );

  learnerRoute(routers, training.mediaItem, { ...MEDIA, ...FOR_USER }, async ({ params, query }, request) =>
    ok(await mediaItem(request, params.id, params.mediaId, query().userid)),
  );

  learnerRoute(routers, training.mediaReport, MEDIA, async ({ params, body }, request) => ok(await reportMedia(request, params.id, params.mediaId, body())));

  // Questions inside a video or file (docs/training.md "Questions inside a video or file").
  learnerRoute(routers, training.mediaQuestions, { ...MEDIA, ...FOR_USER }, async ({ params, query }, request) =>
    ok({ questions: await learnerQuestions(request, params.id, params.mediaId, query().userid) }),
  );

  learnerRoute(routers, training.mediaAnswer, QUESTION, async ({ params, body }, request) =>
    ok(await answerQuestion(request, { childId: params.id, mediaId: params.mediaId, n: params.n }, body())),
  );
}
