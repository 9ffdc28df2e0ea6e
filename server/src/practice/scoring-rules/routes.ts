import { disableBodySchema, nameListQuerySchema, ok, scoringRuleBodySchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { createScoringRule, editScoringRule, removeScoringRule, scoringRuleInOrg, scoringRuleList, setScoringRuleDisabled } from './commands.js';
import { presentScoringRule } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, nameListQuerySchema);
  ctx.body = ok(await scoringRuleList(callerRequest(ctx), query));
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ rule: presentScoringRule(await scoringRuleInOrg(callerRequest(ctx), String(ctx.params.id))) });
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, scoringRuleBodySchema);
  ctx.body = ok({ rule: await createScoringRule(callerRequest(ctx), input) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const rule = await scoringRuleInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, scoringRuleBodySchema);
  ctx.body = ok({ rule: await editScoringRule(request, rule, input) });
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const rule = await scoringRuleInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ rule: await setScoringRuleDisabled(request, rule, disabled) });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeScoringRule(request, await scoringRuleInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** Scoring rules: `trainassessrule` (with `ruledetails`); the scene editor reads them. */
export function registerScoringRuleRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/voice/scorerule', requireFunction(['trainassessrule', 'voicescene']), list);
  admin.post('/api/admin/voice/scorerule', requireFunction('trainassessrule'), create);
  admin.get('/api/admin/voice/scorerule/:id', requireFunction(['trainassessrule', 'voicescene'], id), detail);
  admin.put('/api/admin/voice/scorerule/:id', requireFunction('trainassessrule', id), update);
  admin.post('/api/admin/voice/scorerule/:id/disable', requireFunction('trainassessrule', id), disable);
  admin.delete('/api/admin/voice/scorerule/:id', requireFunction('trainassessrule', id), remove);
}
