import type { RecycleResult } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';

const TAG_COLOR = {
  success: 'success',
  pending: 'warning',
  failed: 'danger',
  skipped: 'default',
  empty: 'default',
} as const;

/** What a recycle did at one venue, as a tag. */
export function RecycleTag({ status }: { status: RecycleResult['list'][number]['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={TAG_COLOR[status]} fill="outline">
      {t(`transfer.recycle.${status}`)}
    </Tag>
  );
}

type RecycleResultsProps = { result: RecycleResult | null; onClose: () => void };

/** What a one-click recycle did at each venue: collected, pending, failed or nothing to collect. */
export function RecycleResults({ result, onClose }: RecycleResultsProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={result !== null} onMaskClick={onClose} bodyClassName="sheet" destroyOnClose>
      {result && (
        <section aria-label={t('transfer.recycle_results')}>
          <h2 className="sheet-title">{t('transfer.recycle_results')}</h2>
          <div className="sheet-summary">
            <span>{t('transfer.recycle_moved')}</span>
            <MoneyText amount={result.moved} className="sheet-amount" />
          </div>
          <List className="recycle-list">
            {result.list.map((item) => (
              <List.Item
                key={item.code}
                description={item.reason ?? undefined}
                extra={
                  <div className="recycle-extra">
                    <MoneyText amount={item.amount} />
                    <RecycleTag status={item.status} />
                  </div>
                }
              >
                {item.name}
              </List.Item>
            ))}
          </List>
          <div className="sheet-summary">
            <span>{t('transfer.central')}</span>
            <MoneyText amount={result.central} />
          </div>
          <Button block color="primary" shape="rounded" onClick={onClose}>
            {t('form.confirm')}
          </Button>
        </section>
      )}
    </Popup>
  );
}
