import { z } from 'zod';
import {
  AffiliateReportQuerySchema,
  AffiliateReportSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  AuditListSchema,
  AuditQuerySchema,
  BackofficeInvoiceListSchema,
  BackofficeInvoiceResponseSchema,
  BulkApproveRequestSchema,
  BulkApproveResponseSchema,
  ChangeOwnPasswordRequestSchema,
  CompletePasswordResetRequestSchema,
  ContentOverviewSchema,
  ContentPreviewLinkSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  CreateOperatorRequestSchema,
  CreateOperatorResponseSchema,
  CreatePlayerNoteRequestSchema,
  DashboardSchema,
  InvoiceIdParamsSchema,
  InvoiceQuerySchema,
  LedgerListSchema,
  LedgerQuerySchema,
  OperatorListSchema,
  OperatorLoginRequestSchema,
  OperatorLoginResponseSchema,
  OperatorMeSchema,
  type OperatorRole,
  OperatorSchema,
  OperatorSetupRequestSchema,
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
  RejectWithdrawalRequestSchema,
  RenderMarkdownRequestSchema,
  RenderMarkdownResponseSchema,
  ReportQuerySchema,
  ReportSchema,
  SetPlayerStatusRequestSchema,
  TotpConfirmRequestSchema,
  TotpConfirmResponseSchema,
  TotpEnrolmentSchema,
  TotpVerifyRequestSchema,
  UpdateOperatorRequestSchema,
  WithdrawalQueueQuerySchema,
  WithdrawalQueueSchema,
} from '../backoffice.ts';
import {
  BackofficeCollectionListSchema,
  BackofficeCollectionSchema,
  BackofficeCurrencyListSchema,
  BackofficeCurrencySchema,
  BackofficeGameSchema,
  BackofficeProviderListSchema,
  BackofficeProviderSchema,
  CollectionGamesSchema,
  CreateCollectionRequestSchema,
  CurrencyParamsSchema,
  GameCatalogQuerySchema,
  GameCatalogSchema,
  IdParamsSchema,
  PaymentLimitParamsSchema,
  PaymentLimitRowSchema,
  PaymentLimitRowsSchema,
  RegistrationFieldsSchema,
  ReorderCollectionsRequestSchema,
  RestrictedCountriesSchema,
  SetCollectionGamesRequestSchema,
  UpdateCollectionRequestSchema,
  UpdateCurrencyRequestSchema,
  UpdateGameRequestSchema,
  UpdatePaymentLimitRequestSchema,
  UpdateProviderRequestSchema,
  UpdateRegistrationFieldsRequestSchema,
  UpdateRestrictedCountriesRequestSchema,
} from '../backoffice-ops.ts';
import {
  AdminBonusDefinitionListSchema,
  AdminBonusDefinitionSchema,
  BonusDefinitionInputSchema,
  PlayerBonusDetailsSchema,
  PlayerFreespinDetailsSchema,
} from '../bonus-api.ts';
import {
  AdminEntriesQuerySchema,
  AdminEntryListSchema,
  AdminEntryParamsSchema,
  AdminEntrySchema,
  AdminSaveEntryRequestSchema,
} from '../content.ts';
import { OperatorLimitChangeSchema, PlayerLimitsCardSchema } from '../limits.ts';
import {
  AgentMessageRequestSchema,
  SupportAgentTokenQuerySchema,
  SupportAttachmentBytesSchema,
  SupportAttachmentParamsSchema,
  SupportCannedQuerySchema,
  SupportCannedSchema,
  SupportChannelTokenSchema,
  SupportConversationDetailSchema,
  SupportConversationParamsSchema,
  SupportMessageSchema,
  SupportOkSchema,
  SupportQueueItemSchema,
  SupportQueueQuerySchema,
  SupportQueueSchema,
  SupportReadRequestSchema,
} from '../support.ts';
import {
  BackofficeDocumentListSchema,
  BackofficeDocumentQuerySchema,
  BackofficeDocumentResponseSchema,
  DocumentIdParamsSchema,
  PlayerVerificationSchema,
  ResolveAlertRequestSchema,
  ReviewDocumentRequestSchema,
  UnfreezeRequestSchema,
  VerificationAlertListSchema,
  VerificationAlertQuerySchema,
  VerificationAlertSchema,
} from '../verification.ts';
import type { EndpointSchemas, HttpMethod } from './define.ts';

