import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { mediaRecord } from '../media/commands.js';
import { LIBRARY_FUNCTION } from '../mediaAccess.js';
import { mediaQuestionList, saveMediaQuestions } from './commands.js';

const { mediaQuestions } = ADMIN_ENDPOINTS;
const MEDIA = { functions: LIBRARY_FUNCTION, targets: ['params.id'], load: { id: mediaRecord } };

/** The questions inside a video or file (editvideo / editfile; docs/training.md "Questions inside a video or file"). */
export function registerMediaQuestionRoutes(routers: Routers): void {
  adminRoute(routers, mediaQuestions.list, MEDIA, async ({ records: { id: row } }, request) => ok({ questions: await mediaQuestionList(request, row) }));

  adminRoute(routers, mediaQuestions.save, MEDIA, async ({ body, records: { id: row } }, request) =>
    ok({ questions: await saveMediaQuestions(request, row, body()) }),
  );
}
