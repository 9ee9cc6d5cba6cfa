import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './routes.ts';

/** Public site settings under /api/settings (currencies, locales, countries, constants). */
export const settingsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
};
