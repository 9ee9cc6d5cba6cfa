import { z } from 'zod';
import { CurrencyCodeSchema, PageQuerySchema, paginated } from './common.ts';
import { INVOICE_STATUS } from './enums.ts';
import { InvoiceSchema } from './payment.ts';

// The back office's entities and calls (docs/decisions/023-back-office.md).

export const OPERATOR_ROLES = [
  'admin',
  'payments',
  'compliance',
  'support',
  'marketing',
  'content',
] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

/**
 * Who may lift a player's block (`setPlayerStatus` to active): a block is a compliance decision.
 * Support may block (to stop a stolen account at once) but not unblock (docs/decisions/023).
 */
export const PLAYER_UNBLOCK_ROLES: readonly OperatorRole[] = ['admin', 'compliance'];

/** Header value of state-changing back-office calls made with the session cookie. */
export const BACKOFFICE_CSRF_HEADER = 'x-requested-with';
export const BACKOFFICE_CSRF_VALUE = 'backoffice';

const EmailSchema = z.email().max(254);
const TotpCodeSchema = z.string().regex(/^\d{6}$/, 'Six digits');
const ReasonSchema = z.string().trim().min(3, 'Give a reason').max(500);
const PerPageSchema = z.coerce.number().int().positive().max(100).default(25);
const OrderSchema = z.enum(['asc', 'desc']).default('desc');
const DateQuerySchema = z.iso.date().optional();

export const OperatorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: OperatorRoleSchema,
    totpEnrolled: z.boolean(),
    disabled: z.boolean(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof OperatorSchema>;

// --- auth

export const OperatorLoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(256),
});
/**
 * The first password of an admin made by `operators create-admin`: the one-time setup secret
 * it printed (works once, until it expires), then the password (12–256 characters).
 */
export const OperatorSetupRequestSchema = z.object({
  token: z.string().min(16).max(256),
  password: z.string().min(12, 'Use at least 12 characters').max(256),
});
/** After the password: enrol a TOTP app first, or give a code. */
export const OperatorLoginResponseSchema = z.object({ next: z.enum(['enrol', 'verify']) });
export const TotpEnrolmentSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export const TotpConfirmRequestSchema = z.object({ code: TotpCodeSchema });
export const TotpConfirmResponseSchema = z.object({
  operator: OperatorSchema,
  /** Shown once: each logs in once in place of a code. */
  recoveryCodes: z.array(z.string()),
});
/** An operator's own password: long, since the account moves money. */
const OperatorPasswordSchema = z
  .string()
  .min(12, 'At least 12 characters')
  .max(256, 'At most 256 characters');
/** An operator changes their own password with the current one (their other sessions end). */
export const ChangeOwnPasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1).max(256), newPassword: OperatorPasswordSchema })
  .meta({ id: 'ChangeOwnPasswordRequest' });
/** After an admin reset their second factor: the mailed one-time secret and a new password. */
export const CompletePasswordResetRequestSchema = z
  .object({ token: z.string().min(20).max(100), password: OperatorPasswordSchema })
  .meta({ id: 'CompletePasswordResetRequest' });
export const TotpVerifyRequestSchema = z.union([
  z.object({ code: TotpCodeSchema }),
  z.object({ recoveryCode: z.string().trim().min(8).max(32) }),
]);
export const OperatorMeSchema = z.object({
  operator: OperatorSchema,
  /** Names of the back-office calls this operator may make (the UI hides the rest). */
  allowed: z.array(z.string()),
});

// --- operators and keys

export const CreateOperatorRequestSchema = z.object({
  email: EmailSchema,
  name: z.string().trim().min(1).max(100),
  role: OperatorRoleSchema,
});
export const CreateOperatorResponseSchema = z.object({
  operator: OperatorSchema,
  /** Shown once; the operator enrols TOTP at the first login. */
  password: z.string(),
});
export const UpdateOperatorRequestSchema = z.object({
  role: OperatorRoleSchema.optional(),
  disabled: z.boolean().optional(),
  /** Clears the TOTP app and recovery codes: the operator enrols again at the next login. */
  resetTotp: z.literal(true).optional(),
});
export const OperatorListSchema = z.object({ items: z.array(OperatorSchema) });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(OperatorRoleSchema),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
export const CreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(OperatorRoleSchema).min(1),
});
export const CreateApiKeyResponseSchema = z.object({
  apiKey: ApiKeySchema,
  /** Shown once: `Authorization: Bearer <key>`. */
  key: z.string(),
});

