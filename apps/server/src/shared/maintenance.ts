import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The refusal of a money call while MAINTENANCE_MODE is on. */
export const maintenanceError = () =>
  new AppError(503, 'maintenance', 'The site is under maintenance: money calls are paused');

/**
 * A preHandler that refuses a money call (deposit, withdrawal, real-money launch) with 503
 * `maintenance` while MAINTENANCE_MODE is on; `applies` narrows it to some requests.
 */
export function refuseDuringMaintenance(
  app: FastifyInstance,
  applies: (request: FastifyRequest) => boolean = () => true,
) {
  return async (request: FastifyRequest) => {
    if (app.config.MAINTENANCE_MODE && applies(request)) throw maintenanceError();
  };
}
