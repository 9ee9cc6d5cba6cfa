import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { ReportQuery } from '@casino/contracts/backoffice';
import { currencySubunits, gameReport, reportCsv } from '../reporting/service.ts';
import { checkLedger } from '../wallet/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

/** GGR/NGR reports and their CSV download (docs/decisions/025); the ledger check. */
export function registerReportRoutes(route: RouteOf, ctx: BackofficeContext) {
  route(backofficeApi.getReport, {
    summary: 'GGR and NGR from the ledger by day, currency, game or provider, for a date range',
    // Reports read the replica when there is one (DATABASE_READ_URL): long scans off the primary.
    handler: async (request) =>
      gameReport(ctx.readDb, request.query as ReportQuery, ctx.clock.now()),
  });
  route(backofficeApi.exportReportCsv, {
    summary: 'The same report as a CSV download (amounts in major units); the export is audited',
    handler: async (request, reply) => {
      const query = request.query as ReportQuery;
      const report = await gameReport(ctx.readDb, query, ctx.clock.now());
      const csv = reportCsv(report, await currencySubunits(ctx.readDb));
      // Figures leaving the system: who took which range.
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'report.export',
        targetType: 'report',
        targetId: `${query.groupBy}:${query.from}..${query.to}`,
        after: { rows: report.rows.length },
      });
      const name = `ggr-ngr-by-${query.groupBy}-${query.from}-to-${query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  });
  route(backofficeApi.checkLedger, {
    summary:
      'Proves the whole ledger (every balance the sum of its entries, every transfer two balanced entries, every currency summing to zero, reservations and hourly game totals) on one snapshot; audited',
    // The primary, not the replica: a replica's lag is not the ledger's state.
    handler: async (request) => {
      const started = performance.now();
      const report = await checkLedger(ctx.db);
      const check = {
        ok: report.mismatches.length === 0,
        checkedAt: ctx.clock.now().toISOString(),
        tookMs: Math.round(performance.now() - started),
        accounts: report.accounts,
        transfers: report.transfers,
        entries: report.entries,
        mismatchCount: report.mismatches.length,
        mismatches: report.mismatches.slice(0, 100),
      };
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'ledger.check',
        targetType: 'ledger',
        targetId: 'all',
        after: { ok: check.ok, mismatches: check.mismatchCount, transfers: check.transfers },
      });
      return check;
    },
  });
}
