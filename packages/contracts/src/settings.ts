import { z } from 'zod';
import { BooleanQuerySchema, CurrencyCodeSchema } from './common.ts';
import { PlayerRulesSchema } from './jurisdiction.ts';
import { LOCALE_PATTERN } from './locale.ts';

export const LocaleCodeSchema = z.string().regex(LOCALE_PATTERN, 'Invalid locale code');

export const SubCurrencySchema = z.object({
  code: z.string(),
  subunitToUnit: z.number().int().positive(),
});

/**
 * Currency (docs/product/entities.md#currency). `rate.rate` converts one unit of it into the base
 * currency.
 */
export const CurrencySchema = z
  .object({
    code: CurrencyCodeSchema,
    name: z.string(),
    type: z.enum(['fiat', 'crypto']),
    symbol: z.string(),
    subunitToUnit: z.number().int().positive(),
    subCurrencies: z.array(SubCurrencySchema),
    rate: z.object({ rate: z.number().positive(), updatedAt: z.string() }),
    isEnabled: z.boolean(),
    isBase: z.boolean(),
    isVisible: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof CurrencySchema>;

export const GetCurrenciesQuerySchema = z
  .object({ visible: BooleanQuerySchema.optional() })
  .strict();
export const GetCurrenciesResponseSchema = z.object({ items: z.array(CurrencySchema) });

export const LocaleSchema = z
  .object({
    code: LocaleCodeSchema,
    name: z.string(),
    nativeName: z.string(),
    isDefault: z.boolean(),
    isEnabled: z.boolean(),
  })
  .meta({ id: 'Locale' });
export type Locale = z.infer<typeof LocaleSchema>;
export const GetLocalesResponseSchema = z.object({ items: z.array(LocaleSchema) });

export const CountryStateSchema = z.object({ code: z.string(), name: z.string() });

/**
 * Country (docs/product/entities.md#country): name, ISO 3166-1 alpha-2 code and the locale it
 * defaults to.
 */
export const CountrySchema = z
  .object({
    code: z.string().regex(/^[A-Z]{2}$/),
    name: z.string(),
    locale: z.string(),
    states: z.array(CountryStateSchema).optional(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof CountrySchema>;

export const GetCountriesQuerySchema = z
  .object({ withStates: BooleanQuerySchema.optional(), locale: LocaleCodeSchema.optional() })
  .strict();
export const GetCountriesResponseSchema = z.object({ items: z.array(CountrySchema) });

const StatusMapSchema = z.record(z.string(), z.number().int());
const PeriodSchema = z.object({ id: z.string(), name: z.string(), days: z.number().int() });

/**
 * Settings constants (docs/product/entities.md#settings-constants): every group is addressed by its
 * dotted name as a path.
 */
export const ConstantsSchema = z
  .object({
    player: z.object({
      timeZone: z.array(z.object({ id: z.string(), name: z.string() })),
      playerStatuses: StatusMapSchema,
      document: z.object({ status: StatusMapSchema }),
      limit: z.object({
        definitions: StatusMapSchema,
        statuses: StatusMapSchema,
        periods: z.array(z.enum(['daily', 'weekly', 'monthly'])),
        cashPeriods: z.array(PeriodSchema),
        coolingOffPeriods: z.array(PeriodSchema),
        selfExclusionPeriods: z.array(PeriodSchema),
      }),
    }),
    wallet: z.object({ accountStatuses: StatusMapSchema }),
    payment: z.object({ invoiceStatuses: StatusMapSchema, invoiceTypes: StatusMapSchema }),
    game: z.object({
      bet: z.object({ status: StatusMapSchema }),
      playerBonus: z.object({ status: StatusMapSchema, result: StatusMapSchema }),
      playerFreespin: z.object({ status: StatusMapSchema, result: StatusMapSchema }),
      bonusCode: z.object({ status: StatusMapSchema, trigger: StatusMapSchema }),
    }),
  })
  .meta({ id: 'Constants' });
export type Constants = z.infer<typeof ConstantsSchema>;

/** The chat widget the site loads on demand (docs/decisions/030): its script and public key. */
export const ChatWidgetSchema = z
  .discriminatedUnion('adapter', [
    z.object({ adapter: z.literal('zendesk'), scriptUrl: z.url(), key: z.string() }),
    z.object({
      adapter: z.literal('freshchat'),
      scriptUrl: z.url(),
      token: z.string(),
      host: z.url(),
    }),
  ])
  .meta({ id: 'ChatWidget' });
export type ChatWidget = z.infer<typeof ChatWidgetSchema>;

/** Bootstrap data for the first render (GET /api/player/init). */
export const PlayerInitSchema = z
  .object({
    country: z.string().nullable(),
    /** The visitor's country is in RESTRICTED_COUNTRIES: no registration, deposits or real-money play. */
    isCountryRestricted: z.boolean(),
    isMobile: z.boolean(),
    isMaintenance: z.boolean(),
    isGuestChatEnabled: z.boolean(),
    /** A sportsbook is connected (SPORTSBOOK_ENABLED): the navigation offers Sports. */
    isSportsbookEnabled: z.boolean(),
    defaultLocale: z.string(),
    locales: z.array(LocaleSchema),
    baseCurrency: z.string(),
    buildId: z.string(),
    /** Public origin of the site, for canonical and alternate links. */
    siteUrl: z.url(),
    /** `sandbox`: play money, test cards and captured mail (the site shows a ribbon); `live`: real. */
    siteMode: z.enum(['sandbox', 'live']),
    /** A vendor's chat widget instead of the built-in chat (SUPPORT_CHAT_ADAPTER); null: built in. */
    chatWidget: ChatWidgetSchema.nullable().optional(),
    /**
     * The jurisdiction rules this visitor meets (issue 32): a signed-in player's by their
     * account's country, amounts in their active currency and stake band by age; a guest's by
     * the request country, amounts in the profile's own currency.
     */
    jurisdiction: PlayerRulesSchema,
  })
  .meta({ id: 'PlayerInit' });
export type PlayerInit = z.infer<typeof PlayerInitSchema>;
