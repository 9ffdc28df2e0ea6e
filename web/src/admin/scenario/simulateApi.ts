import type { dialogue } from '@peilian/shared';
import { adminApi } from '../api';

/** `POST scene/{id}/simulate`: learner scripts run through the saved flow; the coverage report. */
export async function simulateScenario(id: string, scripts: { name: string; events: string[] }[]): Promise<dialogue.CoverageReport> {
  return (await adminApi.scenes.simulate({ id }, { scripts })).report;
}
