import { LANGS, LIMITS } from '@app/contract';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadNotices } from '../../api/security';
import { useUserInfo } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { sessionStore, useSession } from '../../shared/session/session-store';
import { Page } from '../../shared/ui/page';
import './settings.css';

export function SetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useSession((s) => s.lang);
  const user = useUserInfo().data;
  const unread = useUnreadNotices().data ?? 0;

  return (
    <Page title={t('set.title')}>
      <List mode="card" header={t('set.language')}>
        {LANGS.map((option) => (
          <List.Item
            key={option}
            arrowIcon={false}
            extra={option === lang ? <CheckOutline className="check-mark" /> : null}
            onClick={() => sessionStore.setLang(option)}
          >
            {t(`lang.${option}`)}
          </List.Item>
        ))}
      </List>

      <List mode="card">
        <List.Item onClick={() => navigate(ROUTES.personData)}>{t('profile.entry')}</List.Item>
        <List.Item onClick={() => navigate(ROUTES.updatePwd)}>{t('set.update_password')}</List.Item>
        <List.Item
          onClick={() => navigate(ROUTES.withdrawPassword)}
          extra={user && t(user.hasWithdrawPassword ? 'set.withdraw_password_change' : 'set.withdraw_password_set')}
        >
          {t('set.withdraw_password')}
        </List.Item>
        <List.Item onClick={() => navigate(ROUTES.security)} extra={unread > 0 ? <Badge content={unread} /> : null}>
          {t('security.page.title')}
        </List.Item>
        <List.Item onClick={() => navigate(ROUTES.responsible)}>{t('responsible.page.title')}</List.Item>
        <List.Item onClick={() => navigate(ROUTES.helpCenter)}>{t('content.help.entry')}</List.Item>
        <List.Item onClick={() => navigate(ROUTES.about)}>{t('content.about.entry')}</List.Item>
        <List.Item extra={LIMITS.appVersion} arrowIcon={false}>
          {t('set.version')}
        </List.Item>
      </List>
    </Page>
  );
}
