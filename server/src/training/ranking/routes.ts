import { ok, rankingQuerySchema, type RankingResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { ranking } from '../personal.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/trainning/v3/ranking?page&rows`. */
async function rankingPage(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, rankingQuerySchema);
  const body: RankingResponse = ok(await ranking(callerRequest(ctx), query));
  ctx.body = body;
}

/** The ranking page (learner §2.9 /user/ranking). */
export function registerRankingRoutes({ learner }: Routers): void {
  learner.get('/api/trainning/v3/ranking', rankingPage);
}
