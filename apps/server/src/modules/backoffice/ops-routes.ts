import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { PaymentFeeSetting } from '@casino/db';
import type { FastifyRequest } from 'fastify';
import type { Result } from '../../shared/result.ts';
import { callerOf, pagedList, type RouteOf } from './access.ts';
import type { BackofficeContext } from './context.ts';
import { type BackofficeFailure, unwrap } from './failures.ts';
import * as gamesService from './games-service.ts';
import * as settingsService from './settings-service.ts';

type Id = { id: string };
type Range = { min: number; max: number };

/** Runs a change as the caller and answers its value (or its failure as an error). */
const change =
  <T>(
    work: (
      request: FastifyRequest,
      actor: ReturnType<typeof callerOf>['actor'],
    ) => Promise<Result<T, BackofficeFailure>>,
  ) =>
  async (request: FastifyRequest) =>
    unwrap(await work(request, callerOf(request).actor));

/** The games and settings screens' calls (docs/decisions/024). */
export function registerOpsRoutes(route: RouteOf, ctx: BackofficeContext) {
  /** `PUT …/{id}` with `{isEnabled}`: a game or a provider switched on or off. */
  const switched = (
    service: (
      ctx: BackofficeContext,
      id: string,
      isEnabled: boolean,
      actor: ReturnType<typeof callerOf>['actor'],
    ) => Promise<Result<unknown, BackofficeFailure>>,
  ) =>
    change((request, actor) =>
      service(
        ctx,
        (request.params as Id).id,
        (request.body as { isEnabled: boolean }).isEnabled,
        actor,
      ),
    );
  route(backofficeApi.listCatalogGames, {
    summary: 'The game catalog (shown or not) with search, filters, sorting and paging',
    handler: pagedList((query: Parameters<typeof gamesService.listCatalog>[1]) =>
      gamesService.listCatalog(ctx.db, query),
    ),
  });
  route(backofficeApi.updateGame, {
    summary: 'Switch a game on or off: off, it leaves the lobby and launches are refused',
    statuses: [404],
    handler: switched(gamesService.setGameEnabled),
  });
  route(backofficeApi.listGameProviders, {
    summary: 'Game providers with their game counts',
    handler: async () => ({ items: await gamesService.listProviders(ctx.db) }),
  });
  route(backofficeApi.updateGameProvider, {
    summary: 'Switch a provider on or off: off, all of its games leave the lobby',
    statuses: [404],
    handler: switched(gamesService.setProviderEnabled),
  });
  route(backofficeApi.listCollections, {
    summary: "The lobby's collections in their order",
    handler: async () => ({ items: await gamesService.listCollections(ctx.db) }),
  });
  route(backofficeApi.createCollection, {
    summary: 'A new collection, last in the lobby',
    statuses: [409],
    handler: change((request, actor) =>
      gamesService.createCollection(
        ctx,
        request.body as { name: string; identity: string; countries: string[] },
        actor,
      ),
    ),
  });
  route(backofficeApi.reorderCollections, {
    summary: "The lobby's order of collections (every collection, once)",
    handler: change(async (request, actor) => {
      const result = await gamesService.reorderCollections(
        ctx,
        (request.body as { ids: string[] }).ids,
        actor,
      );
      return result.ok ? { ok: true as const, value: { items: result.value } } : result;
    }),
  });
  route(backofficeApi.updateCollection, {
    summary: 'Rename a collection, switch it on or off, or change its countries',
    statuses: [404],
    handler: change((request, actor) =>
      gamesService.updateCollection(
        ctx,
        (request.params as Id).id,
        request.body as { name?: string; isEnabled?: boolean; countries?: string[] },
        actor,
      ),
    ),
  });
  route(backofficeApi.listCollectionGames, {
    summary: 'The games of a collection in their order',
    statuses: [404],
    handler: async (request) => ({
      items: await gamesService.collectionGames(ctx.db, (request.params as Id).id),
    }),
  });
  route(backofficeApi.setCollectionGames, {
    summary: 'The games of a collection and their order (add, remove, reorder in one call)',
    statuses: [404],
    handler: change((request, actor) =>
      gamesService.setCollectionGames(
        ctx,
        (request.params as Id).id,
        (request.body as { gameIds: string[] }).gameIds,
        actor,
      ),
    ),
  });

  route(backofficeApi.listCurrencySettings, {
    summary: 'Every currency with its state and rate to the base currency',
    handler: async () => ({ items: await settingsService.listAllCurrencies(ctx.db) }),
  });
  route(backofficeApi.updateCurrencySettings, {
    summary: 'Enable or disable a currency, or set its rate',
    statuses: [404],
    handler: change((request, actor) =>
      settingsService.updateCurrency(
        ctx,
        (request.params as { code: string }).code,
        request.body as { isEnabled?: boolean; rate?: number },
        actor,
      ),
    ),
  });
  route(backofficeApi.getRegistrationFields, {
    summary: 'The registration form’s fields and which are required',
    handler: async () => settingsService.registrationFields(ctx.db),
  });
  route(backofficeApi.updateRegistrationFields, {
    summary: 'Which optional registration fields are required',
    handler: change((request, actor) =>
      settingsService.updateRegistrationFields(
        ctx,
        (request.body as { required: Record<string, boolean> }).required,
        actor,
      ),
    ),
  });
  route(backofficeApi.listPaymentLimits, {
    summary: 'Deposit and withdrawal ranges and withdrawal fees per method and currency',
    handler: async () => settingsService.paymentLimits(ctx),
  });
  route(backofficeApi.updatePaymentLimit, {
    summary: 'Set the ranges and the withdrawal fee of a method in a currency',
    statuses: [404],
    handler: change((request, actor) =>
      settingsService.updatePaymentLimit(
        ctx,
        request.params as { method: string; currency: string },
        request.body as { deposit?: Range; withdrawal?: Range; fee?: PaymentFeeSetting | null },
        actor,
      ),
    ),
  });
  route(backofficeApi.getRestrictedCountries, {
    summary: 'The countries closed to registration, deposits and real-money play',
    handler: async () => ctx.restrictedCountries.get(),
  });
  route(backofficeApi.updateRestrictedCountries, {
    summary: 'Replace the restricted countries (applies at once)',
    handler: change((request, actor) =>
      settingsService.updateRestrictedCountries(
        ctx,
        (request.body as { countries: string[] }).countries,
        actor,
      ),
    ),
  });
}
