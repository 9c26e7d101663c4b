import { translate, type Lang, type SecurityNotice } from '@app/contract';
import type { securityNotices } from './schema.ts';

type NoticeRow = typeof securityNotices.$inferSelect;

export function noticeView(row: NoticeRow, lang: Lang): SecurityNotice {
  return {
    id: row.id,
    kind: row.kind,
    title: translate(lang, `security.notice.${row.kind}.title`),
    text: translate(lang, `security.notice.${row.kind}.text`, row.params),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
