import type { dialogue } from '@peilian/shared';
import { findOrganisationById } from '../../data/organisations.js';
import { findCustomerInOrg } from '../../data/practice/customers.js';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import type { CustomerPersona } from '../../providers/llm/index.js';
import { scenarioVoice, sessionDocument, type PracticeSessionState } from '../../data/practiceSessions.js';
import type { AppDeps } from '../../http/context.js';
import { flowSpeeches, scenarioOf, type FlowSpeeches } from './engine.js';
import { voiceOf, type SessionVoice } from './voice.js';
import { processCache } from '../../lib/processCache.js';
import { sceneOptionsOf, type SceneOptions } from '../options/sceneOptions.js';
import { soundsOf, type SessionSounds } from './sounds.js';
import type { ScenarioRow } from '../../db/schema/index.js';

/**
 * What a session is played with besides its state: the scenario (its document is a copy taken at
 * the start and never changes), the library lines its flow names, its customer's voice and persona,
 * the ringtone and ambience of the call, and the organisation's scene-practice options. They are read
 * once per session and process, not on every turn, so a speech, a digital human, a sound or an option
 * changed while a session runs applies from its next session on (docs/practice.md "The lexicon",
 * "Scene-practice options", "Ringtone and ambience").
 */
export interface SessionPlan {
  scenario: dialogue.Scenario;
  speeches: FlowSpeeches;
  voice: SessionVoice;
  /** The scenario's customer, as the model plays it (free talk, role-play). */
  persona: CustomerPersona;
  options: SceneOptions;
  /** The scenario's ringtone and background ambience (enabled ones of the voice library). */
  sounds: SessionSounds;
}

/** Plans of the sessions served most recently (null: the document no longer parses), least recent first. */
const plans = processCache<string, Promise<SessionPlan | null>>();
const PLANS_KEPT = 500;

function keep(sessionId: string, plan: Promise<SessionPlan | null>): void {
  plans.delete(sessionId);
  plans.set(sessionId, plan);
  if (plans.size > PLANS_KEPT) plans.delete(plans.keys().next().value!);
}

/** Keeps the plan a session was just started with. */
export function keepPlan(sessionId: string, plan: SessionPlan): void {
  keep(sessionId, Promise.resolve(plan));
}

export async function voiceFor(deps: Pick<AppDeps, 'db'>, orgId: string, scenarioId: string | null): Promise<SessionVoice> {
  return voiceOf(scenarioId ? await scenarioVoice(deps.db, orgId, scenarioId) : undefined);
}

/** The scenario's customer from the customer library (a scenario without one: a plain customer). */
async function personaOf(deps: AppDeps, orgId: string, stored: ScenarioRow | undefined): Promise<CustomerPersona> {
  const customer = stored?.customerId ? await findCustomerInOrg(deps.db, orgId, stored.customerId) : undefined;
  if (!customer) return { name: '客户' };
  const attributes = customer.attributes.map((attribute) => ({ name: attribute.label, value: attribute.value }));
  if (customer.tradeTime) attributes.push({ name: '预计成交时间', value: customer.tradeTime });
  return { name: customer.name, gender: customer.gender === 1 ? 1 : 0, attributes };
}

/** The plan of a scenario as it stands: its flow's library lines, its customer's voice, its sounds and the organisation's options. */
export async function planFor(deps: AppDeps, orgId: string, scenarioId: string | null, scenario: dialogue.Scenario): Promise<SessionPlan> {
  const stored = scenarioId ? findScenarioInOrg(deps.db, orgId, scenarioId) : Promise.resolve(undefined);
  const [speeches, voice, persona, sounds, org] = await Promise.all([
    flowSpeeches(deps, orgId, scenario),
    voiceFor(deps, orgId, scenarioId),
    stored.then((row) => personaOf(deps, orgId, row)),
    stored.then((row) => soundsOf(deps, orgId, row)),
    findOrganisationById(deps.db, orgId),
  ]);
  return { scenario, speeches, voice, persona, sounds, options: sceneOptionsOf(org?.settings) };
}

async function readPlan(deps: AppDeps, row: PracticeSessionState): Promise<SessionPlan | null> {
  const document = await sessionDocument(deps.db, row.orgId, row.id);
  const scenario = document ? scenarioOf(document) : null;
  return scenario ? planFor(deps, row.orgId, row.scenarioId, scenario) : null;
}

/** The session's plan, or null when its scenario document no longer parses; a failed read is not kept. */
export function planOf(deps: AppDeps, row: PracticeSessionState): Promise<SessionPlan | null> {
  let plan = plans.get(row.id);
  if (!plan) {
    const read = (plan = readPlan(deps, row));
    read.catch(() => {
      if (plans.get(row.id) === read) plans.delete(row.id);
    });
  }
  keep(row.id, plan);
  return plan;
}