// --- audit log

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorType: z.enum(['operator', 'api_key', 'system']),
    actorId: z.string().nullable(),
    actorLabel: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export const AuditQuerySchema = z.object({
  actor: z.string().max(254).optional().describe('Operator email or key name (prefix)'),
  action: z.string().max(100).optional().describe('Exact action, e.g. withdrawal.approve'),
  targetId: z.string().max(100).optional(),
  from: DateQuerySchema,
  to: DateQuerySchema,
  page: PageQuerySchema,
  perPage: PerPageSchema,
});
export const AuditListSchema = paginated(AuditEntrySchema);

// --- players

export const BO_PLAYER_STATUS = { active: 1, blocked: 2, selfExcluded: 3, closed: 4 } as const;

export const PlayerSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    nickname: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    currency: z.string(),
    status: z.number().int(),
    emailConfirmed: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'BackofficePlayer' });
export const PlayerSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe('An id, an email (prefix), a nickname (prefix), a phone, or a first/last name'),
  status: z.coerce.number().int().min(1).max(4).optional(),
  sort: z.enum(['createdAt', 'email']).default('createdAt'),
  order: OrderSchema,
  page: PageQuerySchema,
  perPage: PerPageSchema,
});
export const PlayerSearchSchema = paginated(PlayerSummarySchema).extend({
  /** More players match than were counted (`total` is then the cap, 10,000). */
  totalCapped: z.boolean(),
});

export const PlayerAccountSchema = z.object({
  id: z.string(),
  currency: z.string(),
  status: z.number().int(),
  realBalance: z.number().int(),
  bonusBalance: z.number().int(),
  lockedBalance: z.number().int(),
});
export const PlayerCardSchema = z.object({
  player: PlayerSummarySchema.extend({
    dateOfBirth: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    language: z.string().nullable(),
  }),
  accounts: z.array(PlayerAccountSchema),
  /** Whether the player's sign-in asks for a second factor (issue 35). */
  twoFactor: z.boolean(),
});
/** Why an operator turns a player's two-step sign-in off (the player lost the app and codes). */
export const ResetPlayerTwoFactorRequestSchema = z.object({ reason: ReasonSchema });
export const PlayerIdParamsSchema = z.object({ id: z.uuid() });
export const SetPlayerStatusRequestSchema = z.object({
  status: z.enum(['active', 'blocked']),
  reason: ReasonSchema,
});

export const LedgerEntrySchema = z.object({
  id: z.string(),
  transferId: z.string(),
  kind: z.string(),
  currency: z.string(),
  book: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export const LedgerQuerySchema = z.object({
  currency: CurrencyCodeSchema.optional(),
  kind: z.string().max(50).optional(),
  page: PageQuerySchema,
  perPage: PerPageSchema,
});
export const LedgerListSchema = paginated(LedgerEntrySchema);

export const PlayerSessionSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
});
export const PlayerSessionListSchema = paginated(PlayerSessionSchema);
export const PlayerSessionParamsSchema = z.object({ id: z.uuid(), sessionId: z.uuid() });

