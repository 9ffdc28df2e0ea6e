import type { dialogue } from '@peilian/shared';
import { scenarioVoice, sessionDocument, type PracticeSessionState } from '../../data/practiceSessions.js';
import type { AppDeps } from '../../http/context.js';
import { flowSpeeches, scenarioOf, type FlowSpeeches } from './engine.js';
import { voiceOf, type SessionVoice } from './voice.js';

/**
 * What a session is played with besides its state: the scenario (its document is a copy taken at
 * the start and never changes), the library lines its flow names and its customer's voice. They are
 * read once per session and process, not on every turn, so a speech or a digital human changed
 * while a session runs is heard from its next session on (docs/practice.md "The lexicon").
 */
export interface SessionPlan {
  scenario: dialogue.Scenario;
  speeches: FlowSpeeches;
  voice: SessionVoice;
}

/** Plans of the sessions served most recently (null: the document no longer parses), least recent first. */
const plans = new Map<string, Promise<SessionPlan | null>>();
const PLANS_KEPT = 500;

function keep(sessionId: string, plan: Promise<SessionPlan | null>): Promise<SessionPlan | null> {
  plans.delete(sessionId);
  plans.set(sessionId, plan);
  if (plans.size > PLANS_KEPT) plans.delete(plans.keys().next().value!);
  plan.catch(() => {
    if (plans.get(sessionId) === plan) plans.delete(sessionId);
  });
  return plan;
}

/** Keeps the plan a session was just started with. */
export function keepPlan(sessionId: string, plan: SessionPlan): void {
  void keep(sessionId, Promise.resolve(plan));
}

export async function voiceFor(deps: AppDeps, orgId: string, scenarioId: string | null): Promise<SessionVoice> {
  return voiceOf(scenarioId ? await scenarioVoice(deps.db, orgId, scenarioId) : undefined);
}

async function readPlan(deps: AppDeps, row: PracticeSessionState): Promise<SessionPlan | null> {
  const document = await sessionDocument(deps.db, row.orgId, row.id);
  const scenario = document ? scenarioOf(document) : null;
  if (!scenario) return null;
  const [speeches, voice] = await Promise.all([flowSpeeches(deps, row.orgId, scenario), voiceFor(deps, row.orgId, row.scenarioId)]);
  return { scenario, speeches, voice };
}

/** The session's plan, or null when its scenario document no longer parses. */
export function planOf(deps: AppDeps, row: PracticeSessionState): Promise<SessionPlan | null> {
  return keep(row.id, plans.get(row.id) ?? readPlan(deps, row));
}
