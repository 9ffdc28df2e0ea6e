import { endpoint } from '../../api/endpoint.js';
import {
  billListQuerySchema,
  billListResponseSchema,
  costAccountResponseSchema,
  costOrgListQuerySchema,
  costOrgListResponseSchema,
  operatorEntryRequestSchema,
  operatorEntryResponseSchema,
  priceListResponseSchema,
  priceListSchema,
} from '../../schemas/billing.js';
import {
  capacityLimitsResponseSchema,
  capacityLimitsSchema,
  orgCapacityResponseSchema,
  usageReportQuerySchema,
  usageReportResponseSchema,
} from '../../schemas/capacity.js';
import { fileDownloadSchema } from '../../schemas/files.js';

const COST = 'api/admin/v3/cost';

/**
 * The cost centre (docs/billing.md): the organisation's account and bill rows (costbaseinfo,
 * costdetails), its metered usage and capacity, and the platform operator's side of costpay —
 * every organisation's money, recorded entries, limits and the price list (isadmin 100 only).
 */
export const costEndpoints = {
  capacity: endpoint({ method: 'GET', path: 'api/admin/v3/orgcapacity', response: orgCapacityResponseSchema }),
  account: endpoint({ method: 'GET', path: `${COST}/account`, response: costAccountResponseSchema }),
  bills: endpoint({ method: 'GET', path: `${COST}/bills`, query: billListQuerySchema, response: billListResponseSchema }),
  usage: endpoint({ method: 'GET', path: `${COST}/usage`, query: usageReportQuerySchema, response: usageReportResponseSchema }),
  exportUsage: endpoint({ method: 'GET', path: `${COST}/usage/export`, query: usageReportQuerySchema, response: fileDownloadSchema, binary: true }),
  prices: endpoint({ method: 'GET', path: `${COST}/prices`, response: priceListResponseSchema }),
  setPrices: endpoint({ method: 'PUT', path: `${COST}/prices`, body: priceListSchema, response: priceListResponseSchema, json: true }),
  orgs: endpoint({ method: 'GET', path: `${COST}/orgs`, query: costOrgListQuerySchema, response: costOrgListResponseSchema }),
  orgAccount: endpoint({ method: 'GET', path: `${COST}/orgs/:id/account`, response: costAccountResponseSchema }),
  orgBills: endpoint({ method: 'GET', path: `${COST}/orgs/:id/bills`, query: billListQuerySchema, response: billListResponseSchema }),
  addEntry: endpoint({
    method: 'POST',
    path: `${COST}/orgs/:id/entries`,

    body: operatorEntryRequestSchema,
    response: operatorEntryResponseSchema,
    json: true,
  }),
  limits: endpoint({ method: 'GET', path: `${COST}/orgs/:id/limits`, response: capacityLimitsResponseSchema }),
  setLimits: endpoint({
    method: 'PUT',
    path: `${COST}/orgs/:id/limits`,

    body: capacityLimitsSchema,
    response: capacityLimitsResponseSchema,
    json: true,
  }),
} as const;
