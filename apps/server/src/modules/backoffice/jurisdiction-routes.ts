import { backofficeApi, type GbReturnQuery } from '@casino/contracts/api/backoffice';
import { jurisdictionOverview } from '../jurisdiction/reports-service.ts';
import { currencySubunits, gbReturn, gbReturnCsv } from '../reporting/service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

/** The jurisdiction profiles in force and the GB quarterly regulatory return (issue 32). */
export function registerJurisdictionRoutes(route: RouteOf, ctx: BackofficeContext) {
  route(backofficeApi.getJurisdictions, {
    summary: 'The jurisdiction profile in force per place (JURISDICTION_COUNTRIES) and every rule',
    handler: async () => jurisdictionOverview(ctx.jurisdictionCountries),
  });
  route(backofficeApi.getGbReturn, {
    summary:
      "A quarter's GB regulatory return figures (players of the gb profile), from the ledger",
    handler: async (request) =>
      gbReturn(ctx.db, ctx.jurisdictionCountries, (request.query as GbReturnQuery).quarter),
  });
  route(backofficeApi.exportGbReturnCsv, {
    summary: 'The GB regulatory return as a CSV download; the export is audited',
    handler: async (request, reply) => {
      const { quarter } = request.query as GbReturnQuery;
      const report = await gbReturn(ctx.db, ctx.jurisdictionCountries, quarter);
      const csv = gbReturnCsv(report, await currencySubunits(ctx.db));
      // Figures leaving the system for the regulator: who took which quarter.
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'report.export',
        targetType: 'gb_return',
        targetId: `${report.periodStart}..${report.periodEnd}`,
        after: { products: report.products.length, activePlayers: report.activePlayers },
      });
      const name = `gb-regulatory-return-${report.periodStart}-to-${report.periodEnd}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  });
}
