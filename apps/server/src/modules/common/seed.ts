import type { Db } from '../../db/client.ts';
import { BANKS, DICTIONARY } from './reference-data.ts';
import { banks, dictionaryItems } from './schema.ts';

/** Writes the reference lists at every start: labels and order kept current, an operator's `enabled` left alone. */
export async function seedReferenceData(db: Db): Promise<void> {
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
}
