import { translate, type Lang, type Message, type PlatformMessageKind } from '@app/contract';
import type { messages } from './schema.ts';

type MessageRow = typeof messages.$inferSelect;

const platformText = (kind: PlatformMessageKind, part: 'title' | 'text', lang: Lang, params: Record<string, string>) =>
  translate(lang, `messages.kind.${kind}.${part}`, params);

/** An operator's text as written in the reader's language; a platform message's text from its kind and params. */
export function messageView(row: MessageRow, read: boolean, lang: Lang): Message {
  const { kind } = row;
  const en = lang === 'en';
  const [title, text] =
    kind === 'operator'
      ? [(en ? row.titleEn : row.titleZhHans) ?? '', (en ? row.textEn : row.textZhHans) ?? '']
      : [platformText(kind, 'title', lang, row.params), platformText(kind, 'text', lang, row.params)];
  return { id: row.id, kind, title, text, createdAt: row.publishAt.toISOString(), read };
}

export function adminMessageView(row: MessageRow) {
  const { kind } = row;
  return {
    id: row.id,
    kind,
    audience: row.audience,
    memberId: row.memberId,
    minVipLevel: row.minVipLevel,
    title: kind === 'operator' ? (row.titleZhHans ?? '') : platformText(kind, 'title', 'zh_hans', row.params),
    publishAt: row.publishAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
