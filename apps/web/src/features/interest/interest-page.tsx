import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { useInterestData, useInterestRecords } from '../../api/interest';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { InterestChart } from './interest-chart';
import { InterestMoveForm } from './interest-move-form';
import { InterestRecords } from './interest-records';
import { InterestSummary } from './interest-summary';
import './interest.css';

/** /pages/mine/interest: the interest wallet, its claim, moves in and out, the 30-day chart and the history. */
export function InterestPage() {
  const { t } = useTranslation();
  const data = useInterestData();
  const records = useInterestRecords();

  let body;
  if (data.data) {
    body = (
      <>
        <InterestSummary data={data.data} />
        <InterestMoveForm balance={data.data.balance} />
        <InterestChart days={data.data.chart} />
      </>
    );
  } else if (data.isError) body = <LoadFailed onRetry={() => void data.refetch()} />;
  else body = <PageLoading />;

  return (
    <Page title={t('interest.title')} className="interest-page">
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([data.refetch(), records.refetch()]);
        }}
      >
        {body}
        <h3 className="interest-section-title">{t('interest.history')}</h3>
        <InterestRecords query={records} />
      </PullToRefresh>
    </Page>
  );
}
