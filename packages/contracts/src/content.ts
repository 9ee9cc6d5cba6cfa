import { z } from 'zod';
import { PageQuerySchema, paginated } from './common.ts';
import { LOCALE_PATTERN } from './locale.ts';

/**
 * The content store (docs/product/api-calls.md#other): entries per (group, key, locale) that
 * operators edit without a deploy. Groups hold small texts the whole site uses; `pages.*` groups
 * hold pages whose key is the page identity of the URL.
 */
export const CONTENT_TEXT_GROUPS = [
  'alerts',
  'fields-settings',
  'global-components',
  'layout',
  'modals',
  'redirects',
] as const;
export const PAGE_TYPES = ['home', 'static', 'questions', 'promotions'] as const;
export type ContentTextGroup = (typeof CONTENT_TEXT_GROUPS)[number];
export type PageType = (typeof PAGE_TYPES)[number];
export const pageGroup = (type: PageType) => `pages.${type}` as const;
export const CONTENT_GROUPS = [...CONTENT_TEXT_GROUPS, ...PAGE_TYPES.map(pageGroup)] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

/** Entry keys and page identities: what a URL segment or a dotted name may hold. */
export const ContentKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'letters, digits, dots, dashes and underscores');
export const ContentLocaleSchema = z
  .string()
  .regex(LOCALE_PATTERN, 'a locale code such as en or pt-br');

const text = (max = 2000) => z.string().trim().min(1).max(max);
/** A site path (`/static/terms`, localized by the site) or an absolute http(s) URL. */
const LinkTargetSchema = z
  .string()
  .max(500)
  .regex(
    /^(\/[^\s]*|https?:\/\/[^\s]+|\?[^\s]*)$/,
    'a site path starting with / or an http(s) URL',
  );
export const LinkSchema = z.object({ label: text(80), to: LinkTargetSchema });

// --- Text groups -------------------------------------------------------------------------

/**
 * `alerts` (docs/product/errors.md#alerts): one toast text per event, e.g.
 * `profile.successRegistration`.
 */
export const AlertContentSchema = z.object({ title: text(120).optional(), text: text(500) });
/**
 * `fields-settings`: `validation.<rule>` messages of docs/product/validation.md#messages with
 * {min}, {max}, {other}.
 */
export const FieldMessageContentSchema = z.object({ text: text(300) });
/**
 * `global-components`: e.g. `errorPage` {title, description, button}
 * (docs/product/routes-and-modals.md#error-page).
 */
export const GlobalComponentContentSchema = z.record(z.string().max(60), z.string().max(2000));
/** `layout`: e.g. `footer` {licence, links}. */
export const LayoutContentSchema = z.object({
  licence: text(1000).optional(),
  links: z.array(LinkSchema).max(20).optional(),
});
/** `modals`: texts shown inside modals, e.g. `register` {title, text}. */
export const ModalContentSchema = z.object({ title: text(120), text: text(500).optional() });
/**
 * `redirects` (docs/product/routes-and-modals.md#rule-4-content-redirects): `from` is a path
 * without locale prefix, matched in every locale.
 */
