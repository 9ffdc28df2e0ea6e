import { LATENCY_DEFAULT_DAYS, ok, type LatencyStage, type LatencyTurn, type ScenarioLatencyQuery } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import {
  findLatencySession,
  scenarioLatencySessions,
  scenarioStagePercentiles,
  sessionLatencyTurns,
  sessionStagePercentiles,
  type LatencyTurnRow,
  type StagePercentiles,
} from '../../data/practiceLatency.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import type { CallerRequest } from '../../lib/request.js';
import { inOrg } from '../context.js';
import { scenarioInOrg } from '../scenes/commands.js';

/** Server latency of practice turns for the back office (docs/practice.md "Latency"). */

const DAY_MS = 24 * 60 * 60 * 1000;
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const presentStages = (stages: StagePercentiles[]): LatencyStage[] => stages.map((stage) => ({ ...stage, p50: round(stage.p50), p95: round(stage.p95) }));
const presentTurn = ({ seq, learnerText, createdAt, timings }: LatencyTurnRow): LatencyTurn => ({
  seq,
  learnertext: learnerText,
  at: createdAt.getTime(),
  recognition: timings.recognizedMs ?? null,
  engine: timings.engineMs,
  audio: timings.audioMs - timings.engineMs,
  send: timings.sentMs - timings.audioMs,
  total: timings.sentMs,
});

/** The scenario's stages and its sessions over `from`–`to` (default: the last 30 days). */
async function scenarioLatency(request: CallerRequest, scenarioId: string, query: ScenarioLatencyQuery) {
  const to = query.to ?? request.deps.clock.now().getTime() + 1;
  const from = query.from ?? to - LATENCY_DEFAULT_DAYS * DAY_MS;
  const range = { from: new Date(from), to: new Date(to) };
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const stages = await scenarioStagePercentiles(db, orgId, scenarioId, range);
  const sessions = await scenarioLatencySessions(db, orgId, scenarioId, range, { offset: (query.page - 1) * query.rows, limit: query.rows });
  return {
    from,
    to,
    stages: presentStages(stages),
    sessions: sessions.rows.map((row) => ({
      id: row.id,
      learnername: row.learnerName,
      startedat: row.startedAt.getTime(),
      status: row.status,
      turns: row.turns,
      p50: round(row.totalP50),
      p95: round(row.totalP95),
    })),
    total: sessions.total,
  };
}

/** One session of the caller's organisation: its turns with their stages, and its p50 / p95. */
async function sessionLatency(request: CallerRequest, sessionId: string) {
  const { db } = request.deps;
  const session = await inOrg(request, sessionId, (orgId, id) => findLatencySession(db, orgId, id), 'errors.practiceSession.notFound');
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

const { latency } = ADMIN_ENDPOINTS;

/** Latency calls: the rights of the scenario admin calls (`voicescene`). */
export function registerLatencyRoutes(routers: Routers): void {
  adminRoute(routers, latency.session, { functions: 'voicescene', targets: ['params.sessionId'] }, async ({ params }, request) =>
    ok(await sessionLatency(request, params.sessionId)),
  );

  adminRoute(routers, latency.scenario, { functions: 'voicescene', targets: ['params.id'] }, async ({ params, query }, request) => {
    const scenario = await scenarioInOrg(request, params.id);
    return ok(await scenarioLatency(request, scenario.id, query));
  });
}
