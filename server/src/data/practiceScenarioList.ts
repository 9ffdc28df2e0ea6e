import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { customers, scenarios } from '../db/schema/index.js';

export interface PracticeScenarioRow {
  id: string;
  name: string;
  category: string;
  description: string;
  customerName: string | null;
  images: string[];
}

/** The organisation's enabled scenarios with their customer's name, by name: what a learner may practise freely. */
export function listEnabledScenarios(db: Db, orgId: string): Promise<PracticeScenarioRow[]> {
  return db
    .select({
      id: scenarios.id,
      name: scenarios.name,
      category: scenarios.category,
      description: scenarios.description,
      customerName: customers.name,
      images: scenarios.images,
    })
    .from(scenarios)
    .leftJoin(customers, refersTo(scenarios, scenarios.customerId, customers))
    .where(and(eq(scenarios.orgId, orgId), eq(scenarios.status, 'enabled')))
    .orderBy(asc(scenarios.name), asc(scenarios.id));
}
