import { LATENCY_DEFAULT_DAYS, type ScenarioLatencyQuery } from '@peilian/shared';
import {
  findLatencySession,
  scenarioLatencySessions,
  scenarioStagePercentiles,
  sessionLatencyTurns,
  sessionStagePercentiles,
} from '../../data/practiceLatency.js';
import type { Caller } from '../../auth/caller.js';
import { inOrg } from '../context.js';
import { presentLatencySession, presentStages, presentTurn } from './presenter.js';

/** Server latency of practice turns for the back office (docs/practice.md "Latency"). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The scenario's stages and its sessions over `from`–`to` (default: the last 30 days). */
export async function scenarioLatency(request: Caller, scenarioId: string, query: ScenarioLatencyQuery) {
  const to = query.to ?? request.deps.clock.now().getTime() + 1;
  const from = query.from ?? to - LATENCY_DEFAULT_DAYS * DAY_MS;
  const range = { from: new Date(from), to: new Date(to) };
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const stages = await scenarioStagePercentiles(db, orgId, scenarioId, range);
  const sessions = await scenarioLatencySessions(db, request.viewer, scenarioId, range, { offset: (query.page - 1) * query.rows, limit: query.rows });
  return {
    from,
    to,
    stages: presentStages(stages),
    sessions: sessions.rows.map(presentLatencySession),
    total: sessions.total,
  };
}

/** One session of the caller's organisation: its turns with their stages, and its p50 / p95. */
export async function sessionLatency(request: Caller, sessionId: string) {
  const { db } = request.deps;
  const session = await inOrg(request, sessionId, (_orgId, id) => findLatencySession(db, request.viewer, id), 'errors.practiceSession.notFound');
  const orgId = request.caller.orgId;
  const stages = await sessionStagePercentiles(db, orgId, session.id);
  const turns = await sessionLatencyTurns(db, orgId, session.id);
  return {
    session: {
      id: session.id,
      scenarioid: session.scenarioId ?? '',
      scenarioname: session.scenarioName,
      learnername: session.learnerName,
      startedat: session.startedAt.getTime(),
      status: session.status,
    },
    stages: presentStages(stages),
    turns: turns.map(presentTurn),
  };
}
