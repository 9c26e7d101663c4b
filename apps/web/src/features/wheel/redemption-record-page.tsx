import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { useAwards, type Award } from '../../api/wheel';
import { formatDateTime } from '../../shared/format/date';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import './wheel.css';

/** /pages/mine/redemptionRecord: the item prizes the member won on the wheel, newest first, and whether each was sent. */
export function RedemptionRecordPage() {
  const { t } = useTranslation();
  const awards = useAwards();
  const timeZone = useSystemInfo().data?.timeZone;

  return (
    <Page title={t('wheel.awards_title')} className="records-page redemption-page">
      <PagedList
        query={awards}
        itemKey={(a) => a.orderNo}
        emptyText={t('wheel.awards_empty')}
        renderItem={(a) => <AwardRow award={a} timeZone={timeZone} />}
      />
    </Page>
  );
}

function AwardRow({ award, timeZone }: { award: Award; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const sent = award.state === 'fulfilled';
  return (
    <List.Item
      className="award-row"
      data-testid="award-row"
      arrowIcon={false}
      description={
        <span className="award-row-meta">
          <span>{t('wheel.won_at', { time: formatDateTime(award.createdAt, timeZone) })}</span>
          {award.fulfilledAt && (
            <span>{t('wheel.sent_at', { time: formatDateTime(award.fulfilledAt, timeZone) })}</span>
          )}
        </span>
      }
      extra={
        <Tag color={sent ? 'success' : 'warning'} fill="outline">
          {t(`wheel.state_${award.state}`)}
        </Tag>
      }
    >
      <span className="award-row-name">{award.name}</span>
    </List.Item>
  );
}
