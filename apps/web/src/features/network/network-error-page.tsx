import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import './network.css';

export function NetworkErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page className="network-page" title={t('network.title')} back={false}>
      <ErrorBlock status="disconnected" title={t('network.title')} description={t('network.message')} />
      <div className="page-actions">
        <Button block color="primary" shape="rounded" onClick={() => navigate(ROUTES.home, { replace: true })}>
          {t('network.back_home')}
        </Button>
      </div>
    </Page>
  );
}
