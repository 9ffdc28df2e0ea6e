/**
 * The data centre's Excel exports (docs/reports.md, "Exports"): the platform's streamed writer
 * (`lib/xlsxExport.ts`), which the cost centre's usage export shares.
 */
export * from '../lib/xlsxExport.js';