/**
 * Who may call a back-office endpoint:
 * - `public`: anyone (the password step of the login);
 * - `password`: a session past the password, before or after the second factor (TOTP steps);
 * - `operator`: any signed-in operator (me, logout);
 * - a list of roles: operators with one of them, or API keys with one of them as a scope.
 * This table is the one place permissions live: the server checks it on every call and the
 * authorisation test calls every endpoint with every role from it.
 */
export type BackofficeAccess = 'public' | 'password' | 'operator' | readonly OperatorRole[];

function defineBackofficeEndpoint<
  const M extends HttpMethod,
  const P extends string,
  const S extends EndpointSchemas,
>(
  endpoint: S & { method: M; path: P; access: BackofficeAccess },
): S & { method: M; path: P; access: BackofficeAccess; auth: boolean } {
  return { ...endpoint, auth: endpoint.access !== 'public' };
}

const ok = z.object({ ok: z.literal(true) });
const PLAYERS_READ = ['admin', 'payments', 'compliance', 'support', 'marketing'] as const;
const PLAYERS_DETAIL = ['admin', 'payments', 'compliance', 'support'] as const;
const PLAYERS_WRITE = ['admin', 'compliance', 'support'] as const;
const PAYMENTS_READ = ['admin', 'payments', 'compliance'] as const;
const PAYMENTS_WRITE = ['admin', 'payments'] as const;
const ADMIN = ['admin'] as const;
const FIGURES = ['admin', 'payments', 'compliance', 'marketing'] as const;
const CONTENT = ['admin', 'content'] as const;
/** The lobby is content and promotion: content and marketing curate it (ADR 024). */
const GAMES = ['admin', 'content', 'marketing'] as const;
/** Reports are read-only figures; the CSV takes them out of the system: money roles only. */
const REPORTS = ['admin', 'payments', 'marketing'] as const;
const REPORTS_EXPORT = ['admin', 'payments'] as const;
const AFFILIATES = ['admin', 'marketing'] as const;
const MARKETING = ['admin', 'marketing'] as const;
const COMPLIANCE = ['admin', 'compliance'] as const;
/** Sportsbook results settle bets (money): admins and the payments team. */
const SPORTSBOOK = ['admin', 'payments'] as const;

/** A sandbox result: the feed's score, a score, or cancelled (every leg void). */
export const SportsbookResultCommandSchema = z
  .object({
    eventId: z.string().min(1).max(64),
    outcome: z.enum(['feed', 'score', 'cancelled']),
    home: z.number().int().min(0).max(999).optional(),
    away: z.number().int().min(0).max(999).optional(),
  })
  .meta({ id: 'SportsbookResultCommand' });
export const SportsbookResultSchema = z
  .object({
    eventId: z.string(),
    home: z.number().int(),
    away: z.number().int(),
    cancelled: z.boolean(),
    /** 1 for the first result; each correction adds one (the bets are resettled). */
    version: z.number().int(),
  })
  .meta({ id: 'SportsbookResult' });
export const SportsbookOperatorEventsSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        sport: z.string(),
        leagueName: z.string(),
        home: z.string(),
        away: z.string(),
        startsAt: z.string(),
        phase: z.string(),
      }),
    ),
  })
  .meta({ id: 'SportsbookOperatorEvents' });

/** A player's bonuses and free spins, newest first (the player card). */
export const PlayerBonusesCardSchema = z
  .object({
    bonuses: z.array(PlayerBonusDetailsSchema),
    freespins: z.array(PlayerFreespinDetailsSchema),
  })
  .meta({ id: 'PlayerBonusesCard' });
