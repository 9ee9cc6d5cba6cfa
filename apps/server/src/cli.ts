import { INVOICE_STATUS } from '@casino/contracts';
import { openDatabase } from '@casino/db';
import { loadConfig } from './config.ts';
import { findSandboxResidue, formatSandboxResidue } from './live-database.ts';
import { OPERATORS_USAGE, OperatorsCliError, operatorsCommand } from './modules/backoffice/cli.ts';
import { createBonusContext } from './modules/bonus/context.ts';
import { depositBonusHooks } from './modules/bonus/hooks.ts';
import { CONTENT_USAGE, ContentCliError, contentCommand } from './modules/content/cli.ts';
import { jurisdictionRules } from './modules/jurisdiction/service.ts';
import { limitsPorts } from './modules/limits/ports.ts';
import { createLimitsContext } from './modules/limits/service.ts';
import type { PaymentFailure } from './modules/payment/failures.ts';
import { reconcileDeposits } from './modules/payment/reconcile.ts';
import { createPayments } from './modules/payment/setup.ts';
import {
  approveWithdrawal,
  findWithdrawalId,
  listPendingWithdrawals,
  rejectWithdrawal,
} from './modules/payment/withdrawal-review.ts';
import { findPlayerIdByEmail } from './modules/player/account-service.ts';
import { createAutologinToken } from './modules/player/one-time-tokens.ts';
import { createWalletContext } from './modules/wallet/context.ts';
import { checkLedger } from './modules/wallet/service.ts';
import { systemClock } from './shared/clock.ts';
import { discardEvents } from './shared/event-bus.ts';
import type { Result } from './shared/result.ts';

const USAGE = `usage: node apps/server/src/cli.ts <command>
  autologin <email>                      a single-use login link (5 minutes) for that player
  wallet-check                           prove the ledger (exit 1 listing any mismatch)
  deposits reconcile                     ask the providers about open deposits; credited ones get their bonus
  withdrawals list                       withdrawals waiting for approval
  withdrawals approve <invoice id|number>  pay one out through its provider
  withdrawals reject <invoice id|number> [reason]  give the reserved money back
${CONTENT_USAGE}
${OPERATORS_USAGE}`;

/**
 * Operator commands against DATABASE_URL.
 * NOTE: PGlite is single-process: with the default ./data/db stop the server first (or use
 * the admin API: /api/admin/payment/withdrawals with OPERATOR_API_KEY).
 */
const [command, ...args] = process.argv.slice(2);
const commands = new Set([
  'autologin',
  'wallet-check',
  'deposits',
  'withdrawals',
  'content',
  'operators',
]);
if (!command || !commands.has(command)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
const log = {
  info: () => {},
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

async function autologin([email]: string[]) {
  if (!email) throw new Usage();
  const playerId = await findPlayerIdByEmail(database.db, email);
  if (!playerId) return fail(`no player with the email ${email}`);
  const token = await createAutologinToken(database.db, playerId);
  console.log(`${config.PUBLIC_URL}/auth/autologin?state=${token}`);
}

async function walletCheck() {
  const report = await checkLedger(database.db);
  for (const m of report.mismatches) {
    console.error(`MISMATCH ${m.rule} ${m.subject}: expected ${m.expected}, found ${m.actual}`);
  }
  const summary = `${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries`;
  if (report.mismatches.length > 0)
    return fail(`ledger BROKEN: ${report.mismatches.length} mismatches (${summary})`);
  console.log(
    `ledger ok: ${summary}; every balance is the sum of its entries, every currency sums to zero, every player's hourly game totals equal their game transfers`,
  );
}

/**
 * The payment module as the server builds it, deposit limits and bonuses included: a deposit
 * credited from here gets its bonus (the chosen one, the welcome step, an applied code) and
 * its free spins exactly as one credited by a webhook.
 */
function cliPayments() {
  const clock = systemClock;
  const wallet = createWalletContext({
    db: database.db,
    events: discardEvents,
    depositTurnoverMultiplier: config.PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER,
  });
  const jurisdictionOf = jurisdictionRules({ map: config.JURISDICTION_COUNTRIES, clock }).ofPlayer;
  const limits = createLimitsContext({
    db: database.db,
    clock,
    events: discardEvents,
    raiseDelayHours: config.RG_RAISE_DELAY_HOURS,
    wallet,
    jurisdictionOf,
  });
  const rg = limitsPorts(limits);
  const bonus = createBonusContext({
    db: database.db,
    clock,
    events: discardEvents,
    wallet,
    maxWageringMultiplier: config.BONUS_MAX_WAGERING_MULTIPLIER,
    jurisdictionCountries: config.JURISDICTION_COUNTRIES,
    eligibility: rg.bonusEligibility,
    log,
  });
  return createPayments({
    config,
    db: database.db,
    clock,
    events: discardEvents,
    log,
    wallet,
    depositLimits: rg.depositLimits,
    depositHold: rg.depositHold,
    depositBonus: depositBonusHooks(bonus),
  });
}

async function deposits([action]: string[]) {
  if (action !== 'reconcile') throw new Usage();
  const payments = cliPayments();
  try {
    const asked = await reconcileDeposits(payments.ctx, { quietMs: 0, limit: 1000 });
    console.log(`${asked} open deposits asked about`);
  } finally {
    await payments.sender.close();
  }
}

async function withdrawals([action, reference, ...reason]: string[]) {
  const payments = cliPayments();
  try {
    if (action === 'list') {
      const pending = await listPendingWithdrawals(payments.ctx);
      for (const w of pending) {
        console.log(
          `${w.id}  ${w.number}  ${w.amount} + fee ${w.fee} ${w.currency} (minor units)  ${w.method} → ${w.destination ?? '?'}  ${w.createdAt}${w.approvedAt ? '  approved, paying' : ''}`,
        );
      }
      console.log(`${pending.length} pending`);
      return;
    }
    if ((action !== 'approve' && action !== 'reject') || !reference) throw new Usage();
    const id = await findWithdrawalId(payments.ctx, reference);
    if (!id) return fail(`no withdrawal ${reference}`);
    const result: Result<{ number: string; status: number }, PaymentFailure> =
      action === 'approve'
        ? await approveWithdrawal(payments.ctx, id)
        : await rejectWithdrawal(payments.ctx, id, reason.join(' ') || undefined);
    if (!result.ok) return fail(`${action} refused: ${result.error.kind}`);
    const status = Object.entries(INVOICE_STATUS).find(([, code]) => code === result.value.status);
    console.log(`${result.value.number}: ${status?.[0] ?? result.value.status}`);
  } finally {
    await payments.sender.close();
  }
}

class Usage extends Error {}
function fail(message: string) {
  console.error(message);
  process.exitCode = 1;
}

try {
  await database.migrate();
  if (command === 'autologin') await autologin(args);
  else if (command === 'wallet-check') await walletCheck();
  else if (command === 'content') await contentCommand(database.db, args);
  else if (command === 'operators') {
    // A live admin is never made into a database that ran in sandbox (docs/decisions/015).
    await operatorsCommand(database.db, config, args, async () => {
      if (config.SITE_MODE !== 'live') return;
      const found = await findSandboxResidue(database.db);
      if (found.length > 0) throw new OperatorsCliError(formatSandboxResidue(found));
    });
  } else if (command === 'deposits') await deposits(args);
  else await withdrawals(args);
} catch (error) {
  if (error instanceof ContentCliError) {
    fail(`content: ${error.message}`);
  } else if (error instanceof OperatorsCliError) {
    fail(error.message);
  } else if (!(error instanceof Usage)) throw error;
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
