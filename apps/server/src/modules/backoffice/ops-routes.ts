import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { PaymentFeeSetting } from '@casino/db';
import type { FastifyRequest } from 'fastify';
import type { AuditWriter } from '../../shared/operator-change.ts';
import type { Result } from '../../shared/result.ts';
import * as games from '../game/operator-service.ts';
import { paymentLimits, updatePaymentLimit } from '../payment/operator-service.ts';
import { registrationFields, updateRegistrationFields } from '../player/operator-service.ts';
import * as settings from '../settings/operator-service.ts';
import { callerOf, pagedList, type RouteOf } from './access.ts';
import { auditBy } from './audit.ts';
import type { BackofficeContext } from './context.ts';
import { type BackofficeFailure, unwrap } from './failures.ts';

type Id = { id: string };
type Range = { min: number; max: number };

/**
 * Runs a change of the owning module as the caller, audited in its transaction, and answers its
 * value (or its failure as an error).
 */
const change =
  <T>(
    work: (request: FastifyRequest, audit: AuditWriter) => Promise<Result<T, BackofficeFailure>>,
  ) =>
  async (request: FastifyRequest) =>
    unwrap(await work(request, auditBy(callerOf(request).actor)));

/** The games and settings screens' calls (docs/decisions/024), made by the owning modules. */
export function registerOpsRoutes(route: RouteOf, ctx: BackofficeContext) {
  const catalog = { db: ctx.db, clock: ctx.clock, catalogVersion: ctx.games.catalogVersion };
  /** `PUT …/{id}` with `{isEnabled}`: a game or a provider switched on or off. */
  const switched = (
    service: (
      deps: games.CatalogOperatorDeps,
      audit: AuditWriter,
      id: string,
      isEnabled: boolean,
    ) => Promise<Result<unknown, BackofficeFailure>>,
  ) =>
    change((request, audit) =>
      service(
        catalog,
        audit,
        (request.params as Id).id,
        (request.body as { isEnabled: boolean }).isEnabled,
      ),
    );
  route(backofficeApi.listCatalogGames, {
    summary: 'The game catalog (shown or not) with search, filters, sorting and paging',
    handler: pagedList((query: Parameters<typeof games.listCatalog>[1]) =>
      games.listCatalog(ctx.db, query),
    ),
  });
  route(backofficeApi.updateGame, {
    summary: 'Switch a game on or off: off, it leaves the lobby and launches are refused',
    statuses: [404],
    handler: switched(games.setGameEnabled),
  });
  route(backofficeApi.listGameProviders, {
    summary: 'Game providers with their game counts',
    handler: async () => ({
      items: (await games.listProviders(ctx.db)).map((provider) => ({
        ...provider,
        hasFeed: Boolean(ctx.games.providers.get(provider.identity)?.readFeed),
      })),
    }),
  });
  route(backofficeApi.updateGameProvider, {
    summary: 'Switch a provider on or off: off, all of its games leave the lobby',
    statuses: [404],
    handler: switched(games.setProviderEnabled),
  });
  route(backofficeApi.updateGameProviderCountries, {
    summary:
      'The countries where a provider (an aggregator and its games) is switched off: its games leave their lobby and real-money launches from there are refused',
    statuses: [404],
    handler: change((request, audit) =>
      games.setProviderCountries(
        catalog,
        audit,
        (request.params as Id).id,
        (request.body as { disabledCountries: string[] }).disabledCountries,
      ),
    ),
  });
  route(backofficeApi.importGameProvider, {
    summary:
      "Import an aggregator's games from its feed (sandbox: its twin's; live: its configured URL): new ones added, known ones updated, dropped ones left out of the lobby; the same feed again changes nothing",
    statuses: [404, 422, 502],
    handler: change((request, audit) =>
      games.importProviderGames(
        { ...catalog, providers: ctx.games.providers },
        audit,
        (request.params as Id).id,
      ),
    ),
  });
  route(backofficeApi.listCollections, {
    summary: "The lobby's collections in their order",
    handler: async () => ({ items: await games.listCollections(ctx.db) }),
  });
  route(backofficeApi.createCollection, {
    summary: 'A new collection, last in the lobby',
    statuses: [409],
    handler: change((request, audit) =>
      games.createCollection(
        catalog,
        audit,
        request.body as { name: string; identity: string; countries: string[] },
      ),
    ),
  });
  route(backofficeApi.reorderCollections, {
    summary: "The lobby's order of collections (every collection, once)",
    handler: change(async (request, audit) => {
      const result = await games.reorderCollections(
        catalog,
        audit,
        (request.body as { ids: string[] }).ids,
      );
      return result.ok ? { ok: true as const, value: { items: result.value } } : result;
    }),
  });
  route(backofficeApi.updateCollection, {
    summary: 'Rename a collection, switch it on or off, or change its countries',
    statuses: [404],
    handler: change((request, audit) =>
      games.updateCollection(
        catalog,
        audit,
        (request.params as Id).id,
        request.body as { name?: string; isEnabled?: boolean; countries?: string[] },
      ),
    ),
  });
  route(backofficeApi.listCollectionGames, {
    summary: 'The games of a collection in their order',
    statuses: [404],
    handler: async (request) => ({
      items: await games.collectionGames(ctx.db, (request.params as Id).id),
    }),
  });
  route(backofficeApi.setCollectionGames, {
    summary: 'The games of a collection and their order (add, remove, reorder in one call)',
    statuses: [404],
    handler: change((request, audit) =>
      games.setCollectionGames(
        catalog,
        audit,
        (request.params as Id).id,
        (request.body as { gameIds: string[] }).gameIds,
      ),
    ),
  });

  route(backofficeApi.listCurrencySettings, {
    summary: 'Every currency with its state and rate to the base currency',
    handler: async () => ({ items: await settings.listAllCurrencies(ctx.db) }),
  });
  route(backofficeApi.updateCurrencySettings, {
    summary: 'Enable or disable a currency, or set its rate',
    statuses: [404],
    handler: change((request, audit) =>
      settings.updateCurrency(
        ctx,
        audit,
        (request.params as { code: string }).code,
        request.body as { isEnabled?: boolean; rate?: number },
      ),
    ),
  });
  route(backofficeApi.getRegistrationFields, {
    summary: 'The registration form’s fields and which are required',
    handler: async () => registrationFields(ctx.db),
  });
  route(backofficeApi.updateRegistrationFields, {
    summary: 'Which optional registration fields are required',
    handler: change((request, audit) =>
      updateRegistrationFields(
        ctx,
        audit,
        (request.body as { required: Record<string, boolean> }).required,
      ),
    ),
  });
  route(backofficeApi.listPaymentLimits, {
    summary: 'Deposit and withdrawal ranges and withdrawal fees per method and currency',
    handler: async () => paymentLimits(ctx.payments),
  });
  route(backofficeApi.updatePaymentLimit, {
    summary: 'Set the ranges and the withdrawal fee of a method in a currency',
    statuses: [404],
    handler: change((request, audit) =>
      updatePaymentLimit(
        ctx.payments,
        audit,
        request.params as { method: string; currency: string },
        request.body as { deposit?: Range; withdrawal?: Range; fee?: PaymentFeeSetting | null },
      ),
    ),
  });
  route(backofficeApi.getRestrictedCountries, {
    summary: 'The countries closed to registration, deposits and real-money play',
    handler: async () => ctx.restrictedCountries.get(),
  });
  route(backofficeApi.updateRestrictedCountries, {
    summary: 'Replace the restricted countries (applies at once)',
    handler: change((request, audit) =>
      settings.updateRestrictedCountries(
        ctx,
        audit,
        (request.body as { countries: string[] }).countries,
      ),
    ),
  });
}
