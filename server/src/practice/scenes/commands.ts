import { dialogue, FILE_REFERENCE_RULES, type AdminScenario, type ScenarioBody, type ScenarioListQuery, type FileReferenceRule } from '@peilian/shared';
import { findAudioInOrg } from '../../data/practice/audio.js';
import { findCustomerInOrg } from '../../data/practice/customers.js';
import { existingSpeechIds } from '../../data/practice/speeches.js';
import { findScenarioInOrg, insertScenario, listScenarios, updateScenario } from '../../data/practice/scenarios.js';
import { findScoringRuleInOrg } from '../../data/practice/scoringRules.js';
import type { ScenarioRow } from '../../db/schema/index.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { presentScenario } from '../presenter.js';
import { optionalRef } from '../context.js';
import { checkStoredFile } from '../../storage/fileReferences.js';
import type { Caller } from '../../auth/caller.js';
import { loadRecord, recordLoader } from '../../http/records.js';
import { contentAccess, type CatalogueRights, type ContentAccess } from '../../library/index.js';

/**
 * Scenarios have no catalogue: one without a list of its own is anyone's who holds `voicescene`;
 * one with a list follows it (docs/training.md "Record access lists").
 */
const scenarioAccess = (request: Caller): Promise<ContentAccess> => contentAccess(request, 'scenario', null);

/** Refuses a change of a scenario the caller lacks `right` for. */
async function assertScenarioRight(request: Caller, scenario: ScenarioRow, right: keyof CatalogueRights): Promise<void> {
  (await scenarioAccess(request)).assertRecord(scenario, right);
}

/**
 * Scenarios (admin §3 "Scenario", §4): the document in the shared scenario format with its flow,
 * checked by the same shared validator as the editor. A scenario asked to be enabled while
 * incomplete is saved as a draft; enabling a stored one that is incomplete is refused.
 */

const ISSUES_IN_MESSAGE = 3;

/** The scenario's background audio (`bgmid`) or ringtone (`ringtoneid`): an audio of the organisation of that kind. */
async function audioRef(request: Caller, id: string, kind: 'bgm' | 'ringtone'): Promise<string | null> {
  const audio = await optionalRef(request, id, (orgId, audioId) => findAudioInOrg(request.deps.db, orgId, audioId), 'errors.practice.audioNotFound');
  if (audio && audio.kind !== kind) {
    throw kind === 'bgm'
      ? invalidInput('practiceAdmin.rules.bgmWrongKind', {}, 'bgmid')
      : invalidInput('practiceAdmin.rules.ringtoneWrongKind', {}, 'ringtoneid');
  }
  return audio?.id ?? null;
}

async function columns(request: Caller, input: ScenarioBody) {
  const validation = dialogue.validateScenario(input.scenario);
  // The request schema refused every blocking issue, so the document parsed.
  const scenario = validation.scenario!;
  await assertOwnSpeeches(request, scenario);
  const { db } = request.deps;
  const customer = await optionalRef(request, input.customerid, (orgId, id) => findCustomerInOrg(db, orgId, id), 'errors.practice.customerNotFound');
  const rule = await optionalRef(request, input.scoringruleid, (orgId, id) => findScoringRuleInOrg(db, orgId, id), 'errors.practice.scoringRuleNotFound');
  const { status: _asked, ...parsed } = scenario;
  // Nodes written without a position (a hand-written file, the Excel layout) are laid out in layers.
  const document = { ...parsed, flow: dialogue.placeUnpositioned(scenario.flow, dialogue.nodesWithoutPosition(input.scenario)) };
  const storedFile = (path: string, rule: FileReferenceRule, field: string) => checkStoredFile(request.deps.storage, request.caller.orgId, path, rule, field);
  return {
    name: scenario.name.trim(),
    category: scenario.category.trim(),
    description: scenario.description,
    status: validation.status ?? 'draft',
    document: document as Record<string, unknown>,
    customerId: customer?.id ?? null,
    scoringRuleId: rule?.id ?? null,
    backgroundAudioId: await audioRef(request, input.bgmid, 'bgm'),
    ringtoneId: await audioRef(request, input.ringtoneid, 'ringtone'),
    images: await Promise.all(input.images.map((path) => storedFile(path, FILE_REFERENCE_RULES.sceneImage, 'images'))),
    excellentRecording: input.excellentrecording ? await storedFile(input.excellentrecording, FILE_REFERENCE_RULES.sceneRecording, 'excellentrecording') : '',
    excellentDescription: input.excellentdescription,
  };
}

