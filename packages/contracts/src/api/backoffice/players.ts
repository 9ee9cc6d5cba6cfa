import {
  CreatePlayerNoteRequestSchema,
  LedgerListSchema,
  LedgerQuerySchema,
  PagingQuerySchema,
  PlayerBetListSchema,
  PlayerCardSchema,
  PlayerIdParamsSchema,
  PlayerNoteListSchema,
  PlayerNoteSchema,
  PlayerSearchQuerySchema,
  PlayerSearchSchema,
  PlayerSessionListSchema,
  PlayerSessionParamsSchema,
  ResetPlayerTwoFactorRequestSchema,
  SetPlayerStatusRequestSchema,
} from '../../backoffice.ts';
import { OperatorLimitChangeSchema, PlayerLimitsCardSchema } from '../../limits.ts';
import {
  COMPLIANCE,
  defineBackofficeEndpoint,
  ok,
  PLAYERS_DETAIL,
  PLAYERS_READ,
  PLAYERS_WRITE,
} from './access.ts';

/**
 * Player search and the player card: status, ledger, sessions, bets, notes and the
 * responsible-gaming limits (ADR 026).
 */
export const playersEndpoints = {
  searchPlayers: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players',
    access: PLAYERS_READ,
    query: PlayerSearchQuerySchema,
    response: PlayerSearchSchema,
  }),
  getPlayer: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id',
    access: PLAYERS_READ,
    params: PlayerIdParamsSchema,
    response: PlayerCardSchema,
  }),
  setPlayerStatus: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/players/:id/status',
    access: PLAYERS_WRITE,
    params: PlayerIdParamsSchema,
    body: SetPlayerStatusRequestSchema,
    response: PlayerCardSchema,
  }),
  /**
   * Turns the player's two-step sign-in off (app and recovery codes) and ends every session, with
   * a reason: for a player who lost both, once their identity is checked (issue 35).
   */
  resetPlayerTwoFactor: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/two-factor/reset',
    access: COMPLIANCE,
    params: PlayerIdParamsSchema,
    body: ResetPlayerTwoFactorRequestSchema,
    response: PlayerCardSchema,
  }),
  listPlayerLedger: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/ledger',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    query: LedgerQuerySchema,
    response: LedgerListSchema,
  }),
  listPlayerSessions: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/sessions',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    query: PagingQuerySchema,
    response: PlayerSessionListSchema,
  }),
  closePlayerSession: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/sessions/:sessionId/close',
    access: PLAYERS_WRITE,
    params: PlayerSessionParamsSchema,
    response: ok,
  }),
  listPlayerBets: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/bets',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    query: PagingQuerySchema,
    response: PlayerBetListSchema,
  }),
  listPlayerNotes: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/notes',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    response: PlayerNoteListSchema,
  }),
  addPlayerNote: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/notes',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    body: CreatePlayerNoteRequestSchema,
    response: PlayerNoteSchema,
  }),
  getPlayerLimits: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/limits',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    response: PlayerLimitsCardSchema,
  }),
  changePlayerLimit: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/limits',
    access: COMPLIANCE,
    params: PlayerIdParamsSchema,
    body: OperatorLimitChangeSchema,
    response: PlayerLimitsCardSchema,
  }),
};
