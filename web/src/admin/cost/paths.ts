/** The cost centre's pages (admin §2 expenses: costbaseinfo, hidden costpay under it, costdetails). */
export const COST_BASE_PATH = '/admin/expenses/costbaseinfo';
export const COST_PAY_PATH = '/admin/expenses/costpay';
export const COST_DETAILS_PATH = '/admin/expenses/costdetails';
