import { scenarioSimulateResponseSchema, type dialogue } from '@peilian/shared';
import { api } from '../../app/services';

/** `POST scene/{id}/simulate`: learner scripts run through the saved flow; the coverage report. */
export async function simulateScenario(id: string, scripts: { name: string; events: string[] }[]): Promise<dialogue.CoverageReport> {
  const answer = await api.post(`api/admin/material/scene/${encodeURIComponent(id)}/simulate`, { scripts }, { json: true });
  return scenarioSimulateResponseSchema.parse(answer).report;
}