export const CancelPlayerBonusRequestSchema = z
  .object({ note: z.string().trim().min(1, 'Value is required').max(1000) })
  .meta({ id: 'CancelPlayerBonusRequest' });
export const PlayerBonusParamsSchema = z.object({ id: z.uuid(), bonusId: z.uuid() });
/** An operator gives one player an offer directly (issue 29); `note` goes to the audit log. */
export const GrantPlayerBonusRequestSchema = z
  .object({
    definitionId: z.uuid(),
    currency: z.string().trim().toUpperCase().length(3, 'Choose a currency'),
    note: z.string().trim().min(1, 'Value is required').max(1000),
    /** The form's id: sending the same grant twice gives one bonus. */
    requestId: z.uuid(),
  })
  .meta({ id: 'GrantPlayerBonusRequest' });
export const PlayerConversationsSchema = z
  .object({ items: z.array(SupportQueueItemSchema) })
  .meta({ id: 'PlayerConversations' });

/** The back office's API under /api/backoffice (docs/decisions/023-back-office.md). */
export const backofficeApi = {
  login: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/login',
    access: 'public',
    body: OperatorLoginRequestSchema,
    response: OperatorLoginResponseSchema,
  }),
  /** The first password of a CLI-made admin with its one-time setup secret; then TOTP enrolment. */
  completeSetup: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/setup',
    access: 'public',
    body: OperatorSetupRequestSchema,
    response: OperatorLoginResponseSchema,
  }),
  startTotpEnrolment: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/totp/enrolment',
    access: 'password',
    response: TotpEnrolmentSchema,
  }),
  confirmTotpEnrolment: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/totp/enrolment/confirm',
    access: 'password',
    body: TotpConfirmRequestSchema,
    response: TotpConfirmResponseSchema,
  }),
  verifyTotp: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/totp/verify',
    access: 'password',
    body: TotpVerifyRequestSchema,
    response: OperatorMeSchema,
  }),
  me: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/auth/me',
    access: 'operator',
    response: OperatorMeSchema,
  }),
  logout: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/logout',
    access: 'password',
    response: ok,
  }),
  changeOwnPassword: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/password',
    access: 'operator',
    body: ChangeOwnPasswordRequestSchema,
    response: ok,
  }),
  completePasswordReset: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/password-reset',
    access: 'public',
    body: CompletePasswordResetRequestSchema,
    response: ok,
  }),

  getDashboard: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/dashboard',
    access: FIGURES,
    response: DashboardSchema,
  }),

  listOperators: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/operators',
    access: ADMIN,
    response: OperatorListSchema,
  }),
  createOperator: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/operators',
    access: ADMIN,
    body: CreateOperatorRequestSchema,
    response: CreateOperatorResponseSchema,
  }),
  updateOperator: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/operators/:id',
    access: ADMIN,
    params: PlayerIdParamsSchema,
    body: UpdateOperatorRequestSchema,
    response: OperatorSchema,
  }),
  listApiKeys: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/api-keys',
    access: ADMIN,
    response: ApiKeyListSchema,
  }),
  createApiKey: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/api-keys',
    access: ADMIN,
    body: CreateApiKeyRequestSchema,
    response: CreateApiKeyResponseSchema,
  }),
  revokeApiKey: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/api-keys/:id/revoke',
    access: ADMIN,
    params: PlayerIdParamsSchema,
    response: ApiKeySchema,
  }),
  listAudit: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/audit',
    access: ADMIN,
    query: AuditQuerySchema,
    response: AuditListSchema,
  }),

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

  listWithdrawals: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/withdrawals',
    access: PAYMENTS_READ,
    query: WithdrawalQueueQuerySchema,
    response: WithdrawalQueueSchema,
  }),
  approveWithdrawal: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:id/approve',
    access: PAYMENTS_WRITE,
    params: InvoiceIdParamsSchema,
    response: BackofficeInvoiceResponseSchema,
  }),
  rejectWithdrawal: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:id/reject',
    access: PAYMENTS_WRITE,
    params: InvoiceIdParamsSchema,
    body: RejectWithdrawalRequestSchema,
    response: BackofficeInvoiceResponseSchema,
  }),
  bulkApproveWithdrawals: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/approve',
    access: PAYMENTS_WRITE,
    body: BulkApproveRequestSchema,
    response: BulkApproveResponseSchema,
  }),
  listContentEntries: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/entries',
    access: CONTENT,
    query: AdminEntriesQuerySchema,
    response: AdminEntryListSchema,
  }),
  getContentEntry: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/entries/:group/:key/:locale',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: AdminEntrySchema,
  }),
  saveContentEntry: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/content/entries/:group/:key/:locale',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    body: AdminSaveEntryRequestSchema,
    response: AdminEntrySchema,
  }),
  publishContentEntry: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/content/entries/:group/:key/:locale/publish',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: AdminEntrySchema,
  }),
  unpublishContentEntry: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/content/entries/:group/:key/:locale/unpublish',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: AdminEntrySchema,
  }),
  listInvoices: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/invoices',
    access: PAYMENTS_READ,
    query: InvoiceQuerySchema,
    response: BackofficeInvoiceListSchema,
  }),

  // Games (docs/decisions/024): catalog, collections, providers.
  listCatalogGames: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/games',
    access: GAMES,
    query: GameCatalogQuerySchema,
    response: GameCatalogSchema,
  }),
  updateGame: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/games/:id',
    access: GAMES,
    params: IdParamsSchema,
    body: UpdateGameRequestSchema,
    response: BackofficeGameSchema,
  }),
  listGameProviders: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/game-providers',
    access: GAMES,
    response: BackofficeProviderListSchema,
  }),
  updateGameProvider: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/game-providers/:id',
    access: ADMIN,
    params: IdParamsSchema,
    body: UpdateProviderRequestSchema,
    response: BackofficeProviderSchema,
  }),
  listCollections: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/collections',
    access: GAMES,
    response: BackofficeCollectionListSchema,
  }),
  createCollection: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/collections',
    access: GAMES,
    body: CreateCollectionRequestSchema,
    response: BackofficeCollectionSchema,
  }),
  reorderCollections: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/collections/order',
    access: GAMES,
    body: ReorderCollectionsRequestSchema,
    response: BackofficeCollectionListSchema,
  }),
  updateCollection: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/collections/:id',
    access: GAMES,
    params: IdParamsSchema,
    body: UpdateCollectionRequestSchema,
    response: BackofficeCollectionSchema,
  }),
  listCollectionGames: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/collections/:id/games',
    access: GAMES,
    params: IdParamsSchema,
    response: CollectionGamesSchema,
  }),
  setCollectionGames: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/collections/:id/games',
    access: GAMES,
    params: IdParamsSchema,
    body: SetCollectionGamesRequestSchema,
    response: CollectionGamesSchema,
  }),

  // Settings (docs/decisions/024): admins only.
  listCurrencySettings: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/currencies',
    access: ADMIN,
    response: BackofficeCurrencyListSchema,
  }),
  updateCurrencySettings: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/currencies/:code',
    access: ADMIN,
    params: CurrencyParamsSchema,
    body: UpdateCurrencyRequestSchema,
    response: BackofficeCurrencySchema,
  }),
  getRegistrationFields: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/registration-fields',
    access: ADMIN,
    response: RegistrationFieldsSchema,
  }),
  updateRegistrationFields: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/registration-fields',
    access: ADMIN,
    body: UpdateRegistrationFieldsRequestSchema,
    response: RegistrationFieldsSchema,
  }),
  listPaymentLimits: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/payment-limits',
    access: ADMIN,
    response: PaymentLimitRowsSchema,
  }),
  updatePaymentLimit: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/payment-limits/:method/:currency',
    access: ADMIN,
    params: PaymentLimitParamsSchema,
    body: UpdatePaymentLimitRequestSchema,
    response: PaymentLimitRowSchema,
  }),
  getRestrictedCountries: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/settings/restricted-countries',
    access: ADMIN,
    response: RestrictedCountriesSchema,
  }),
  updateRestrictedCountries: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/settings/restricted-countries',
    access: ADMIN,
    body: UpdateRestrictedCountriesRequestSchema,
    response: RestrictedCountriesSchema,
  }),
  getReport: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports',
    access: REPORTS,
    query: ReportQuerySchema,
    response: ReportSchema,
  }),
  exportReportCsv: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports/csv',
    access: REPORTS_EXPORT,
    query: ReportQuerySchema,
    /** text/csv, sent as a download (Content-Disposition: attachment). */
    response: z.string(),
  }),
  getContentOverview: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/overview',
    access: CONTENT,
    response: ContentOverviewSchema,
  }),
  getContentPreviewLink: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/content/entries/:group/:key/:locale/preview',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: ContentPreviewLinkSchema,
  }),
  renderContentMarkdown: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/content/markdown',
    access: CONTENT,
    body: RenderMarkdownRequestSchema,
    response: RenderMarkdownResponseSchema,
  }),
  deleteContentEntry: defineBackofficeEndpoint({
    method: 'DELETE',
    path: '/api/backoffice/content/entries/:group/:key/:locale',
    access: CONTENT,
    params: AdminEntryParamsSchema,
    response: ok,
  }),
  getAffiliateReport: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports/affiliates',
    access: AFFILIATES,
    query: AffiliateReportQuerySchema,
    response: AffiliateReportSchema,
  }),
  listBonusDefinitions: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/bonus-definitions',
    access: MARKETING,
    response: AdminBonusDefinitionListSchema,
  }),
  createBonusDefinition: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/bonus-definitions',
    access: MARKETING,
    body: BonusDefinitionInputSchema,
    response: AdminBonusDefinitionSchema,
  }),
  updateBonusDefinition: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/bonus-definitions/:id',
    access: MARKETING,
    params: z.object({ id: z.string().max(64) }),
    body: BonusDefinitionInputSchema,
    response: AdminBonusDefinitionSchema,
  }),
  publishBonusDefinition: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/bonus-definitions/:id/publish',
    access: MARKETING,
    params: z.object({ id: z.string().max(64) }),
    response: AdminBonusDefinitionSchema,
  }),
  listDocuments: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/verification/documents',
    access: COMPLIANCE,
    query: BackofficeDocumentQuerySchema,
    response: BackofficeDocumentListSchema,
  }),
  /** The file itself (image or PDF bytes), for the queue's preview. */
  getDocumentFile: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/verification/documents/:id/file',
    access: COMPLIANCE,
    params: DocumentIdParamsSchema,
    response: z.unknown(),
  }),
  reviewDocument: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/verification/documents/:id/review',
    access: COMPLIANCE,
    params: DocumentIdParamsSchema,
    body: ReviewDocumentRequestSchema,
    response: BackofficeDocumentResponseSchema,
  }),
  getPlayerVerification: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/verification',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    response: PlayerVerificationSchema,
  }),
  unfreezeWithdrawals: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/verification/unfreeze',
    access: COMPLIANCE,
    params: PlayerIdParamsSchema,
    body: UnfreezeRequestSchema,
    response: PlayerVerificationSchema,
  }),
  /** Compliance alerts (a late RED after GREEN), open first; `open` counts them for the badge. */
  listVerificationAlerts: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/verification/alerts',
    access: COMPLIANCE,
    query: VerificationAlertQuerySchema,
    response: VerificationAlertListSchema,
  }),
  resolveVerificationAlert: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/verification/alerts/:id/resolve',
    access: COMPLIANCE,
    params: DocumentIdParamsSchema,
    body: ResolveAlertRequestSchema,
    response: VerificationAlertSchema,
  }),
  ...supportBackofficeApi(),
  // --- Responsible gaming on the player card (issue 15, ADR 026) ---
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
  // --- Sportsbook (issue 20, docs/decisions/032): results in sandbox mode ---
  listSportsbookEvents: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/sportsbook/events',
    access: SPORTSBOOK,
    response: SportsbookOperatorEventsSchema,
  }),
  setSportsbookResult: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/results',
    access: SPORTSBOOK,
    body: SportsbookResultCommandSchema,
    response: SportsbookResultSchema,
  }),
  ...playerCardBackofficeApi(),
};

