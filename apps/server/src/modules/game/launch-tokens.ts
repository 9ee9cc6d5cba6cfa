import { createHash, randomBytes } from 'node:crypto';
import { type Db, gameLaunchTokens, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LaunchTokenInput {
  playerId: string;
  walletAccountId: string;
  currency: string;
  gameId: string;
  providerId: string;
  expiresAt: Date;
}

/** A new real-money launch token (32 random bytes); only its hash is stored. */
export async function createLaunchToken(db: Db, input: LaunchTokenInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(gameLaunchTokens).values({ ...input, tokenHash: hashOf(token), mode: 'real' });
  return token;
}

export interface LaunchToken {
  playerId: string;
  walletAccountId: string;
  currency: string;
  gameId: string;
  gameIdentity: string;
  providerId: string;
  expiresAt: Date;
}

/** The token's launch as `provider` issued it, or null (unknown, or another provider's). */
export async function findLaunchToken(
  db: Db,
  token: string,
  providerId: string,
): Promise<LaunchToken | null> {
  const rows = await queryRows<{
    player_id: string;
    wallet_account_id: string;
    currency: string;
    game_id: string;
    game_identity: string;
    provider_id: string;
    expires_at: string;
  }>(
    db,
    sql`select t.player_id, t.wallet_account_id, t.currency, t.game_id, g.identity as game_identity,
        t.provider_id, to_char(t.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
      from game_launch_tokens t join games g on g.id = t.game_id
      where t.token_hash = ${hashOf(token)} and t.provider_id = ${providerId}::uuid`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    playerId: row.player_id,
    walletAccountId: row.wallet_account_id,
    currency: row.currency,
    gameId: row.game_id,
    gameIdentity: row.game_identity,
    providerId: row.provider_id,
    expiresAt: new Date(row.expires_at),
  };
}
