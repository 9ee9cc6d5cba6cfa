import { z } from 'zod';
import { DOCUMENT_KINDS } from './enums.ts';

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

export const VERIFICATION_LEVELS = ['none', 'basic', 'full'] as const;
export const VerificationLevelSchema = z.enum(VERIFICATION_LEVELS);
export type VerificationLevel = z.infer<typeof VerificationLevelSchema>;

export const VERIFICATION_ADAPTERS = ['builtin', 'sandbox', 'sumsub'] as const;
export type VerificationAdapter = (typeof VERIFICATION_ADAPTERS)[number];

/** One uploaded document as its owner sees it (the spec's Document plus review fields). */
export const PlayerDocumentSchema = z
  .object({
    id: z.string(),
    referenceId: z.string().nullable(),
    fileName: z.string(),
    kind: DocumentKindSchema,
    /** DOCUMENT_STATUS: 1 pending, 2 approved, 3 rejected. */
    status: z.number().int(),
    /** Rejected: true when the player may not send this kind again. */
    final: z.boolean(),
    /** The reviewer's player-safe reason. */
    reason: z.string().nullable(),
    contentType: z.string(),
    size: z.number().int(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'PlayerDocument' });
export type PlayerDocument = z.infer<typeof PlayerDocumentSchema>;

/** Why verification is asked for now (null: not yet required). */
export const VerificationTriggerSchema = z
  .enum(['first_withdrawal', 'deposit_total', 'withdrawal_total', 'country'])
  .nullable();

export const VerificationStatusSchema = z
  .object({
    adapter: z.enum(VERIFICATION_ADAPTERS),
    level: VerificationLevelSchema,
    /** The level withdrawals need once a rule applies. */
    requiredLevel: VerificationLevelSchema,
    /** True when the player must reach `requiredLevel` before the next withdrawal. */
    required: z.boolean(),
    trigger: VerificationTriggerSchema,
    withdrawalsFrozen: z.boolean(),
    rejectedFinal: z.boolean(),
    /** What is asked for, each with where it stands. */
    needed: z.array(
      z.object({
        kind: DocumentKindSchema,
        state: z.enum(['missing', 'pending', 'approved', 'rejected', 'expired']),
      }),
    ),
  })
  .meta({ id: 'VerificationStatus' });
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const PlayerDocumentListSchema = z.object({
  items: z.array(PlayerDocumentSchema),
  verification: VerificationStatusSchema,
});

export const DocumentUploadResponseSchema = z.object({ document: PlayerDocumentSchema });

export const SumsubTokenResponseSchema = z.object({
  token: z.string(),
  /** Our player id as Sumsub's externalUserId. */
  userId: z.string(),
  levelName: z.string(),
  /** Ask again before this time (ISO). */
  expiresAt: z.string(),
  /** The WebSDK script the page loads on demand (SUMSUB_WEBSDK_URL). */
  sdkUrl: z.url(),
});

// The back office (compliance role).

export const BackofficeDocumentSchema = PlayerDocumentSchema.extend({
  playerId: z.string(),
  playerEmail: z.string(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  expiresOn: z.string().nullable(),
}).meta({ id: 'BackofficeDocument' });

export const BackofficeDocumentQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  playerId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const BackofficeDocumentListSchema = z.object({
  items: z.array(BackofficeDocumentSchema),
  total: z.number().int(),
});

export const DocumentIdParamsSchema = z.object({ id: z.uuid() });

export const ReviewDocumentRequestSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    /** Shown to the player; required for a rejection. */
    reason: z.string().trim().max(300).optional(),
    /** Kept for compliance only. */
    note: z.string().trim().max(2000).optional(),
    /** A rejection the player may not retry. */
    final: z.boolean().default(false),
    /** Identity documents: the expiry date printed on it (YYYY-MM-DD). */
    expiresOn: z.iso.date().optional(),
  })
  .refine((r) => r.decision === 'approve' || (r.reason?.length ?? 0) > 0, {
    path: ['reason'],
    message: 'Give the player a reason for the rejection',
  });

export const BackofficeDocumentResponseSchema = z.object({ document: BackofficeDocumentSchema });

export const PlayerVerificationSchema = z.object({
  level: VerificationLevelSchema,
  withdrawalsFrozen: z.boolean(),
  rejectedFinal: z.boolean(),
  sumsubApplicantId: z.string().nullable(),
  documents: z.array(BackofficeDocumentSchema),
  history: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      action: z.string(),
      levelBefore: VerificationLevelSchema,
      levelAfter: VerificationLevelSchema,
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});

export const UnfreezeRequestSchema = z.object({
  note: z.string().trim().min(1).max(2000),
});

/** Compliance alerts (docs/decisions/028): a late RED after GREEN froze the player's withdrawals. */
export const VerificationAlertSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string(),
  kind: z.enum(['late_red']),
  detail: z.record(z.string(), z.unknown()),
  /** Whether the player's withdrawals are still frozen. */
  withdrawalsFrozen: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type VerificationAlert = z.infer<typeof VerificationAlertSchema>;

export const VerificationAlertQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
});

export const VerificationAlertListSchema = z.object({
  items: z.array(VerificationAlertSchema),
  /** Open alerts in all (the navigation's badge). */
  open: z.number().int(),
});

export const ResolveAlertRequestSchema = z.object({
  note: z.string().trim().min(1).max(2000),
});
