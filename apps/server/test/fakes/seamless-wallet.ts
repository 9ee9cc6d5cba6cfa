import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySeamless } from '../../src/builtin-provider/seamless-client.ts';

/**
 * A minimal casino side of the seamless-wallet contract over real HTTP, for the provider's
 * tests until the casino's own endpoints are merged in: it checks every signature, processes
 * each transaction id once (a repeat gets the stored answer, a changed body a 409), refuses
 * short balances with the balance, and rolls back (unknown bets become tombstones).
 */

export type Call = 'balance' | 'bet' | 'win' | 'rollback';

interface Account {
  balance: number;
  currency: string;
}

interface Stored {
  hash: string;
  status: number;
  body: unknown;
}

export interface FakeWallet {
  url: string;
  /** Every request that reached a handler (signature valid), in order. */
  calls: { call: Call; body: Record<string, unknown>; status: number }[];
  accounts: Map<string, Account>;
  /**
   * Injected failures for the next calls of a kind: `down` answers 500 without processing,
   * `lost` processes the call and then answers 500 (the answer is lost on the way back).
   */
  failures: Partial<Record<Call, ('down' | 'lost')[]>>;
  /** Bets are refused with 403 bet_refused and this reason. */
  refuseBets: 'account_inactive' | 'limit' | 'self_exclusion' | null;
  /** Requests with a bad signature. */
  rejected: number;
  /** While set, bets wait for it before they are processed (keeps a round open in a test). */
  holdBets: Promise<void> | null;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const error = (code: string, message: string, extra: object = {}) => ({
  error: { code, message },
  ...extra,
});

export async function startFakeWallet(secret: string): Promise<FakeWallet> {
  const transactions = new Map<string, Stored>();
  const bets = new Map<string, { amount: number; token: string; rolledBack: boolean }>();
  const roundsWithBet = new Set<string>();
  const wallet: FakeWallet = {
    url: '',
    close: async () => {},
    calls: [],
    accounts: new Map(),
    failures: {},
    refuseBets: null,
    rejected: 0,
    holdBets: null,
  };

  function process(call: Call, body: Record<string, unknown>): [number, unknown] {
    const account = wallet.accounts.get(String(body.token));
    if (!account) return [401, error('invalid_token', 'Unknown launch token')];
    const ok = (transactionId?: string) => [
      200,
      { balance: account.balance, currency: account.currency, transactionId },
    ];
    const amount = Number(body.amount ?? 0);
    const id = String(body.transactionId ?? '');
    switch (call) {
      case 'balance':
        return ok() as [number, unknown];
      case 'bet': {
        if (bets.get(id)?.rolledBack) return [409, error('transaction_rolled_back', 'Rolled back')];
        if (wallet.refuseBets) {
          return [403, error('bet_refused', 'Bet refused', { reason: wallet.refuseBets })];
        }
        if (account.balance < amount) {
          return [
            402,
            error('insufficient_funds', 'Insufficient funds', {
              balance: account.balance,
              currency: account.currency,
            }),
          ];
        }
        account.balance -= amount;
        bets.set(id, { amount, token: String(body.token), rolledBack: false });
        roundsWithBet.add(String(body.roundId));
        return ok(`c-${id}`) as [number, unknown];
      }
      case 'win':
        if (!roundsWithBet.has(String(body.roundId))) {
          return [404, error('round_not_found', 'No bet for this round')];
        }
        account.balance += amount;
        return ok(`c-${id}`) as [number, unknown];
      case 'rollback': {
        const bet = bets.get(String(body.referenceTransactionId));
        if (!bet) {
          bets.set(String(body.referenceTransactionId), { amount: 0, token: '', rolledBack: true });
        } else if (!bet.rolledBack) {
          bet.rolledBack = true;
          account.balance += bet.amount;
        }
        return ok(`c-${id}`) as [number, unknown];
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const call = req.url?.split('/').pop() as Call;
    if (!verifySeamless(secret, req.headers, raw, new Date())) {
      wallet.rejected++;
      return send(res, 401, error('invalid_signature', 'Bad signature'));
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (call === 'bet' && wallet.holdBets) await wallet.holdBets;
    const failure = wallet.failures[call]?.shift();
    if (failure === 'down') {
      wallet.calls.push({ call, body, status: 500 });
      return send(res, 500, error('internal', 'Down'));
    }
    const hash = createHash('sha256').update(raw).digest('hex');
    const id = call === 'balance' ? null : `${call}:${String(body.transactionId)}`;
    const stored = id ? transactions.get(id) : undefined;
    let status: number;
    let answer: unknown;
    if (stored && stored.hash !== hash) {
      [status, answer] = [409, error('transaction_conflict', 'Same id, other body')];
    } else if (stored) {
      [status, answer] = [stored.status, stored.body];
    } else {
      [status, answer] = process(call, body);
      if (id) transactions.set(id, { hash, status, body: answer });
    }
    wallet.calls.push({ call, body, status });
    if (failure === 'lost') return send(res, 500, error('internal', 'Lost'));
    send(res, status, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, error('internal', 'Test wallet failed')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  wallet.url = `http://127.0.0.1:${port}/api/seamless/builtin`;
  wallet.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return wallet;
}
