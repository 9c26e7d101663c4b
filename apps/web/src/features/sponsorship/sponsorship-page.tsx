import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartners } from '../../api/sponsorship';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PartnerCard } from './partner-card';
import './sponsorship.css';

/** The Sponsorship tab (docs/decisions.md, Sponsorship): the visible partners as cards, in the operators' order. */
export function SponsorshipPage() {
  const { t } = useTranslation();
  const partners = usePartners();

  let body: ReactNode;
  if (partners.isPending) {
    body = (
      <div className="sponsorship-loading">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (!partners.data) {
    body = <LoadFailed onRetry={() => void partners.refetch()} className="inline-empty" />;
  } else if (partners.data.length === 0) {
    body = <ErrorBlock status="empty" title={t('sponsorship.empty')} description="" />;
  } else {
    body = (
      <List mode="card" className="partner-list">
        {partners.data.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} />
        ))}
      </List>
    );
  }
  return (
    <Page title={t('tab.sponsorship')} back={false} className="sponsorship-page">
      <p className="sponsorship-intro">{t('sponsorship.intro')}</p>
      {body}
    </Page>
  );
}
