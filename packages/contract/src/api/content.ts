import { LIMITS } from '../limits.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MoneySchema } from '../rules/money.ts';
import { freeText, oneLine } from '../rules/text.ts';
import { ServiceInfoSchema } from './service.ts';

// Help centre, about and the public site configuration (docs/decisions.md, Help centre and configuration).

export const HELP_KEYWORD_MAX = 30;

export const HelpListQuerySchema = z.strictObject({
  /** Part of an article's title or text in the member's language; empty or absent lists everything. */
  keyword: z
    .string({ error: 'content.keyword_rule' })
    .trim()
    .max(HELP_KEYWORD_MAX, 'content.keyword_rule')
    .check(oneLine)
    .optional(),
});

export const HelpArticleItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the article's text, without markup. */
  summary: z.string(),
});

export const HelpCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articles: z.array(HelpArticleItemSchema),
});
export type HelpCategory = z.infer<typeof HelpCategorySchema>;

/** The categories in order with their articles; with a keyword, only the articles that match (and their categories). */
export const HelpListSchema = z.object({ list: z.array(HelpCategorySchema) });
export type HelpList = z.infer<typeof HelpListSchema>;

const idOf = (key: 'content.article_not_found' | 'content.category_not_found') =>
  z.coerce
    .number({ error: key })
    .int(key)
    .positive(key)
    .max(2 ** 31 - 1, key);

export const HelpDetailQuerySchema = z.strictObject({ id: idOf('content.article_not_found') });

export const HelpDetailSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryTitle: z.string(),
  title: z.string(),
  /** Sanitised HTML (the allow-list of promotions). */
  content: z.string(),
  updatedAt: z.string(),
});
export type HelpDetail = z.infer<typeof HelpDetailSchema>;

const AmountRangeSchema = z.object({ min: MoneySchema, max: MoneySchema });

/** What the app shows of the platform's settings, from one source: amounts, fees, switches, contacts, version. */
export const SiteConfigSchema = z.object({
  siteName: z.string(),
  appVersion: z.string(),
  versionCode: z.number().int(),
  timeZone: z.string(),
  currency: z.string(),
  amounts: z.object({
    deposit: AmountRangeSchema,
    withdraw: AmountRangeSchema,
    /** The smallest transfer between wallets; the most is what the source wallet holds. */
    transferMin: MoneySchema,
  }),
  withdrawFees: z.object({
    bank: z.object({ percent: z.string(), fixed: MoneySchema }),
    usdt: z.object({ percent: z.string(), fixed: MoneySchema }),
  }),
  /** CNY per USDT, as configured. */
  usdtRate: z.string(),
  /** Minutes before a new payout account takes withdrawals (0: at once). */
  payoutCooldownMinutes: z.number().int(),
  identity: z.object({ single: MoneySchema, cumulative: MoneySchema }),
  features: z.object({
    /** Online deposit channels work (a payment provider, or the demo's sandbox provider). */
    onlineDeposit: z.boolean(),
    /** Some live chat channel is enabled. */
    liveChat: z.boolean(),
  }),
  service: ServiceInfoSchema,
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

// Administration (role support).
const title = z
  .string({ error: 'content.title_rule' })
  .trim()
  .min(1, 'content.title_rule')
  .max(60, 'content.title_rule')
  .check(oneLine);
const html = z
  .string({ error: 'content.body_rule' })
  .trim()
  .min(1, 'content.body_rule')
  .max(LIMITS.richTextMax, 'content.body_rule')
  .check(freeText);
const sort = z
  .number({ error: 'content.sort_rule' })
  .int('content.sort_rule')
  .min(0, 'content.sort_rule')
  .max(9999, 'content.sort_rule')
  .default(0);

const categoryFields = { titleZhHans: title, titleEn: title, sort };
export const HelpCategoryCreateSchema = z.strictObject(categoryFields);
export const HelpCategoryUpdateSchema = z.strictObject({ id: idOf('content.category_not_found'), ...categoryFields });

const articleFields = {
  categoryId: idOf('content.category_not_found'),
  titleZhHans: title,
  titleEn: title,
  contentZhHans: html,
  contentEn: html,
  sort,
};
export const HelpArticleCreateSchema = z.strictObject(articleFields);
export const HelpArticleUpdateSchema = z.strictObject({ id: idOf('content.article_not_found'), ...articleFields });
export const HelpCategoryDeleteSchema = z.strictObject({ id: idOf('content.category_not_found') });
export const HelpArticleDeleteSchema = z.strictObject({ id: idOf('content.article_not_found') });

export const AdminHelpCategorySchema = z.object({
  id: z.number().int(),
  titleZhHans: z.string(),
  titleEn: z.string(),
  sort: z.number().int(),
});
export type AdminHelpCategory = z.infer<typeof AdminHelpCategorySchema>;
export const AdminHelpArticleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  titleZhHans: z.string(),
  titleEn: z.string(),
  contentZhHans: z.string(),
  contentEn: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type AdminHelpArticle = z.infer<typeof AdminHelpArticleSchema>;

const SUPPORT = { operator: ['support', 'admin'] } as const;
const Deleted = z.object({ id: z.number().int() });

/** Help centre, about and the public site configuration (other/getConfig); their administration. */
export const CONTENT_API = {
  helpList: endpoint({
    method: 'GET',
    path: 'help/getList',
    auth: 'visitor-or-member',
    query: HelpListQuerySchema,
    answer: HelpListSchema,
  }),
  helpDetails: endpoint({
    method: 'GET',
    path: 'help/getDetails',
    auth: 'visitor-or-member',
    query: HelpDetailQuerySchema,
    answer: HelpDetailSchema,
  }),
  config: endpoint({ method: 'GET', path: 'other/getConfig', auth: 'visitor', answer: SiteConfigSchema }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/help',
    auth: SUPPORT,
    answer: z.object({ categories: z.array(AdminHelpCategorySchema), articles: z.array(AdminHelpArticleSchema) }),
  }),
  adminCategoryCreate: endpoint({
    method: 'POST',
    path: 'admin/help/categories/create',
    auth: SUPPORT,
    body: HelpCategoryCreateSchema,
    answer: AdminHelpCategorySchema,
  }),
  adminCategoryUpdate: endpoint({
    method: 'POST',
    path: 'admin/help/categories/update',
    auth: SUPPORT,
    body: HelpCategoryUpdateSchema,
    answer: AdminHelpCategorySchema,
  }),
  adminCategoryDelete: endpoint({
    method: 'POST',
    path: 'admin/help/categories/delete',
    auth: SUPPORT,
    body: HelpCategoryDeleteSchema,
    answer: Deleted,
  }),
  adminArticleCreate: endpoint({
    method: 'POST',
    path: 'admin/help/articles/create',
    auth: SUPPORT,
    body: HelpArticleCreateSchema,
    bodyLimit: LIMITS.richTextBodyMaxBytes,
    answer: AdminHelpArticleSchema,
  }),
  adminArticleUpdate: endpoint({
    method: 'POST',
    path: 'admin/help/articles/update',
    auth: SUPPORT,
    body: HelpArticleUpdateSchema,
    bodyLimit: LIMITS.richTextBodyMaxBytes,
    answer: AdminHelpArticleSchema,
  }),
  adminArticleDelete: endpoint({
    method: 'POST',
    path: 'admin/help/articles/delete',
    auth: SUPPORT,
    body: HelpArticleDeleteSchema,
    answer: Deleted,
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
