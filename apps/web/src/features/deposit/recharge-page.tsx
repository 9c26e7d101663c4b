import type { PaymentType } from '@app/contract';
import { Button, ErrorBlock, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChannelGroups } from '../../api/deposit';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { PaymentTypeIcon } from './payment-type-icon';
import { RechargeForm } from './recharge-form';

export function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useChannelGroups();
  const [pickedType, setPickedType] = useState<PaymentType | null>(null);
  const [pickedChannel, setPickedChannel] = useState<number | null>(null);

  const list = groups.data?.list ?? [];
  const group = list.find((g) => g.type === pickedType) ?? list[0];
  const channel = group?.channels.find((c) => c.id === pickedChannel) ?? group?.channels[0];

  let body;
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
        <List mode="card" header={t('recharge.method')}>
          <div className="pay-type-grid" role="radiogroup" aria-label={t('recharge.method')}>
            {list.map((g) => (
              <button
                key={g.type}
                type="button"
                role="radio"
                aria-checked={g.type === group.type}
                className={`pay-type${g.type === group.type ? ' pay-type-active' : ''}`}
                onClick={() => {
                  setPickedType(g.type);
                  setPickedChannel(null);
                }}
              >
                <PaymentTypeIcon type={g.type} />
                <span className="pay-type-name">{g.name}</span>
              </button>
            ))}
          </div>
        </List>

        {group.channels.length > 1 && (
          <List mode="card" header={t('recharge.channel')}>
            <List.Item>
              <Selector
                columns={2}
                options={group.channels.map((c) => ({ label: c.name, value: c.id }))}
                value={[channel.id]}
                onChange={(picked) => {
                  if (picked[0] !== undefined) setPickedChannel(picked[0]);
                }}
              />
            </List.Item>
          </List>
        )}

        {channel.submittable ? (
          // A new form per channel: its own rules and its own idempotency key.
          <RechargeForm key={channel.id} channel={channel} />
        ) : (
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
        )}
      </>
    );
  }

  return (
    <Page
      title={t('recharge.title')}
      className="money-page"
      right={
        <button
          type="button"
          className="nav-link"
          onClick={() => navigate(ROUTES.transactionRecord, { state: { type: 'deposit' } })}
        >
          {t('recharge.records')}
        </button>
      }
    >
      {body}
    </Page>
  );
}
