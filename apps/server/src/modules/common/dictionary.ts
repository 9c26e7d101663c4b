import { and, asc, eq } from 'drizzle-orm';
import type { DictionaryType, Lang, SysDictionary } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { DICTIONARY } from './reference-data.ts';
import { banks, dictionaryItems } from './schema.ts';
import { bankView, dictionaryItemView } from './views.ts';

/** The enabled items of one reference list, or of every list when no type is asked for, in `lang`. */
export async function dictionary(db: Db, lang: Lang, type?: DictionaryType): Promise<SysDictionary> {
  const result: SysDictionary = {};
  if (!type || type === 'banks') {
    const rows = await db.select().from(banks).where(eq(banks.enabled, true)).orderBy(asc(banks.sort));
    result.banks = rows.map((b) => bankView(b, lang));
  }
  const types = type ? (type === 'banks' ? [] : [type]) : (Object.keys(DICTIONARY) as (keyof typeof DICTIONARY)[]);
  for (const t of types) {
    const rows = await db
      .select()
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.type, t), eq(dictionaryItems.enabled, true)))
      .orderBy(asc(dictionaryItems.sort));
    result[t] = rows.map((r) => dictionaryItemView(r, lang));
  }
  return result;
}
