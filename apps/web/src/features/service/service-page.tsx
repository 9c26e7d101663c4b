import type { ServiceInfo } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceInfo } from '../../api/service';
import { CopyButton } from '../../shared/ui/copy-button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { ChannelRow } from './channel-row';
import './service.css';

type ServicePageProps = {
  /** The feedback entries, composed in app/ (a feature never imports another). */
  feedback?: ReactNode;
  /** The help centre's entry, composed in app/ likewise. */
  help?: ReactNode;
};

/**
 * The Customer Service tab (docs/decisions.md, Customer service): the channels operators configured,
 * the service e-mail, and the feedback entries in their own section.
 */
export function ServicePage({ feedback, help }: ServicePageProps) {
  const { t } = useTranslation();
  const info = useServiceInfo();

  let body: ReactNode;
  if (info.isPending) {
    body = (
      <div className="service-loading">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (!info.data) {
    body = <LoadFailed onRetry={() => void info.refetch()} className="inline-empty" />;
  } else {
    body = <Channels info={info.data} />;
  }
  return (
    <Page title={t('tab.service')} back={false} className="service-page">
      <p className="service-intro">{t('service.intro')}</p>
      {help}
      {body}
      {feedback && (
        <section className="service-feedback" aria-label={t('service.feedback')}>
          {feedback}
        </section>
      )}
    </Page>
  );
}

/** The channels in the operators' order, then the e-mail; a line when there is no channel. */
function Channels({ info }: { info: ServiceInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <List mode="card" header={t('service.channels')} className="service-channels">
        {info.channels.length === 0 && (
          <List.Item className="service-empty" arrowIcon={false}>
            {t('service.empty')}
          </List.Item>
        )}
        {info.channels.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} />
        ))}
      </List>
      {info.email && (
        <List mode="card" className="service-email">
          <List.Item
            description={<a href={`mailto:${info.email}`}>{info.email}</a>}
            extra={<CopyButton text={info.email} />}
            arrowIcon={false}
          >
            {t('service.email')}
          </List.Item>
        </List>
      )}
    </>
  );
}
