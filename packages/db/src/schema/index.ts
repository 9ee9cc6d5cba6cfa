export * from './player.ts';
export * from './settings.ts';
