import type { ActivityItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { Link } from 'react-router';
import { serverUrl } from '../../api/client';
import { ROUTES } from '../../shared/routes';
import { PromotionPeriod } from './promotion-period';

/** One promotion of a tab: its banner (when it has one), title, summary and period; opens its detail. */
export function PromotionCard({ item }: { item: ActivityItem }) {
  return (
    <List.Item className="promotion-item" arrowIcon={false} data-testid="promotion-card">
      <Link to={`${ROUTES.promotionDetail}?id=${item.id}`} className="promotion-card">
        {item.banner && (
          <img src={serverUrl(item.banner)} alt="" className="promotion-card-banner" loading="lazy" draggable={false} />
        )}
        <span className="promotion-card-title">{item.title}</span>
        {item.summary && <span className="promotion-card-summary">{item.summary}</span>}
        <PromotionPeriod item={item} className="promotion-card-period" />
      </Link>
    </List.Item>
  );
}
