import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { oneLine } from '../rules/text.ts';

// Customer service channels (docs/decisions.md, Customer service).

/**
 * How a member reaches customer service: `live_chat` a provider's chat page (a URL), the others a
 * handle to copy and use in that app (an account name, a number, an address).
 */
export const SERVICE_CHANNEL_KINDS = [
  'live_chat',
  'telegram',
  'whatsapp',
  'wechat',
  'qq',
  'skype',
  'line',
  'phone',
  'email',
] as const;
export type ServiceChannelKind = (typeof SERVICE_CHANNEL_KINDS)[number];

/** A channel as the Customer Service tab shows it, in the member's language. */
export const ServiceChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_CHANNEL_KINDS),
  title: z.string(),
  /** The chat page's URL (absolute, or a path on this site) for live chat; the handle otherwise. */
  value: z.string(),
  /** Live chat only: the provider allows its page inside our frame page. */
  frameable: z.boolean(),
  /** When the channel is staffed, as the operator wrote it; empty when not given. */
  hours: z.string(),
});
export type ServiceChannel = z.infer<typeof ServiceChannelSchema>;

export const ServiceInfoSchema = z.object({
  channels: z.array(ServiceChannelSchema),
  /** The platform's service address (the same as common/getSystemInfo's). */
  email: z.string(),
});
export type ServiceInfo = z.infer<typeof ServiceInfoSchema>;

const title = z
  .string({ error: 'service.title_rule' })
  .trim()
  .min(1, 'service.title_rule')
  .max(40, 'service.title_rule')
  .check(oneLine);
const hours = z.string({ error: 'service.hours_rule' }).trim().max(60, 'service.hours_rule').check(oneLine);

/** An absolute http(s) URL, or a path on this site ("/sandbox/chat"), never a protocol-relative "//host". */
export function isChatUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  return URL.canParse(value);
}

const HANDLE_RULES: Partial<Record<ServiceChannelKind, [RegExp, 'service.phone_rule' | 'service.email_rule']>> = {
  phone: [/^\+?[0-9][0-9 -]{4,23}$/, 'service.phone_rule'],
  email: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'service.email_rule'],
};

const channelFields = {
  kind: z.enum(SERVICE_CHANNEL_KINDS, { error: 'service.kind_rule' }),
  titleZhHans: title,
  titleEn: title,
  value: z
    .string({ error: 'service.value_rule' })
    .trim()
    .min(1, 'service.value_rule')
    .max(300, 'service.value_rule')
    .check(oneLine),
  frameable: z.boolean({ error: 'service.frame_rule' }).default(false),
  hoursZhHans: hours.default(''),
  hoursEn: hours.default(''),
  sort: z
    .number({ error: 'service.sort_rule' })
    .int('service.sort_rule')
    .min(0, 'service.sort_rule')
    .max(9999, 'service.sort_rule')
    .default(0),
  enabled: z.boolean({ error: 'service.enabled_rule' }).default(true),
};

type ChannelInput = { kind: ServiceChannelKind; value: string; frameable: boolean };

/** The value must suit the kind: a chat URL for live chat, a number for phone, an address for e-mail. */
function checkValue(input: ChannelInput, ctx: z.RefinementCtx) {
  const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (input.kind === 'live_chat') {
    if (!isChatUrl(input.value)) issue('service.url_rule', 'value');
  } else {
    const rule = HANDLE_RULES[input.kind];
    if (rule && !rule[0].test(input.value)) issue(rule[1], 'value');
    if (input.frameable) issue('service.frame_rule', 'frameable');
  }
}

const IdSchema = z.number({ error: 'service.not_found' }).int('service.not_found').positive('service.not_found');

export const ServiceChannelCreateSchema = z.strictObject(channelFields).superRefine(checkValue);
export const ServiceChannelUpdateSchema = z.strictObject({ id: IdSchema, ...channelFields }).superRefine(checkValue);
export const ServiceChannelEnableSchema = z.strictObject({
  id: IdSchema,
  enabled: z.boolean({ error: 'service.enabled_rule' }),
});
export const ServiceChannelDeleteSchema = z.strictObject({ id: IdSchema });

/** A channel as operators edit it: both languages. */
export const AdminServiceChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_CHANNEL_KINDS),
  titleZhHans: z.string(),
  titleEn: z.string(),
  value: z.string(),
  frameable: z.boolean(),
  hoursZhHans: z.string(),
  hoursEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminServiceChannel = z.infer<typeof AdminServiceChannelSchema>;

const SUPPORT = { operator: ['support', 'admin'] } as const;

/** Customer service channels: what the Customer Service tab shows, and their administration. */
export const SERVICE_API = {
  channels: endpoint({ method: 'GET', path: 'service/channels', auth: 'visitor', answer: ServiceInfoSchema }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/service/channels',
    auth: SUPPORT,
    answer: z.object({ list: z.array(AdminServiceChannelSchema) }),
  }),
  adminCreate: endpoint({
    method: 'POST',
    path: 'admin/service/channels/create',
    auth: SUPPORT,
    body: ServiceChannelCreateSchema,
    answer: AdminServiceChannelSchema,
  }),
  adminUpdate: endpoint({
    method: 'POST',
    path: 'admin/service/channels/update',
    auth: SUPPORT,
    body: ServiceChannelUpdateSchema,
    answer: AdminServiceChannelSchema,
  }),
  adminEnable: endpoint({
    method: 'POST',
    path: 'admin/service/channels/enable',
    auth: SUPPORT,
    body: ServiceChannelEnableSchema,
    answer: AdminServiceChannelSchema,
  }),
  adminDelete: endpoint({
    method: 'POST',
    path: 'admin/service/channels/delete',
    auth: SUPPORT,
    body: ServiceChannelDeleteSchema,
    answer: z.object({ id: z.number().int() }),
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
