import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import './invite.css';

/** /pages/mine/joinOur: the partner (agent) programme and how to apply, through Customer Service. */
export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('invite.join_title')} className="join-page">
      <section className="invite-rules">
        <p>{t('invite.join_intro')}</p>
        <p>{t('invite.join_benefits')}</p>
        <p>{t('invite.join_how')}</p>
        <Button block color="primary" onClick={() => navigate(ROUTES.service)}>
          {t('invite.join_contact')}
        </Button>
      </section>
    </Page>
  );
}
