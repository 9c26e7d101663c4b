import type { RechargeChannel } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';

/** A channel paid through customer service: its hint, its contact, and the way to the service page. */
export function ServiceChannel({ channel }: { channel: RechargeChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List mode="card" header={channel.name} className="service-channel pay-details">
      <List.Item description={channel.hint} arrowIcon={false}>
        {t('recharge.service_title')}
      </List.Item>
      {channel.contact && (
        <List.Item description={channel.contact} extra={<CopyButton text={channel.contact} />}>
          {t('recharge.contact')}
        </List.Item>
      )}
      <div className="page-actions">
        <Button block color="primary" shape="rounded" onClick={() => navigate(ROUTES.service)}>
          {t('recharge.contact_service')}
        </Button>
      </div>
    </List>
  );
}
