import type { FeedbackItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedbackList } from '../../api/feedback';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import './feedback.css';

/** The member's tickets, newest first: type, status and a dot on those with a reply not yet opened. */
export function MyFeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useFeedbackList();

  return (
    <Page title={t('feedback.my_title')}>
      <PagedList
        query={query}
        itemKey={(item: FeedbackItem) => item.id}
        emptyText={t('feedback.empty')}
        renderItem={(item: FeedbackItem) => (
          <List.Item
            onClick={() => navigate(`${ROUTES.feedbackDetail}?id=${item.id}`)}
            description={<div className="feedback-item-content">{item.content}</div>}
            extra={<span className={`feedback-status-${item.status}`}>{item.statusLabel}</span>}
            arrowIcon
          >
            <span className="feedback-item-title">
              {item.typeLabel}
              {item.unread && <span className="feedback-dot" role="status" aria-label={t('feedback.unread')} />}
            </span>
          </List.Item>
        )}
      />
    </Page>
  );
}
