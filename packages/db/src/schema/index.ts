export * from './communication.ts';
export * from './content.ts';
export * from './game.ts';
export * from './notification.ts';
export * from './payment.ts';
export * from './player.ts';
export * from './settings.ts';
export * from './wallet.ts';
