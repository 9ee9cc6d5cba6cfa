// The back office's dashboard and reports (docs/decisions/025, 029, 035): read-only, over the
// report views a migration owns (packages/db/src/schema/reporting.ts), never over tables.

export { affiliateReport } from './affiliates.ts';
export { csvCell, currencySubunits, reportCsv } from './csv.ts';
export { dashboard } from './dashboard.ts';
export { gameReport } from './game-report.ts';
export { gbReturn, quarterPeriod } from './gb-return.ts';
export { gbReturnCsv } from './gb-return-csv.ts';
