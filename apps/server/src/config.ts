import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads; `.env.example` documents each one. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().min(1).default('./data/db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: flag,
  GUEST_CHAT_ENABLED: flag,
  WEB_BUILD_DIR: z.string().min(1).default('apps/web/build'),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Reads and validates the environment once; a wrong value stops the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "not set": without this PORT became 0, a random port.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
