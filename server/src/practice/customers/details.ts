import type { CustomerDetails } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { scenariosOfCustomer } from '../../data/practice/scenarios.js';
import { findVoiceTemplateInOrg } from '../../data/practice/voiceTemplates.js';
import { customerFigures, customerMisses } from '../../data/reportCustomer.js';
import type { ReportScope } from '../../data/reportScope.js';
import { presentVoiceTemplate } from '../presenter.js';
import { customerInOrg, presentedCustomer } from './commands.js';

/**
 * A customer's details page (admin §2 voicecustomerdetails; docs/practice.md "A customer's
 * details"): the customer, its digital human, the scenarios that play it, and how the learners the
 * caller's reports count have done with it — the same learners a report shows this caller (the
 * organisation's, narrowed by the data permission of admin §6), never another organisation's.
 */
export async function customerDetails(request: Caller, id: string): Promise<Omit<CustomerDetails, 'successed'>> {
  const row = await customerInOrg(request, id);
  const { db } = request.deps;
  const scope: ReportScope = { orgId: request.orgId, viewer: request.viewer, departmentId: '', positionId: '' };
  const human = row.digitalHumanId ? await findVoiceTemplateInOrg(db, request.orgId, row.digitalHumanId) : undefined;
  const [customer, scenes, figures, misses] = await Promise.all([
    presentedCustomer(request, row.id),
    scenariosOfCustomer(db, request.orgId, row.id),
    customerFigures(db, scope, row.id),
    customerMisses(db, scope, row.id),
  ]);
  return { customer, digitalhuman: human ? presentVoiceTemplate(human) : null, scenes, figures, misses };
}
