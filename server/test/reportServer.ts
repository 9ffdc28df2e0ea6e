import { adminCaller } from './peopleClient.js';
import { ManualClock } from './clock.js';
import { demoOrganisation } from './factories.js';
import { startTestServer, type TestServer } from './harness.js';
import { refreshOrganisationReports } from '../src/reports/refresh.js';
import { demoHistory } from './support/history.js';

export interface ReportServer {
  server: TestServer;
  clock: ManualClock;
  orgId: string;
  owner: ReturnType<typeof adminCaller>;
  /** Computes the demo organisation's figures now (the job is off: tests decide when). */
  refresh(): Promise<void>;
}

/**
 * The real server on a copy of the demo database with 30 days of demo history (the run's
 * `demoHistory()`), its clock at the moment the history runs up to, the refresh job off (tests
 * refresh when they mean to), the demo owner signed in and the figures computed.
 */
export async function startReportServer(): Promise<ReportServer> {
  const history = await demoHistory();
  const clock = new ManualClock(history.now);
  const server = await startTestServer({ clock, from: history, env: { REPORT_REFRESH_MS: '0' } });
  const db = server.database.db;
  const orgId = (await demoOrganisation(db)).id;
  const owner = adminCaller(server.fetch, await server.login('owner01'));
  const refresh = async () => {
    await refreshOrganisationReports(db, orgId, clock.now());
  };
  await refresh();
  return { server, clock, orgId, owner, refresh };
}

/** Computes an organisation's report figures now, as the refresh job would (for suites outside the data centre's). */
export { refreshOrganisationReports as refreshReports } from '../src/reports/refresh.js';
