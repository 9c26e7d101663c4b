import type { SecurityNotice } from '@app/contract';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useNotices, useReadNotices } from '../../api/security';
import { formatDateTime } from '../../shared/format/date';
import { PagedList } from '../../shared/ui/paged-list';

/** The security notices, newest first; opening the page marks them read (unread ones keep their dot until it is left). */
export function NoticeList() {
  const { t } = useTranslation();
  const notices = useNotices();
  const timeZone = useSystemInfo().data?.timeZone;
  useMarkReadOnce(notices.data !== undefined);

  return (
    <>
      <div className="section-title">{t('security.page.notices')}</div>
      <PagedList
        query={notices}
        itemKey={(n) => n.id}
        emptyText={t('security.page.no_notices')}
        renderItem={(n) => <NoticeRow notice={n} timeZone={timeZone} />}
      />
    </>
  );
}

function NoticeRow({ notice, timeZone }: { notice: SecurityNotice; timeZone: string | undefined }) {
  return (
    <List.Item
      data-testid="notice-row"
      arrowIcon={false}
      description={
        <span className="notice-body">
          <span>{notice.text}</span>
          <span className="notice-time">{formatDateTime(notice.createdAt, timeZone)}</span>
        </span>
      }
    >
      {notice.read ? notice.title : <Badge content={Badge.dot}>{notice.title}</Badge>}
    </List.Item>
  );
}

/** Marks the notices read once they have been shown. */
function useMarkReadOnce(shown: boolean) {
  const read = useReadNotices();
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    read.mutate();
  }, [shown, read]);
}
