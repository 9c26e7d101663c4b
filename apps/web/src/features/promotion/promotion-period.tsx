import type { ActivityItem } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { formatDateTime, formatDay } from '../../shared/format/date';

type PromotionPeriodProps = {
  item: Pick<ActivityItem, 'startsAt' | 'endsAt'>;
  /** The detail page gives the hours too; a card only the days. */
  withTime?: boolean;
  className?: string;
};

/** When a promotion runs, in the platform's time zone, as the server judges it (docs/decisions.md, Promotions). */
export function PromotionPeriod({ item, withTime = false, className }: PromotionPeriodProps) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  const format = withTime ? formatDateTime : formatDay;
  return (
    <span className={className}>
      {t('activity.period')}{' '}
      {t('promotion.period_range', { from: format(item.startsAt, timeZone), to: format(item.endsAt, timeZone) })}
    </span>
  );
}
