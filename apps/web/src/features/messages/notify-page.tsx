import type { Message, Notice } from '@app/contract';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { useMessages, useNotices } from '../../api/messages';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import './messages.css';

type Tab = 'messages' | 'notices';

/** /pages/mine/notify: the member's messages (unread ones marked), and the platform notices (?tab=notices). */
export function NotifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'notices' ? 'notices' : 'messages';

  return (
    <Page title={t('messages.title')} className="messages-page">
      <Tabs activeKey={tab} onChange={(key) => setParams(key === 'notices' ? { tab: key } : {}, { replace: true })}>
        <Tabs.Tab title={t('messages.tab.messages')} key="messages" />
        <Tabs.Tab title={t('messages.tab.notices')} key="notices" />
      </Tabs>
      {tab === 'messages' ? <MessageList /> : <NoticeList />}
    </Page>
  );
}

function MessageList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSystemInfo().data?.timeZone;
  return (
    <PagedList
      query={useMessages()}
      itemKey={(m) => m.id}
      emptyText={t('messages.empty')}
      renderItem={(m: Message) => (
        <List.Item
          data-testid="message-row"
          onClick={() => navigate(`${ROUTES.notifyXq}?id=${m.id}`)}
          description={<span className="message-time">{formatDateTime(m.createdAt, timeZone)}</span>}
        >
          {m.read ? (
            m.title
          ) : (
            <Badge content={Badge.dot} aria-label={t('messages.unread')}>
              {m.title}
            </Badge>
          )}
        </List.Item>
      )}
    />
  );
}

function NoticeList() {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  return (
    <PagedList
      query={useNotices()}
      itemKey={(n) => n.id}
      emptyText={t('messages.no_notices')}
      renderItem={(n: Notice) => (
        <List.Item
          data-testid="notice-row"
          arrowIcon={false}
          description={
            <span className="message-body">
              <span className="message-text">{n.text}</span>
              <span className="message-time">{formatDateTime(n.startsAt ?? n.createdAt, timeZone)}</span>
            </span>
          }
        >
          {n.title}
        </List.Item>
      )}
    />
  );
}
