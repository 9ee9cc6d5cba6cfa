import { z } from 'zod';
import { CurrencyCodeSchema, PageQuerySchema, paginated } from './common.ts';
import { GameSchema } from './game.ts';

// The back office's games and settings screens (docs/decisions/024-back-office-games-settings.md).

const PerPageSchema = z.coerce.number().int().positive().max(100).default(25);
const NameSchema = z.string().trim().min(1, 'Give a name').max(100);
const IdentitySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, 'Lower-case letters, digits and dashes');
const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter country code');

export const IdParamsSchema = z.object({ id: z.uuid() });

// --- games

export const BackofficeGameSchema = GameSchema.pick({
  id: true,
  identity: true,
  name: true,
  providerId: true,
  providerName: true,
  categories: true,
  image: true,
})
  .extend({
    /** The return to player its provider's feed states, in percent. */
    rtp: z.number(),
    popularity: z.number().int(),
    releasedAt: z.string(),
    /** Shown in the lobby and launchable. */
    isEnabled: z.boolean(),
    /** Its provider's last list had it. */
    isListed: z.boolean(),
    /** Not switched off by an operator. */
    isOperatorEnabled: z.boolean(),
    providerEnabled: z.boolean(),
  })
  .meta({ id: 'BackofficeGame' });
export type BackofficeGame = z.infer<typeof BackofficeGameSchema>;

export const GameCatalogQuerySchema = z.object({
  search: z.string().trim().max(100).optional().describe('Part of the name or identity'),
  providerId: z.uuid().optional(),
  collectionId: z.uuid().optional(),
  status: z.enum(['shown', 'hidden', 'off']).optional().describe('off: switched off by operators'),
  sort: z.enum(['name', 'popularity', 'releasedAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: PageQuerySchema,
  perPage: PerPageSchema,
});
export const GameCatalogSchema = paginated(BackofficeGameSchema);
export const UpdateGameRequestSchema = z.object({ isEnabled: z.boolean() });

export const BackofficeProviderSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    isEnabled: z.boolean(),
    /** Countries where it is switched off: its games leave their lobby and launches are refused. */
    disabledCountries: z.array(z.string()),
    /** Its games can be imported from a feed (an aggregator's; given in the list). */
    hasFeed: z.boolean().optional(),
    gamesCount: z.number().int(),
    shownCount: z.number().int(),
  })
  .meta({ id: 'BackofficeGameProvider' });
export const BackofficeProviderListSchema = z.object({ items: z.array(BackofficeProviderSchema) });
export const UpdateProviderRequestSchema = z.object({ isEnabled: z.boolean() });
/** What an import of an aggregator's feed did (issue 34): the same feed again changes nothing. */
export const ProviderImportSchema = z
  .object({
    provider: BackofficeProviderSchema,
    /** Games in the feed. */
    listed: z.number().int(),
    /** New to the catalog. */
    added: z.number().int(),
    /** In the catalog before, no longer in the feed: left out of the lobby (never deleted). */
    unlisted: z.number().int(),
  })
  .meta({ id: 'BackofficeProviderImport' });

/** The whole list of countries where a provider (an aggregator and its games) is switched off. */
export const UpdateProviderCountriesRequestSchema = z.object({
  disabledCountries: z
    .array(CountryCodeSchema)
    .max(250)
    .refine((list) => new Set(list).size === list.length, 'Each country once'),
});

export const BackofficeCollectionSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    countries: z.array(z.string()),
    position: z.number().int(),
    isEnabled: z.boolean(),
    isOperatorManaged: z.boolean(),
    gamesCount: z.number().int(),
  })
  .meta({ id: 'BackofficeCollection' });
export const BackofficeCollectionListSchema = z.object({
  items: z.array(BackofficeCollectionSchema),
});
export const CreateCollectionRequestSchema = z.object({
  name: NameSchema,
  identity: IdentitySchema,
  countries: z.array(CountryCodeSchema).max(250).default([]),
});
export const UpdateCollectionRequestSchema = z
  .object({
    name: NameSchema.optional(),
    isEnabled: z.boolean().optional(),
    countries: z.array(CountryCodeSchema).max(250).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one thing');
export const ReorderCollectionsRequestSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(200).describe('Every collection, in the new order'),
});
export const CollectionGamesSchema = z.object({ items: z.array(BackofficeGameSchema) });
export const SetCollectionGamesRequestSchema = z.object({
  gameIds: z
    .array(z.uuid())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'A game is listed twice')
    .describe('The games of the collection in their order'),
});

// --- settings

export const BackofficeCurrencySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    type: z.enum(['fiat', 'crypto']),
    isEnabled: z.boolean(),
    isBase: z.boolean(),
    /** Units of the base currency one unit is worth. */
    rate: z.number(),
    rateUpdatedAt: z.string(),
  })
  .meta({ id: 'BackofficeCurrency' });
export const BackofficeCurrencyListSchema = z.object({ items: z.array(BackofficeCurrencySchema) });
export const CurrencyParamsSchema = z.object({ code: CurrencyCodeSchema });
export const UpdateCurrencyRequestSchema = z
  .object({
    isEnabled: z.boolean().optional(),
    rate: z.number().positive('A rate above zero').max(1e15).optional(),
  })
  .refine((v) => v.isEnabled !== undefined || v.rate !== undefined, 'Change at least one thing');

export const RegistrationFieldSchema = z.object({
  name: z.string(),
  isRequired: z.boolean(),
  /** Fixed: needed by every registration, or consent that may never be forced. */
  isLocked: z.boolean(),
});
export const RegistrationFieldsSchema = z.object({ items: z.array(RegistrationFieldSchema) });
export const UpdateRegistrationFieldsRequestSchema = z.object({
  required: z.record(z.string().max(50), z.boolean()).describe('Field name → required'),
});

export const FeeRuleSchema = z.object({
  /** Percent of the amount (1.5 = 1.5 %). */
  percent: z
    .number()
    .min(0)
    .max(50)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'Two decimals at most'),
  /** Fixed part in minor units of the currency. */
  fixed: z.number().int().min(0).max(1e15),
});
const RangeSchema = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((r) => r.min <= r.max, { message: 'The minimum is above the maximum', path: ['min'] });
export const PaymentLimitRowSchema = z.object({
  method: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Minor units; null: the method does not take this direction in this currency. */
  deposit: z.object({ min: z.number(), max: z.number() }).nullable(),
  withdrawal: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** The withdrawal fee of this method and currency; `isDefault`: the configured default. */
  fee: FeeRuleSchema.extend({ isDefault: z.boolean() }),
});
export const PaymentLimitRowsSchema = z.object({ items: z.array(PaymentLimitRowSchema) });
export const PaymentLimitParamsSchema = z.object({
  method: z.string().min(1).max(50),
  currency: CurrencyCodeSchema,
});
export const UpdatePaymentLimitRequestSchema = z.object({
  deposit: RangeSchema.optional(),
  withdrawal: RangeSchema.optional(),
  /** null: back to the configured default fee. */
  fee: FeeRuleSchema.nullable().optional(),
});

export const RestrictedCountriesSchema = z.object({
  countries: z.array(z.string()),
  /** Still the configured default (RESTRICTED_COUNTRIES): no operator has edited the list. */
  isDefault: z.boolean(),
});
export const UpdateRestrictedCountriesRequestSchema = z.object({
  countries: z
    .array(CountryCodeSchema)
    .max(250)
    .refine((c) => new Set(c).size === c.length, 'A country is listed twice'),
});
