import { dialogue, type ScenarioSimulateBody } from '@peilian/shared';
import type { ScenarioRow } from '../../db/schema/index.js';
import { invalidInput } from '../../errors/index.js';
import { engineOptions, scenarioOf } from '../session/engine.js';
import { playedScenario } from '../settings/commands.js';
import type { Caller } from '../../auth/caller.js';

/** Fixed so the same scripts give the same report (the customer's line choices are seeded). */
const SIMULATE_SEED = 1;

/**
 * `POST api/admin/material/scene/{id}/simulate`: the learner scripts run through the stored scenario
 * (draft or enabled) with the organisation's word libraries and speeches, as a live session would.
 */
export async function simulateScenario(request: Caller, row: ScenarioRow, body: ScenarioSimulateBody): Promise<dialogue.CoverageReport> {
  const own = scenarioOf(row.document);
  // A stored flow the engine cannot read: said as invalid input with its reason, never a bare placeholder.
  if (!own) throw invalidInput('validation.invalidValue', {}, 'document');
  const scenario = await playedScenario(request.deps.db, request.caller.orgId, own);
  const said = body.scripts.flatMap((script) => script.events.flatMap((event) => (event.type === 'utterance' ? [event.text] : []))).join(' ');
  const options = await engineOptions(request.deps, request.caller.orgId, scenario, said, SIMULATE_SEED);
  return dialogue.coverage(scenario, body.scripts, options);
}
