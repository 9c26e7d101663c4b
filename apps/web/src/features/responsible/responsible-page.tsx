import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useResponsibleStatus } from '../../api/responsible';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { ExclusionCard } from './exclusion-card';
import { LimitRow } from './limit-row';
import { RealityCard } from './reality-card';
import { StatementCard } from './statement-card';
import './responsible.css';

/** /pages/mine/responsible: limits, cool-off and self-exclusion, the reality check and the activity statement. */
export function ResponsiblePage() {
  const { t } = useTranslation();
  const status = useResponsibleStatus();
  return (
    <Page title={t('responsible.page.title')} className="responsible-page">
      <p className="responsible-intro">{t('responsible.page.intro')}</p>
      {status.isPending && <PageLoading />}
      {status.isError && <LoadFailed onRetry={() => void status.refetch()} />}
      {status.data && (
        <>
          <List mode="card" header={t('responsible.limits.title')}>
            {status.data.limits.map((l) => (
              <LimitRow key={l.kind} limit={l} />
            ))}
          </List>
          <ExclusionCard exclusion={status.data.exclusion} />
          <RealityCard minutes={status.data.realityCheckMinutes} />
        </>
      )}
      <StatementCard />
    </Page>
  );
}
