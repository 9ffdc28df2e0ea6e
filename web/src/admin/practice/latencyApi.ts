import type { ScenarioLatencyResponse, SessionLatencyResponse } from '@peilian/shared';
import { adminApi } from '../api';

/** The latency calls of the back office (docs/practice.md "Latency") through the admin endpoint table. */

export interface LatencyQuery {
  /** ms since the epoch; none: the server's last 30 days. */
  from?: number;
  to?: number;
  page: number;
  rows: number;
}

export async function fetchScenarioLatency(scenarioId: string, query: LatencyQuery): Promise<ScenarioLatencyResponse> {
  return adminApi.latency.scenario({ id: scenarioId, ...query });
}

export async function fetchSessionLatency(sessionId: string): Promise<SessionLatencyResponse> {
  return adminApi.latency.session({ sessionId });
}
