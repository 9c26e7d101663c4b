import { LIMITS } from '../limits.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { freeText, oneLine } from '../rules/text.ts';

// Sponsorship partners (docs/decisions.md, Sponsorship).

/** Logos the platform draws itself (original artwork, no real brands); a partner may use one instead of an upload. */
export const PARTNER_LOGO_COUNT = 6;
export function partnerLogoUrl(n: number): string {
  return `/api/partner-logos/${n}.svg`;
}

// An image a partner may show: a built-in logo, or an image uploaded through common/upload (its answered URL).
const IMAGE_URL = /^\/api\/(uploads\/[0-9a-f]{32}\.(png|jpg)|partner-logos\/[1-9]\d*\.svg)$/;
export function isPartnerImage(url: string): boolean {
  const logo = /partner-logos\/(\d+)\.svg$/.exec(url);
  return IMAGE_URL.test(url) && (!logo || Number(logo[1]) <= PARTNER_LOGO_COUNT);
}

/** A partner card as the Sponsorship tab shows it, in the member's language. */
export const PartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** The years of the partnership, "2024-2026" (or one year). */
  period: z.string(),
  summary: z.string(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const PartnerListSchema = z.object({ list: z.array(PartnerSchema) });

export const PartnerDetailQuerySchema = z.strictObject({
  id: z.coerce
    .number({ error: 'sponsorship.not_found' })
    .int('sponsorship.not_found')
    .positive('sponsorship.not_found'),
});

export const PartnerDetailSchema = PartnerSchema.extend({
  /** Operator-written rich text, passed through the server's allow-list sanitiser (never raw HTML). */
  content: z.string(),
  /** Pictures of the partnership, shown under the text. */
  images: z.array(z.string()),
});
export type PartnerDetail = z.infer<typeof PartnerDetailSchema>;

// ---- operators

const name = z
  .string({ error: 'sponsorship.name_rule' })
  .trim()
  .min(1, 'sponsorship.name_rule')
  .max(40, 'sponsorship.name_rule')
  .check(oneLine);
const summary = z
  .string({ error: 'sponsorship.summary_rule' })
  .trim()
  .max(200, 'sponsorship.summary_rule')
  .check(oneLine);
const content = z
  .string({ error: 'sponsorship.content_rule' })
  .max(LIMITS.richTextMax, 'sponsorship.content_rule')
  .check(freeText);
const image = z
  .string({ error: 'sponsorship.image_rule' })
  .max(80, 'sponsorship.image_rule')
  .refine(isPartnerImage, 'sponsorship.image_rule');
const year = z
  .number({ error: 'sponsorship.period_rule' })
  .int('sponsorship.period_rule')
  .min(2000, 'sponsorship.period_rule')
  .max(2100, 'sponsorship.period_rule');

const partnerFields = {
  nameZhHans: name,
  nameEn: name,
  summaryZhHans: summary.default(''),
  summaryEn: summary.default(''),
  contentZhHans: content.default(''),
  contentEn: content.default(''),
  logo: image,
  images: z.array(image).max(6, 'sponsorship.images_rule').default([]),
  fromYear: year,
  toYear: year,
  sort: z
    .number({ error: 'sponsorship.sort_rule' })
    .int('sponsorship.sort_rule')
    .min(0, 'sponsorship.sort_rule')
    .max(9999, 'sponsorship.sort_rule')
    .default(0),
  visible: z.boolean({ error: 'sponsorship.visible_rule' }).default(true),
};

const IdSchema = z
  .number({ error: 'sponsorship.not_found' })
  .int('sponsorship.not_found')
  .positive('sponsorship.not_found');
const periodInOrder = (v: { fromYear: number; toYear: number }) => v.fromYear <= v.toYear;
const periodIssue = { message: 'sponsorship.period_rule', path: ['toYear'] };

export const PartnerCreateSchema = z.strictObject(partnerFields).refine(periodInOrder, periodIssue);
export const PartnerUpdateSchema = z
  .strictObject({ id: IdSchema, ...partnerFields })
  .refine(periodInOrder, periodIssue);
export const PartnerDeleteSchema = z.strictObject({ id: IdSchema });
export type PartnerSave = z.input<typeof PartnerCreateSchema>;

/** A partner as operators edit it: both languages. */
export const AdminPartnerSchema = z.object({
  id: z.number().int(),
  nameZhHans: z.string(),
  nameEn: z.string(),
  summaryZhHans: z.string(),
  summaryEn: z.string(),
  contentZhHans: z.string(),
  contentEn: z.string(),
  logo: z.string(),
  images: z.array(z.string()),
  fromYear: z.number().int(),
  toYear: z.number().int(),
  sort: z.number().int(),
  visible: z.boolean(),
});
export type AdminPartner = z.infer<typeof AdminPartnerSchema>;

const MARKETING = { operator: ['marketing', 'admin'] } as const;

/** Sponsorship partners: the Sponsorship tab and a partner's page; their administration. */
export const SPONSORSHIP_API = {
  list: endpoint({ method: 'GET', path: 'other/getPartner', auth: 'visitor', answer: PartnerListSchema }),
  detail: endpoint({
    method: 'GET',
    path: 'other/getPartnerDetail',
    auth: 'visitor',
    query: PartnerDetailQuerySchema,
    answer: PartnerDetailSchema,
  }),
  /** A built-in logo, `1.svg` to `6.svg` (the URLs of `partnerLogoUrl`). */
  logo: endpoint({
    method: 'GET',
    path: 'partner-logos/:file',
    auth: 'visitor',
    params: z.object({
      file: z
        .string()
        .max(20)
        .regex(/^\d+\.svg$/),
    }),
    answer: 'raw',
    hidden: true,
  }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/partners',
    auth: MARKETING,
    /** Every partner, hidden ones too, and the built-in logos an operator may pick. */
    answer: z.object({ list: z.array(AdminPartnerSchema), logos: z.array(z.string()) }),
  }),
  adminCreate: endpoint({
    method: 'POST',
    path: 'admin/partners/create',
    auth: MARKETING,
    body: PartnerCreateSchema,
    bodyLimit: LIMITS.richTextBodyMaxBytes,
    answer: AdminPartnerSchema,
  }),
  adminUpdate: endpoint({
    method: 'POST',
    path: 'admin/partners/update',
    auth: MARKETING,
    body: PartnerUpdateSchema,
    bodyLimit: LIMITS.richTextBodyMaxBytes,
    answer: AdminPartnerSchema,
  }),
  adminDelete: endpoint({
    method: 'POST',
    path: 'admin/partners/delete',
    auth: MARKETING,
    body: PartnerDeleteSchema,
    answer: z.object({ id: z.number().int() }),
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
