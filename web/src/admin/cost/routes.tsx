import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { CostBaseInfoPage } from './CostBaseInfoPage';
import { CostDetailsPage } from './CostDetailsPage';
import { CostPayPage } from './CostPayPage';
import { COST_BASE_PATH, COST_DETAILS_PATH, COST_PAY_PATH } from './paths';

/** The cost centre's pages, relative to `/admin/` (functions costbaseinfo, costpay following it, costdetails). */
export const COST_ROUTES: readonly AdminPageRoute[] = [
  { path: 'expenses/costbaseinfo', element: <CostBaseInfoPage /> },
  { path: 'expenses/costpay', element: <CostPayPage /> },
  { path: 'expenses/costdetails', element: <CostDetailsPage /> },
];

/** Their breadcrumb titles. */
export const COST_TITLES: Record<string, MessageKey> = {
  [COST_BASE_PATH]: 'people.functions.costbaseinfo',
  [COST_PAY_PATH]: 'billing.pages.pay',
  [COST_DETAILS_PATH]: 'people.functions.costdetails',
};
