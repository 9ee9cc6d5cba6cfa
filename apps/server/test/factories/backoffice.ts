import { createBackofficeContext } from '../../src/modules/backoffice/context.ts';
import type { TestServer } from '../build-app.ts';

/** A back-office context over a test app's own parts (to create operators and keys directly). */
export const backofficeContextOf = (app: TestServer) =>
  createBackofficeContext({
    config: app.config,
    db: app.db,
    readDb: app.readDb,
    clock: app.clock,
    log: app.log,
    payments: app.payments.ctx,
    events: app.events,
    outbox: app.outbox,
    games: app.games,
    restrictedCountries: app.restrictedCountries,
    verification: app.verification,
  });
