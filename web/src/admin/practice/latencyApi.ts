import { scenarioLatencyResponseSchema, sessionLatencyResponseSchema, type ScenarioLatencyResponse, type SessionLatencyResponse } from '@peilian/shared';
import { api } from '../../app/services';

/** The latency calls of the back office (docs/practice.md "Latency"), answers checked by the shared schemas. */

export interface LatencyQuery {
  /** ms since the epoch; none: the server's last 30 days. */
  from?: number;
  to?: number;
  page: number;
  rows: number;
}

export async function fetchScenarioLatency(scenarioId: string, query: LatencyQuery): Promise<ScenarioLatencyResponse> {
  const params: Record<string, number> = { page: query.page, rows: query.rows };
  if (query.from !== undefined) params.from = query.from;
  if (query.to !== undefined) params.to = query.to;
  return scenarioLatencyResponseSchema.parse(await api.get(`api/admin/material/scene/${encodeURIComponent(scenarioId)}/latency`, params));
}

export async function fetchSessionLatency(sessionId: string): Promise<SessionLatencyResponse> {
  return sessionLatencyResponseSchema.parse(await api.get(`api/admin/material/scene/session/${encodeURIComponent(sessionId)}/latency`));
}