export type BackofficeEndpointName = keyof typeof backofficeApi;
export type BackofficeEndpoint = (typeof backofficeApi)[BackofficeEndpointName];

/** The support chat's agent calls (docs/decisions/030): support and admin operators. */
function supportBackofficeApi() {
  const SUPPORT = ['admin', 'support'] as const;
  return {
    listSupportConversations: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/support/conversations',
      access: SUPPORT,
      query: SupportQueueQuerySchema,
      response: SupportQueueSchema,
    }),
    getSupportConversation: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/support/conversations/:id',
      access: SUPPORT,
      params: SupportConversationParamsSchema,
      response: SupportConversationDetailSchema,
    }),
    assignSupportConversation: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/support/conversations/:id/assign',
      access: SUPPORT,
      params: SupportConversationParamsSchema,
      response: SupportOkSchema,
    }),
    closeSupportConversation: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/support/conversations/:id/close',
      access: SUPPORT,
      params: SupportConversationParamsSchema,
      response: SupportOkSchema,
    }),
    sendSupportMessage: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/support/conversations/:id/messages',
      access: SUPPORT,
      params: SupportConversationParamsSchema,
      body: AgentMessageRequestSchema,
      response: SupportMessageSchema,
    }),
    sendSupportTyping: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/support/conversations/:id/typing',
      access: SUPPORT,
      params: SupportConversationParamsSchema,
      response: SupportOkSchema,
    }),
    markSupportRead: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/support/conversations/:id/read',
      access: SUPPORT,
      params: SupportConversationParamsSchema,
      body: SupportReadRequestSchema,
      response: SupportOkSchema,
    }),
    listSupportCanned: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/support/canned',
      access: SUPPORT,
      query: SupportCannedQuerySchema,
      response: SupportCannedSchema,
    }),
    getSupportChannelToken: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/support/token',
      access: SUPPORT,
      query: SupportAgentTokenQuerySchema,
      response: SupportChannelTokenSchema,
    }),
    getSupportAttachment: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/support/attachments/:id',
      access: SUPPORT,
      params: SupportAttachmentParamsSchema,
      response: SupportAttachmentBytesSchema,
    }),
  };
}

