import List from 'antd-mobile/es/components/list';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';

/** The help centre's entry on the Customer Service tab (composed there in app/service-route.tsx). */
export function HelpEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List mode="card" className="help-entry">
      <List.Item
        prefix={<QuestionCircleOutline />}
        description={t('content.help.entry_desc')}
        onClick={() => navigate(ROUTES.helpCenter)}
      >
        <span className="help-entry-title">{t('content.help.entry')}</span>
      </List.Item>
    </List>
  );
}