export const PlayerBetSchema = z.object({
  id: z.string(),
  game: z.string(),
  currency: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export const PlayerBetListSchema = paginated(PlayerBetSchema);

export const PlayerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  operatorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export const PlayerNoteListSchema = z.object({ items: z.array(PlayerNoteSchema) });
export const CreatePlayerNoteRequestSchema = z.object({ body: z.string().trim().min(1).max(4000) });
export const PagingQuerySchema = z.object({ page: PageQuerySchema, perPage: PerPageSchema });

// --- payments

const invoiceStatusNames = Object.keys(INVOICE_STATUS) as [
  keyof typeof INVOICE_STATUS,
  ...(keyof typeof INVOICE_STATUS)[],
];

export const QueueWithdrawalSchema = InvoiceSchema.extend({
  playerEmail: z.string(),
  destination: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Deposit turnover still to wager before withdrawing, in minor units (0: done). */
  turnoverRemaining: z.number().int(),
  /** Withdrawals the player asked for today (UTC) in this currency, this one included. */
  requestedToday: z.number().int(),
  /** requestedToday is above BACKOFFICE_WITHDRAWAL_WARNING_DAILY (in major units). */
  warning: z.string().nullable(),
}).meta({ id: 'QueueWithdrawal' });
export const WithdrawalQueueQuerySchema = z.object({
  status: z.enum(invoiceStatusNames).default('pending'),
  page: PageQuerySchema,
  perPage: PerPageSchema,
});
export const WithdrawalQueueSchema = paginated(QueueWithdrawalSchema);
export const InvoiceIdParamsSchema = z.object({ id: z.uuid() });
export const RejectWithdrawalRequestSchema = z.object({ reason: ReasonSchema });
export const BulkApproveRequestSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const BulkApproveResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      status: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export const BackofficeInvoiceResponseSchema = z.object({ invoice: InvoiceSchema });

export const BackofficeInvoiceSchema = InvoiceSchema.extend({
  playerEmail: z.string(),
  provider: z.string(),
}).meta({ id: 'BackofficeInvoice' });
export const InvoiceQuerySchema = z.object({
  type: z.enum(['deposit', 'withdrawal']).optional(),
  status: z.enum(invoiceStatusNames).optional(),
  currency: CurrencyCodeSchema.optional(),
  playerId: z.uuid().optional(),
  from: DateQuerySchema,
  to: DateQuerySchema,
  order: OrderSchema,
  page: PageQuerySchema,
  perPage: PerPageSchema,
});
export const BackofficeInvoiceListSchema = paginated(BackofficeInvoiceSchema);

// --- dashboard

/** GGR and NGR with the deductions listed, in minor units (dashboard and reports). */
const GgrFiguresSchema = z.object({
  stakes: z.number().int(),
  wins: z.number().int(),
  /** stakes − wins */
  ggr: z.number().int(),
  /** Stakes paid with bonus money. */
  bonusCosts: z.number().int(),
  /** Payment provider fees (none reported by today's providers). */
  fees: z.number().int(),
  /** ggr − bonusCosts − fees */
  ngr: z.number().int(),
});

const DashboardFiguresSchema = GgrFiguresSchema.extend({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  depositsCount: z.number().int(),
  /** Amounts in minor units of the row's currency (the total row: of the base currency). */
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  activePlayers: z.number().int(),
});
export const DashboardPeriodSchema = z.object({
  name: z.enum(['today', 'last30Days']),
  from: z.string(),
  rows: z.array(DashboardFiguresSchema.extend({ currency: z.string() })),
  /** Every currency converted at today's rates; active players are counted once. */
  total: DashboardFiguresSchema,
});
export const DashboardSchema = z.object({
  baseCurrency: z.string(),
  periods: z.array(DashboardPeriodSchema),
  /** The last 30 days (UTC), oldest first, in base-currency minor units. */
  daily: z.array(z.object({ date: z.string(), deposits: z.number().int(), ggr: z.number().int() })),
});

// The games and settings screens' schemas (docs/decisions/024).
export * from './backoffice-ops.ts';
// --- reports (docs/decisions/025-reports-and-content-workflow.md)

export const REPORT_GROUPINGS = ['day', 'currency', 'game', 'provider'] as const;
/** The longest date range one report covers. */
export const REPORT_MAX_DAYS = 366;

export const ReportQuerySchema = z
  .object({
    /** First day (UTC), inclusive. */
    from: z.iso.date(),
    /** Last day (UTC), inclusive. */
    to: z.iso.date(),
    groupBy: z.enum(REPORT_GROUPINGS).default('day'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The last day is before the first' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    path: ['to'],
    message: `At most ${REPORT_MAX_DAYS} days`,
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/**
 * Stakes are game stakes less stakes given back by rollbacks; fees are 0 until a provider
 * reports a fee we pay (docs/decisions/025).
 */
const ReportFiguresSchema = GgrFiguresSchema;
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const ReportRowSchema = ReportFiguresSchema.extend({
  /** The day (YYYY-MM-DD), currency code, game id or provider id. */
  key: z.string(),
  /** What people read: the day, the currency, the game's or the provider's name. */
  label: z.string(),
  currency: z.string(),
  /** The same figures in base-currency minor units at today's rate. */
  ggrBase: z.number().int(),
  ngrBase: z.number().int(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPINGS),
  baseCurrency: z.string(),
  /** When the rates used for the base-currency figures were read (today's rates, not the day's). */
  ratesAt: z.string(),
  /** One row per group and currency, in amounts of that currency. */
  rows: z.array(ReportRowSchema),
  /** Per currency, in amounts of that currency. */
  totals: z.array(ReportFiguresSchema.extend({ currency: z.string() })),
  /** Every currency converted to the base currency at today's rates. */
  baseTotal: ReportFiguresSchema,
});
export type Report = z.infer<typeof ReportSchema>;

// --- the ledger check (`npm run wallet:check` from the back office)

/** One broken invariant of the ledger (the rules of `wallet/ledger/check.ts`). */
export const LedgerMismatchSchema = z.object({
  rule: z.enum([
    'account_balance',
    'account_last_entry',
    'transfer_entries',
    'currency_zero_sum',
    'locked_reservations',
    'game_hours',
  ]),
  /** Account id, transfer id or currency. */
  subject: z.string(),
  expected: z.string(),
  actual: z.string(),
});

/** The whole ledger proved on one consistent snapshot, beside live traffic. */
export const LedgerCheckSchema = z.object({
  /** No mismatch: every balance is the sum of its entries and every currency sums to zero. */
  ok: z.boolean(),
  checkedAt: z.string(),
  /** How long the check took, in milliseconds. */
  tookMs: z.number().int(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  entries: z.number().int(),
  /** The total number of mismatches (the list holds the first 100). */
  mismatchCount: z.number().int(),
  mismatches: z.array(LedgerMismatchSchema),
});
export type LedgerCheck = z.infer<typeof LedgerCheckSchema>;

// --- content workflow (docs/decisions/025)

/** Every group and key with each locale's status (null: no entry in that locale). */
export const ContentOverviewSchema = z.object({
  locales: z.array(z.string()),
  groups: z.array(
    z.object({
      group: z.string(),
      items: z.array(
        z.object({
          key: z.string(),
          /** Locale → draft | published | changed, or null when that locale has no entry. */
          locales: z.record(z.string(), z.enum(['draft', 'published', 'changed']).nullable()),
        }),
      ),
    }),
  ),
});
/** The page of the site that shows an entry, with the preview token: drafts shown there. */
export const ContentPreviewLinkSchema = z.object({ url: z.string() });
export const RenderMarkdownRequestSchema = z.object({
  markdown: z.string().max(100_000),
  locale: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'a locale code such as en or pt-br'),
});
export const RenderMarkdownResponseSchema = z.object({ html: z.string() });
// --- Affiliates (issue 18, docs/decisions/029) ---
export const AffiliateReportQuerySchema = z.object({
  /** The last N days (UTC, from now). */
  days: z.coerce.number().int().min(1).max(365).default(30),
});
const AffiliateFiguresSchema = z.object({
  registrations: z.number().int(),
  /** Players whose first paid deposit falls in the period. */
  firstDeposits: z.number().int(),
  firstDepositAmount: z.number().int(),
  deposits: z.number().int(),
  /** stakes − wins − bonus stakes of the tag's players (base currency, minor units). */
  netRevenue: z.number().int(),
});
export const AffiliateReportSchema = z.object({
  baseCurrency: z.string(),
  from: z.string(),
  days: z.number().int(),
  rows: z.array(AffiliateFiguresSchema.extend({ affiliateTag: z.string() })),
  total: AffiliateFiguresSchema,
});