/** Every speech-library line a scenario names (flow lines and the special rules' replies). */
function speechIdsOf(scenario: dialogue.Scenario): string[] {
  const ids = scenario.flow.nodes.flatMap((node) => node.transitions.filter((t) => t.speechtype === dialogue.SPEECH_TYPES.library).map((t) => t.speechid));
  ids.push(scenario.specialRules.silence.replySpeechId, scenario.specialRules.nonStandard.alertSpeechId);
  return [...new Set(ids.filter(Boolean))];
}

/** A scenario may only name speeches of its own organisation. */
async function assertOwnSpeeches(request: Caller, scenario: dialogue.Scenario): Promise<void> {
  const ids = speechIdsOf(scenario);
  const found = await existingSpeechIds(request.deps.db, request.caller.orgId, ids.filter(isUuid));
  if (ids.some((id) => !found.has(id))) throw appError('errors.practice.speechNotFound');
}

/** The rules a stored scenario still breaks, as if it were to be enabled. */
function issuesOf(row: ScenarioRow): dialogue.FlowIssue[] {
  return dialogue.validateScenario({ ...row.document, status: 'draft' }).issues;
}

export async function scenarioList(request: Caller, query: ScenarioListQuery): Promise<{ rows: AdminScenario[]; total: number }> {
  const { records } = await scenarioAccess(request);
  const found = await listScenarios(
    request.deps.db,
    { orgId: request.caller.orgId, name: query.name, category: query.category, status: query.status, records },
    query.page,
    query.rows,
  );
  return { rows: found.rows.map((row) => presentScenario(row, request.deps.storage)), total: found.total };
}

/** A scenario of the caller's organisation the caller may see, else `errors.practice.scenarioNotFound`; its routes load it for `:id`. */
export const scenarioRecord = recordLoader('errors.practice.scenarioNotFound', async (db, orgId, id, caller) => {
  const row = await findScenarioInOrg(db, orgId, id);
  return row && (await scenarioAccess(caller)).recordRights(row).access ? row : undefined;
});

/** A scenario of the caller's organisation by id, else its 404. */
export function scenarioInOrg(request: Caller, id: string): Promise<ScenarioRow> {
  return loadRecord(scenarioRecord, request, id);
}

/** One scenario with its document and the issues that keep it from being enabled. */
export async function scenarioDetail(request: Caller, id: string): Promise<AdminScenario> {
  const row = await scenarioInOrg(request, id);
  return presentScenario(row, request.deps.storage, { issues: issuesOf(row), t: request.t });
}

export async function createScenario(request: Caller, input: ScenarioBody): Promise<AdminScenario> {
  const row = await insertScenario(request.deps.db, { orgId: request.caller.orgId, creatorId: request.caller.id, ...(await columns(request, input)) });
  return scenarioDetail(request, row.id);
}

export async function editScenario(request: Caller, scenario: ScenarioRow, input: ScenarioBody): Promise<AdminScenario> {
  await assertScenarioRight(request, scenario, 'edit');
  await updateScenario(request.deps.db, request.caller.orgId, scenario.id, await columns(request, input), request.deps.clock.now());
  return scenarioDetail(request, scenario.id);
}

/** `disabled` 1 disables; 0 enables, only when the flow is complete (admin §4). */
export async function setScenarioDisabled(request: Caller, scenario: ScenarioRow, disabled: 0 | 1): Promise<AdminScenario> {
  await assertScenarioRight(request, scenario, 'edit');
  let status: string = 'disabled';
  if (disabled === 0) {
    const issues = issuesOf(scenario);
    if (issues.length > 0) {
      const detail = issues
        .slice(0, ISSUES_IN_MESSAGE)
        .map((issue) => request.t(issue.key, issue.params))
        .join('；');
      throw appError('errors.practice.scenarioIncomplete', { detail });
    }
    status = 'enabled';
  }
  await updateScenario(request.deps.db, request.caller.orgId, scenario.id, { status }, request.deps.clock.now());
  return scenarioDetail(request, scenario.id);
}
