import { z } from 'zod';

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
