import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedbackUnread } from '../../api/unread-counts';
import { ROUTES } from '../../shared/routes';

/**
 * The two feedback entries of the Customer Service tab: write feedback, and my feedback with a
 * badge of the tickets whose reply is not yet opened. The app places them in the tab's slot.
 */
export function FeedbackEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useFeedbackUnread();

  return (
    <List mode="card" className="feedback-entries">
      <List.Item prefix={<EditSOutline />} onClick={() => navigate(ROUTES.feedback)}>
        {t('feedback.title')}
      </List.Item>
      <List.Item
        prefix={<UnorderedListOutline />}
        extra={unread > 0 ? <Badge content={unread} aria-label={t('feedback.unread')} /> : null}
        onClick={() => navigate(ROUTES.myFeedback)}
      >
        {t('feedback.my_title')}
      </List.Item>
    </List>
  );
}
