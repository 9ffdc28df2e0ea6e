import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import {
  createScoringRule,
  editScoringRule,
  removeScoringRule,
  scoringRuleInOrg,
  scoringRuleList,
  scoringRuleUsage,
  setScoringRuleDisabled,
} from './commands.js';
import { presentScoringRule } from '../presenter.js';

const { scoringRules } = ADMIN_ENDPOINTS;
const RULES = { functions: 'trainassessrule' };
/** The scene editor (`voicescene`) picks a scenario's scoring rule. */
const READ = { functions: ['trainassessrule', 'voicescene'] };
const ID = { targets: ['params.id'] };

/** Scoring rules: `trainassessrule` (with `ruledetails`); the scene editor reads them. */
export function registerScoringRuleRoutes(routers: Routers): void {
  adminRoute(routers, scoringRules.list, READ, async ({ query }, request) => ok(await scoringRuleList(request, query())));

  adminRoute(routers, scoringRules.create, RULES, async ({ body }, request) => ok({ rule: await createScoringRule(request, body()) }));

  adminRoute(routers, scoringRules.read, { ...READ, ...ID }, async ({ params }, request) =>
    ok({ rule: presentScoringRule(await scoringRuleInOrg(request, params.id)) }),
  );

  adminRoute(routers, scoringRules.update, { ...RULES, ...ID }, async ({ params, body }, request) => {
    const rule = await scoringRuleInOrg(request, params.id);
    return ok(await editScoringRule(request, rule, body()));
  });

  adminRoute(routers, scoringRules.usage, { ...RULES, ...ID }, async ({ params }, request) =>
    ok(await scoringRuleUsage(request, await scoringRuleInOrg(request, params.id))),
  );

  adminRoute(routers, scoringRules.disable, { ...RULES, ...ID }, async ({ params, body }, request) => {
    const rule = await scoringRuleInOrg(request, params.id);
    return ok({ rule: await setScoringRuleDisabled(request, rule, body().disabled) });
  });

  adminRoute(routers, scoringRules.remove, { ...RULES, ...ID, recycles: 'scorerule' }, async ({ params }, request) => {
    await removeScoringRule(request, await scoringRuleInOrg(request, params.id));
    return ok({});
  });
}
