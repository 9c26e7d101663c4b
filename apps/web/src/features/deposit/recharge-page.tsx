import type { PaymentType } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelGroups } from '../../api/deposit';
import { ROUTES } from '../../shared/routes';
import { HeaderLink } from '../../shared/ui/header-link';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { ChannelPicker } from './channel-picker';
import { PaymentTypePicker } from './payment-type-picker';
import { RechargeForm } from './recharge-form';
import { ServiceChannel } from './service-channel';
import './deposit.css';

export function RechargePage() {
  const { t } = useTranslation();
  const groups = useChannelGroups();
  const [pickedType, setPickedType] = useState<PaymentType | null>(null);
  const [pickedChannel, setPickedChannel] = useState<number | null>(null);

  const list = groups.data?.list ?? [];
  const group = list.find((g) => g.type === pickedType) ?? list[0];
  const channel = group?.channels.find((c) => c.id === pickedChannel) ?? group?.channels[0];

  let body: ReactNode;
  if (groups.isPending) {
    body = <PageLoading />;
  } else if (!group || !channel) {
    body = (
      <ErrorBlock status="empty" title={t('recharge.no_channels')} description="">
        {groups.isError && (
          <Button color="primary" fill="outline" size="small" onClick={() => void groups.refetch()}>
            {t('app.retry')}
          </Button>
        )}
      </ErrorBlock>
    );
  } else {
    body = (
      <>
        <PaymentTypePicker
          types={list}
          value={group.type}
          onChange={(type) => {
            setPickedType(type);
            setPickedChannel(null);
          }}
        />
        {group.channels.length > 1 && (
          <ChannelPicker channels={group.channels} value={channel.id} onChange={setPickedChannel} />
        )}
        {channel.submittable ? (
          // A new form per channel: its own rules and its own idempotency key.
          <RechargeForm key={channel.id} channel={channel} />
        ) : (
          <ServiceChannel channel={channel} />
        )}
      </>
    );
  }

  return (
    <Page title={t('recharge.title')} className="money-page" right={<RecordsLink />}>
      {body}
    </Page>
  );
}

/** The member's deposits in the records. */
function RecordsLink() {
  const { t } = useTranslation();
  return (
    <HeaderLink to={ROUTES.transactionRecord} state={{ type: 'deposit' }}>
      {t('recharge.records')}
    </HeaderLink>
  );
}
