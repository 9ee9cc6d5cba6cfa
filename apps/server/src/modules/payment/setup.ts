import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import { lazySecret } from '../../shared/lazy-secret.ts';
import { settingsSecretStore } from '../settings/service.ts';
import type { WalletContext } from '../wallet/context.ts';
import type { PaymentContext, PaymentLog, SecondFactorCheck } from './context.ts';
import { type DepositBonusHooks, noDepositBonuses } from './deposit-bonus.ts';
import {
  type CrossOperatorDepositCheck,
  type DepositArrivalHold,
  type DepositLimitCheck,
  noCrossOperatorCheck,
  noDepositHolds,
  noDepositLimits,
  noWithdrawalGate,
  type WithdrawalGate,
} from './deposit-limits.ts';
import {
  CARD_WEBHOOK_PATH,
  createSandboxCardHost,
  type SandboxCardHost,
} from './providers/sandbox/card-host.ts';
import {
  createSandboxCryptoChain,
  type SandboxCryptoChain,
} from './providers/sandbox/crypto-chain.ts';
import {
  createSandboxPixHost,
  PIX_WEBHOOK_PATH,
  type SandboxPixHost,
} from './providers/sandbox/pix-host.ts';
import { createWebhookSender, type WebhookSender } from './providers/sandbox/webhook-sender.ts';
import { sandboxCardProvider } from './providers/sandbox-card.ts';
import { sandboxCryptoProvider } from './providers/sandbox-crypto.ts';
import { sandboxPixProvider } from './providers/sandbox-pix.ts';
import type { PaymentProvider } from './providers/types.ts';
import { createReconciler, type Reconciler } from './reconcile.ts';

export interface PaymentSetupOptions {
  config: Config;
  db: Db;
  clock: Clock;
  events: EventSink;
  log: PaymentLog;
  depositLimits?: DepositLimitCheck;
  /** The cross-operator limit (LUGAS) asked before a deposit's transaction (none when left out). */
  crossOperatorDeposit?: CrossOperatorDepositCheck;
  /** Credits crypto deposits over a limit to held money (none when left out). */
  depositHold?: DepositArrivalHold;
  /** The bonus engine's deposit steps (none when left out). */
  depositBonus?: DepositBonusHooks;
  /** The identity checks asked before a withdrawal reserves money (none when left out). */
  withdrawalGate?: WithdrawalGate;
  /** The wallet context, built once by the composition root (app.ts, cli.ts). */
  wallet: WalletContext;
  /** Where the sandbox providers send webhooks (the server's own address, or PUBLIC_URL). */
  webhookBaseUrl?: () => string;
  /** The rails a player may deposit with (their jurisdiction profile's); unset: any. */
  paymentRails?: (playerId: string) => Promise<string[] | null>;
  /** The players' second factor (none asked when left out: the CLI). */
  secondFactor?: SecondFactorCheck;
}

export interface Payments {
  ctx: PaymentContext;
  cardHost: SandboxCardHost;
  cryptoChain: SandboxCryptoChain;
  pixHost: SandboxPixHost;
  sender: WebhookSender;
  /** Asks the providers about open deposits every PAYMENT_RECONCILE_SECONDS. */
  reconciler: Reconciler;
  /** Loads the secrets now (boot) rather than on first use. */
  load(): Promise<void>;
}

/** The payment module's context with the built-in sandbox providers (app and CLI). */
export function createPayments(options: PaymentSetupOptions): Payments {
  const { config, db, clock, events, log } = options;
  const publicUrl = config.PUBLIC_URL;
  // From the environment, or generated once and kept in the settings so every instance agrees.
  const store = settingsSecretStore(db);
  const cardSecret = lazySecret({
    configured: config.SANDBOX_CARD_WEBHOOK_SECRET,
    key: 'payment.sandboxCard.webhookSecret',
    store,
  });
  const cryptoSecret = lazySecret({
    configured: config.SANDBOX_CRYPTO_WEBHOOK_SECRET,
    key: 'payment.sandboxCrypto.webhookSecret',
    store,
  });

  const pixSecret = lazySecret({
    configured: config.SANDBOX_PIX_WEBHOOK_SECRET,
    key: 'payment.sandboxPix.webhookSecret',
    store,
  });

  const sender = createWebhookSender({
    db,
    baseUrl: options.webhookBaseUrl ?? (() => publicUrl),
    secretFor: (path) =>
      path === CARD_WEBHOOK_PATH
        ? cardSecret()
        : path === PIX_WEBHOOK_PATH
          ? pixSecret()
          : cryptoSecret(),
    log,
    now: () => clock.now(),
  });
  const cardHost = createSandboxCardHost({ db, clock, secret: cardSecret, sender, publicUrl });
  const cryptoChain = createSandboxCryptoChain({ db, clock, secret: cryptoSecret, sender });
  const pixHost = createSandboxPixHost({ clock, sender });
  // Only the providers PAYMENT_PROVIDERS enables take deposits and have routes.
  const enabled: string[] = config.PAYMENT_PROVIDERS;
  const providers = new Map<string, PaymentProvider>(
    [
      sandboxCardProvider({ host: cardHost, secret: cardSecret }),
      sandboxCryptoProvider({ chain: cryptoChain, secret: cryptoSecret }),
      sandboxPixProvider({ host: pixHost, secret: pixSecret, publicUrl }),
    ]
      .filter((p) => enabled.includes(p.name))
      .map((p) => [p.name, p]),
  );

  const ctx: PaymentContext = {
    db,
    clock,
    events,
    wallet: options.wallet,
    providers,
    depositLimits: options.depositLimits ?? noDepositLimits,
    crossOperatorDeposit: options.crossOperatorDeposit ?? noCrossOperatorCheck,
    depositHold: options.depositHold ?? noDepositHolds,
    depositBonus: options.depositBonus ?? noDepositBonuses,
    withdrawalGate: options.withdrawalGate ?? noWithdrawalGate,
    paymentRails: options.paymentRails ?? (async () => null),
    secondFactor: options.secondFactor ?? noSecondFactor,
    fees: {
      percentBps: Math.round(config.PAYMENT_WITHDRAWAL_FEE_PERCENT * 100),
      fixedBaseMinor: config.PAYMENT_WITHDRAWAL_FEE_FIXED,
    },
    invoiceTtlMs: config.PAYMENT_INVOICE_TTL_MINUTES * 60_000,
    publicUrl,
    log,
  };
  return {
    ctx,
    cardHost,
    cryptoChain,
    pixHost,
    sender,
    reconciler: createReconciler(ctx, config.PAYMENT_RECONCILE_SECONDS * 1000),
    async load() {
      await Promise.all([cardSecret(), cryptoSecret(), pixSecret()]);
    },
  };
}

/** Without the player module's port (the CLI): no player has a second factor to ask. */
const noSecondFactor: SecondFactorCheck = {
  isOn: async () => false,
  check: async () => false,
};