/** The player card's bonus and chat sections (bonus module ADR 027, support ADR 030). */
function playerCardBackofficeApi() {
  const BONUSES_READ = ['admin', 'marketing', 'support', 'compliance'] as const;
  return {
    listPlayerBonuses: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/players/:id/bonuses',
      access: BONUSES_READ,
      params: PlayerIdParamsSchema,
      response: PlayerBonusesCardSchema,
    }),
    grantPlayerBonus: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/players/:id/bonuses',
      access: MARKETING,
      params: PlayerIdParamsSchema,
      body: GrantPlayerBonusRequestSchema,
      response: PlayerBonusDetailsSchema,
    }),
    cancelPlayerBonus: defineBackofficeEndpoint({
      method: 'POST',
      path: '/api/backoffice/players/:id/bonuses/:bonusId/cancel',
      access: MARKETING,
      params: PlayerBonusParamsSchema,
      body: CancelPlayerBonusRequestSchema,
      response: PlayerBonusDetailsSchema,
    }),
    listPlayerConversations: defineBackofficeEndpoint({
      method: 'GET',
      path: '/api/backoffice/players/:id/support-conversations',
      access: ['admin', 'support'] as const,
      params: PlayerIdParamsSchema,
      response: PlayerConversationsSchema,
    }),
  };
}
