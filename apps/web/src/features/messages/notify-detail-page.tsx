import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { useMessage } from '../../api/messages';
import { formatDateTime } from '../../shared/format/date';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './messages.css';

/** /pages/mine/notifyXq?id=: one message, marked read by opening it. */
export function NotifyDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const query = useMessage(id);
  const timeZone = useSystemInfo().data?.timeZone;
  const message = query.data;

  return (
    <Page title={t('messages.detail_title')} className="messages-page">
      {message ? (
        <article className="message-detail">
          <h2 className="message-title">{message.title}</h2>
          <div className="message-time">{formatDateTime(message.createdAt, timeZone)}</div>
          <p className="message-text">{message.text}</p>
        </article>
      ) : query.isError || id === 0 ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
