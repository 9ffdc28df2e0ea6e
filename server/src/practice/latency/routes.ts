import { LATENCY_DEFAULT_DAYS, ok, scenarioLatencyQuerySchema, type LatencyStage, type LatencyTurn } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import {
  findLatencySession,
  scenarioLatencySessions,
  scenarioStagePercentiles,
  sessionLatencyTurns,
  sessionStagePercentiles,
  type LatencyTurnRow,
  type StagePercentiles,
} from '../../data/practiceLatency.js';
import { parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { inOrg } from '../context.js';
import { scenarioInOrg } from '../scenes/commands.js';
import { callerRequest } from '../../lib/request.js';

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

/** `GET api/admin/material/scene/{id}/latency?from&to&page&rows`: the scenario's stages and its sessions (default: last 30 days). */
async function scenarioLatency(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const scenario = await scenarioInOrg(request, String(ctx.params.id));
  const query = parseQuery(ctx, scenarioLatencyQuerySchema);
  const to = query.to ?? request.deps.clock.now().getTime() + 1;
  const from = query.from ?? to - LATENCY_DEFAULT_DAYS * DAY_MS;
  const range = { from: new Date(from), to: new Date(to) };
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const stages = await scenarioStagePercentiles(db, orgId, scenario.id, range);
  const sessions = await scenarioLatencySessions(db, orgId, scenario.id, range, { offset: (query.page - 1) * query.rows, limit: query.rows });
  ctx.body = ok({
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
  });
}

/** `GET api/admin/material/scene/session/{sessionId}/latency`: one session's turns with their stages, and its p50 / p95. */
async function sessionLatency(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const { db } = request.deps;
  const session = await inOrg(request, String(ctx.params.sessionId), (orgId, id) => findLatencySession(db, orgId, id), 'errors.practiceSession.notFound');
  const orgId = request.caller.orgId;
  const stages = await sessionStagePercentiles(db, orgId, session.id);
  const turns = await sessionLatencyTurns(db, orgId, session.id);
  ctx.body = ok({
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
  });
}

/** Latency calls: the rights of the scenario admin calls (`voicescene`). */
export function registerLatencyRoutes({ admin }: Routers): void {
  admin.get('/api/admin/material/scene/session/:sessionId/latency', requireFunction('voicescene', { targets: ['params.sessionId'] }), sessionLatency);
  admin.get('/api/admin/material/scene/:id/latency', requireFunction('voicescene', { targets: ['params.id'] }), scenarioLatency);
}