export const RedirectContentSchema = z.object({
  from: z
    .string()
    .max(500)
    .regex(/^\/[^\s?#]*$/, 'a path starting with /'),
  to: LinkTargetSchema,
  status: z.union([z.literal(301), z.literal(302)]).default(301),
});
export type RedirectRule = z.infer<typeof RedirectContentSchema>;

// --- Pages -------------------------------------------------------------------------------

export const BannerSchema = z.object({
  title: text(160),
  text: text(400).optional(),
  cta: LinkSchema.optional(),
  tone: z.enum(['brand', 'gold', 'win']).default('brand'),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Home page sections, rendered in order. `winners` is a slot the games feature fills. */
export const HomeSectionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hero'), banners: z.array(BannerSchema).min(1).max(6) }),
  z.object({
    type: z.literal('games'),
    collection: ContentKeySchema,
    title: text(80),
    more: LinkTargetSchema.optional(),
  }),
  z.object({
    type: z.literal('promotions'),
    title: text(80),
    items: z.array(ContentKeySchema).max(12).optional(),
  }),
  z.object({ type: z.literal('winners'), title: text(80) }),
]);
export type HomeSection = z.infer<typeof HomeSectionSchema>;

export const PromotionStepSchema = z.object({
  label: text(60),
  amount: text(60),
  text: text(200).optional(),
});

/**
 * One page: front matter fields plus a Markdown body. Which optional fields a page uses
 * depends on its type (sections: home; category: questions; hero, steps, badge: promotions;
 * form: static).
 */
export const PageContentSchema = z.object({
  title: text(200),
  description: z.string().trim().max(320).default(''),
  summary: text(400).optional(),
  body: z.string().max(100_000).default(''),
  order: z.number().int().min(0).max(100_000).default(0),
  category: text(80).optional(),
  form: z.enum(['contact']).optional(),
  kind: z.enum(['welcome', 'bonus']).optional(),
  badge: text(80).optional(),
  hero: BannerSchema.optional(),
  steps: z.array(PromotionStepSchema).max(8).optional(),
  sections: z.array(HomeSectionSchema).max(20).optional(),
});
export type PageContent = z.infer<typeof PageContentSchema>;

/** The schema an entry's data must match in each group. */
export function contentDataSchema(group: ContentGroup): z.ZodType {
  switch (group) {
    case 'alerts':
      return AlertContentSchema;
    case 'fields-settings':
      return FieldMessageContentSchema;
    case 'global-components':
      return GlobalComponentContentSchema;
    case 'layout':
      return LayoutContentSchema;
    case 'modals':
      return ModalContentSchema;
    case 'redirects':
      return RedirectContentSchema;
    default:
      return PageContentSchema;
  }
}

// --- Public read API -----------------------------------------------------------------------

export const ContentQuerySchema = z.object({
  locale: ContentLocaleSchema.default('en'),
  /** CONTENT_PREVIEW_TOKEN: drafts are shown instead of the published versions. */
  preview: z.string().max(200).optional(),
});

export const ContentGroupParamsSchema = z.object({ group: z.enum(CONTENT_TEXT_GROUPS) });
export const PageTypeParamsSchema = z.object({ type: z.enum(PAGE_TYPES) });
export const PageParamsSchema = PageTypeParamsSchema.extend({ identity: ContentKeySchema });

/** A group for one locale: each key from that locale, or from the default locale when missing. */
export const ContentGroupResponseSchema = z
  .object({
    group: z.string(),
    locale: z.string(),
    items: z.record(z.string(), z.object({ locale: z.string(), data: z.unknown() })),
  })
  .meta({ id: 'ContentGroup' });
export type ContentGroupResponse = z.infer<typeof ContentGroupResponseSchema>;

const pageFields = {
  type: z.enum(PAGE_TYPES),
  identity: z.string(),
  /** The locale the text is in (the default locale when the page has no translation). */
  locale: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string().nullable(),
  order: z.number().int(),
  category: z.string().nullable(),
  kind: z.string().nullable(),
  badge: z.string().nullable(),
  hero: BannerSchema.nullable(),
  updatedAt: z.string(),
  isDraft: z.boolean(),
};

export const PageSummarySchema = z.object(pageFields).meta({ id: 'ContentPageSummary' });
export type PageSummary = z.infer<typeof PageSummarySchema>;
export const PageListResponseSchema = z
  .object({ items: z.array(PageSummarySchema) })
  .meta({ id: 'ContentPageList' });

export const PageResponseSchema = z
  .object({
    ...pageFields,
    /** The Markdown body rendered to HTML (raw HTML in the source is escaped). */
    html: z.string(),
    form: z.string().nullable(),
    steps: z.array(PromotionStepSchema).nullable(),
    sections: z.array(HomeSectionSchema).nullable(),
  })
  .meta({ id: 'ContentPage' });
export type PageResponse = z.infer<typeof PageResponseSchema>;

export const RedirectMatchQuerySchema = z.object({
  /** The requested path, with its locale prefix if any. */
  path: z.string().min(1).max(2000),
});
export const RedirectMatchResponseSchema = z
  .object({
    redirect: z
      .object({ to: z.string(), status: z.union([z.literal(301), z.literal(302)]) })
      .nullable(),
  })
  .meta({ id: 'RedirectMatch' });

// --- Operator API ----------------------------------------------------------------------------

export const ENTRY_STATUSES = ['draft', 'published', 'changed'] as const;

export const AdminEntrySchema = z
  .object({
    group: z.string(),
    key: z.string(),
    locale: z.string(),
    /** draft: never published; published: live, no pending changes; changed: live with a newer draft. */
    status: z.enum(ENTRY_STATUSES),
    draft: z.unknown().nullable(),
    published: z.unknown().nullable(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    /** seed: as shipped in content/ (the seed may refresh it); operator: edited, the seed leaves it. */
    origin: z.enum(['seed', 'operator']),
  })
  .meta({ id: 'ContentEntry' });
export type AdminEntry = z.infer<typeof AdminEntrySchema>;
export const AdminEntryListSchema = paginated(AdminEntrySchema);

export const AdminEntriesQuerySchema = z.object({
  group: z.enum(CONTENT_GROUPS).optional(),
  locale: ContentLocaleSchema.optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
  page: PageQuerySchema,
  perPage: z.coerce.number().int().positive().max(200).default(50),
});

export const AdminEntryParamsSchema = z.object({
  group: z.enum(CONTENT_GROUPS),
  key: ContentKeySchema,
  locale: ContentLocaleSchema,
});

/** Saves a draft (checked against the group's schema); `publish: true` publishes it at once. */
export const AdminSaveEntryRequestSchema = z
  .object({ data: z.unknown(), publish: z.boolean().default(false) })
  .meta({ id: 'ContentEntrySave' });
