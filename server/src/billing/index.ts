/**
 * What other domains may use of the cost centre (docs/architecture.md, "Server domains"): pricing,
 * for reports that show what usage cost.
 */
export { billedUnits, charge, costOf, priceOf } from './pricing.js';
