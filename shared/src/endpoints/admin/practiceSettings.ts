import { endpoint } from '../../api/endpoint.js';
import {
  organisationSpecialRulesResponseSchema,
  organisationSpecialRulesSchema,
  practiceAlgorithmBodySchema,
  practiceAlgorithmResponseSchema,
} from '../../schemas/practiceSettings.js';

const SETTING = 'api/admin/system/setting';

/**
 * The organisation's live-practice settings (docs/practice.md "Organisation rules and the practice
 * algorithm"): its special rules on 系统设置 (`adminsetting`; the spec names no path) and the
 * practice algorithm (`arithmetic`, the spec's `tech/param` with its `data`).
 */
export const practiceSettingEndpoints = {
  specialRules: endpoint({ method: 'GET', path: `${SETTING}/specialrules`, response: organisationSpecialRulesResponseSchema }),
  setSpecialRules: endpoint({
    method: 'PUT',
    path: `${SETTING}/specialrules`,
    body: organisationSpecialRulesSchema,
    response: organisationSpecialRulesResponseSchema,
    json: true,
  }),
  algorithm: endpoint({ method: 'GET', path: `${SETTING}/tech/param`, response: practiceAlgorithmResponseSchema }),
  setAlgorithm: endpoint({
    method: 'PUT',
    path: `${SETTING}/tech/param`,
    body: practiceAlgorithmBodySchema,
    response: practiceAlgorithmResponseSchema,
    json: true,
  }),
} as const;
