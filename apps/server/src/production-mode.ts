/**
 * Imported first by the entry points: React (loaded with the site's server build) picks its
 * production build from process.env.NODE_ENV alone, and config.ts defaults NODE_ENV to
 * production. Left unset, SSR would run React's development build (~3-5x slower).
 */
process.env.NODE_ENV ??= 'production';
