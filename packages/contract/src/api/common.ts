import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const SystemInfoSchema = z.object({
  siteName: z.string(),
  currency: z.literal('CNY'),
  timeZone: z.string(),
  appVersion: z.string(),
  versionCode: z.number().int(),
  serviceEmail: z.string(),
});

export const DICTIONARY_TYPES = [
  'banks',
  'feedbackTypes',
  'paymentMethods',
  'withdrawMethods',
  'gameCategories',
] as const;
export type DictionaryType = (typeof DICTIONARY_TYPES)[number];

export const DictionaryItemSchema = z.object({ code: z.string(), label: z.string(), sort: z.number().int() });
export const BankItemSchema = DictionaryItemSchema.extend({ fastTransfer: z.boolean() });

export const SysDictionaryQuerySchema = z.strictObject({ type: z.enum(DICTIONARY_TYPES).optional() });
export const SysDictionarySchema = z.object({
  banks: z.array(BankItemSchema).optional(),
  feedbackTypes: z.array(DictionaryItemSchema).optional(),
  paymentMethods: z.array(DictionaryItemSchema).optional(),
  withdrawMethods: z.array(DictionaryItemSchema).optional(),
  gameCategories: z.array(DictionaryItemSchema).optional(),
});
export type SysDictionary = z.infer<typeof SysDictionarySchema>;

export const DefaultAvatarSchema = z.object({ list: z.array(z.string()) });

export const CheckUpdateSchema = z.object({
  version: z.string(),
  versionCode: z.number().int(),
  desc: z.string(),
  apkUrl: z.string(),
  iosUrl: z.string(),
});
export type CheckUpdate = z.infer<typeof CheckUpdateSchema>;

export const UploadResultSchema = z.object({ url: z.string(), size: z.number().int(), type: z.string() });

/** Site information, reference lists, avatars, the app update check and image uploads. */
export const COMMON_API = {
  systemInfo: endpoint({ method: 'GET', path: 'common/getSystemInfo', auth: 'visitor', answer: SystemInfoSchema }),
  checkUpdate: endpoint({ method: 'GET', path: 'common/checkUpdate', auth: 'visitor', answer: CheckUpdateSchema }),
  sysDictionary: endpoint({
    method: 'GET',
    path: 'common/getSysDictionary',
    auth: 'visitor',
    query: SysDictionaryQuerySchema,
    answer: SysDictionarySchema,
  }),
  defaultAvatar: endpoint({
    method: 'GET',
    path: 'common/getDefaultAvatar',
    auth: 'visitor',
    answer: DefaultAvatarSchema,
  }),
  /** A default avatar, `1.svg` to `6.svg` (the URLs of `defaultAvatarUrl`). */
  avatar: endpoint({
    method: 'GET',
    path: 'avatars/:file',
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
  /** An image as multipart: the field `directory` and the file part `imgPath`. */
  upload: endpoint({
    method: 'POST',
    path: 'common/upload',
    auth: 'member',
    body: 'multipart',
    answer: UploadResultSchema,
  }),
  /** An uploaded image, at the URL the upload answered. */
  uploaded: endpoint({
    method: 'GET',
    path: 'uploads/:id',
    auth: 'visitor',
    params: z.object({
      id: z
        .string()
        .max(36)
        .regex(/^[0-9a-f]{32}\.(png|jpg)$/),
    }),
    answer: 'raw',
    hidden: true,
  }),
} as const;
