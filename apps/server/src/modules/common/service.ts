import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { LIMITS, type DictionaryType, type Lang, type SysDictionary } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { BANKS, DICTIONARY } from './reference-data.ts';
import { banks, dictionaryItems, uploads } from './schema.ts';

const IMAGE_TYPES = [
  { mime: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

/** The image type named by the first bytes of a file, or null: the file name and the sender's type are not trusted. */
export function sniffImage(head: Uint8Array) {
  return IMAGE_TYPES.find((t) => t.magic.every((byte, i) => head[i] === byte)) ?? null;
}

export function createCommonService(db: Db, config: Config) {
  return {
    async seed(): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [sort, b] of BANKS.entries()) {
          await tx
            .insert(banks)
            .values({ code: b.code, nameZhHans: b.zh, nameEn: b.en, fastTransfer: b.fast ?? false, sort })
            .onConflictDoUpdate({ target: banks.code, set: { nameZhHans: b.zh, nameEn: b.en, sort } });
        }
        for (const [type, items] of Object.entries(DICTIONARY)) {
          for (const [sort, item] of items.entries()) {
            await tx
              .insert(dictionaryItems)
              .values({ type, code: item.code, labelZhHans: item.zh, labelEn: item.en, sort })
              .onConflictDoUpdate({
                target: [dictionaryItems.type, dictionaryItems.code],
                set: { labelZhHans: item.zh, labelEn: item.en, sort },
              });
          }
        }
      });
    },

    systemInfo() {
      return {
        siteName: config.siteName,
        currency: LIMITS.currency,
        timeZone: config.timeZone,
        appVersion: LIMITS.appVersion,
        versionCode: LIMITS.appVersionCode,
        serviceEmail: config.serviceEmail,
      };
    },

    checkUpdate() {
      return { ...config.appUpdate };
    },

    async dictionary(lang: Lang, type?: DictionaryType): Promise<SysDictionary> {
      const result: SysDictionary = {};
      if (!type || type === 'banks') {
        const rows = await db.select().from(banks).where(eq(banks.enabled, true)).orderBy(asc(banks.sort));
        result.banks = rows.map((b) => ({
          code: b.code,
          label: lang === 'en' ? b.nameEn : b.nameZhHans,
          sort: b.sort,
          fastTransfer: b.fastTransfer,
        }));
      }
      const types = type ? (type === 'banks' ? [] : [type]) : (Object.keys(DICTIONARY) as (keyof typeof DICTIONARY)[]);
      for (const t of types) {
        const rows = await db
          .select()
          .from(dictionaryItems)
          .where(and(eq(dictionaryItems.type, t), eq(dictionaryItems.enabled, true)))
          .orderBy(asc(dictionaryItems.sort));
        result[t] = rows.map((r) => ({ code: r.code, label: lang === 'en' ? r.labelEn : r.labelZhHans, sort: r.sort }));
      }
      return result;
    },

    /** Stores an image whose bytes were already checked; answers the URL it is served at. */
    async storeUpload(memberId: number, directory: string, data: Buffer) {
      const type = sniffImage(data);
      if (!type) throw new AppError('upload.bad_type', 415);
      const id = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await db.insert(uploads).values({ id, memberId, directory, mime: type.mime, size: data.length, data });
      return { url: `/api/uploads/${id}`, size: data.length, type: type.mime };
    },

    /** Who uploaded `id` (null when unknown), so another module can accept only a member's own images. */
    async uploadOwner(id: string): Promise<number | null> {
      const [row] = await db.select({ memberId: uploads.memberId }).from(uploads).where(eq(uploads.id, id));
      return row?.memberId ?? null;
    },

    async readUpload(id: string) {
      const [row] = await db.select({ mime: uploads.mime, data: uploads.data }).from(uploads).where(eq(uploads.id, id));
      return row ?? null;
    },
  };
}

export type CommonService = ReturnType<typeof createCommonService>;
