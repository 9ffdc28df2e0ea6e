import { dialogue } from '@peilian/shared';
import { findOrganisationById } from '../../data/organisations.js';
import type { Db } from '../../db/client.js';

/**
 * The organisation's practice settings as stored now, with the defaults for what it never set. Read
 * fresh from the database whenever a session starts (or the simulator runs), never cached, so a change
 * made through any server process reaches the next session of every process at once.
 */
export async function organisationPracticeOf(db: Db, orgId: string): Promise<dialogue.OrganisationPractice> {
  return dialogue.organisationPractice((await findOrganisationById(db, orgId))?.settings);
}

/** The scenario a session plays: the stored one combined with its organisation's settings (`dialogue.effectiveScenario`). */
export async function playedScenario(db: Db, orgId: string, scenario: dialogue.Scenario): Promise<dialogue.Scenario> {
  return dialogue.effectiveScenario(scenario, await organisationPracticeOf(db, orgId));
}
