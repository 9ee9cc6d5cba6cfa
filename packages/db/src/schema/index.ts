export * from './builtin-provider.ts';
export * from './game.ts';
export * from './payment.ts';
export * from './player.ts';
export * from './settings.ts';
export * from './wallet.ts';
