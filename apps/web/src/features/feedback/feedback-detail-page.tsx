import { FEEDBACK_REPLY_MAX, type FeedbackDetail } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import List from 'antd-mobile/es/components/list';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverUrl } from '../../api/client';
import { useSystemInfo } from '../../api/common';
import { useFeedbackDetail, useFeedbackReply } from '../../api/feedback';
import { formatDateTime } from '../../shared/format/date';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './feedback.css';

/** One ticket (?id=): what it is about, the conversation, and a reply box once support has answered. */
export function FeedbackDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const query = useFeedbackDetail(id);

  return (
    <Page title={t('feedback.detail_title')}>
      {query.data ? (
        <Ticket ticket={query.data} />
      ) : query.isError || id === 0 ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function Ticket({ ticket }: { ticket: FeedbackDetail }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;

  return (
    <>
      <List mode="card">
        <List.Item extra={<span className={`feedback-status-${ticket.status}`}>{ticket.statusLabel}</span>}>
          {ticket.typeLabel}
        </List.Item>
        <List.Item>{t('feedback.order_no', { orderNo: ticket.orderNo })}</List.Item>
      </List>
      <section className="feedback-thread" aria-label={t('feedback.detail_title')}>
        {ticket.messages.map((m, i) => (
          <div key={i} className={`feedback-message feedback-message-${m.from}`} data-from={m.from}>
            <div className="feedback-message-meta">
              {m.from === 'member' ? t('feedback.you') : t('feedback.support')} ·{' '}
              {formatDateTime(m.createdAt, timeZone)}
            </div>
            {m.content}
            {m.images.length > 0 && (
              <div className="feedback-message-images">
                {m.images.map((url) => (
                  <Image key={url} src={serverUrl(url)} width={64} height={64} fit="cover" alt="" />
                ))}
              </div>
            )}
          </div>
        ))}
      </section>
      <ReplyBox ticket={ticket} />
    </>
  );
}

function ReplyBox({ ticket }: { ticket: FeedbackDetail }) {
  const { t } = useTranslation();
  const reply = useFeedbackReply();
  const [text, setText] = useState('');

  if (ticket.status === 'closed') return <p className="feedback-note">{t('feedback.closed_note')}</p>;
  if (ticket.status === 'open') return <p className="feedback-note">{t('feedback.wait_note')}</p>;
  const send = async () => {
    const answer = await reply.submit({ id: ticket.id, content: text }).catch(() => undefined);
    if (answer) setText('');
  };
  return (
    <div className="feedback-reply">
      <TextArea
        aria-label={t('feedback.reply_placeholder')}
        placeholder={t('feedback.reply_placeholder')}
        value={text}
        onChange={setText}
        maxLength={FEEDBACK_REPLY_MAX}
        autoSize={{ minRows: 1, maxRows: 4 }}
      />
      <Button color="primary" loading={reply.pending} disabled={!text.trim()} onClick={() => void send()}>
        {t('feedback.send')}
      </Button>
    </div>
  );
}
