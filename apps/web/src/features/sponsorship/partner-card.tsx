import type { Partner } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverUrl } from '../../api/client';
import { ROUTES } from '../../shared/routes';

/** One partner of the Sponsorship tab: logo, name, years and short text; opens its page. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  return (
    <List.Item className="partner-item" arrowIcon={false} data-testid="partner-card">
      <Link to={`${ROUTES.sponsorshipDetail}?id=${partner.id}`} className="partner-card">
        <img src={serverUrl(partner.logo)} alt="" className="partner-logo" loading="lazy" draggable={false} />
        <span className="partner-card-text">
          <span className="partner-name">{partner.name}</span>
          <span className="partner-period">{t('sponsorship.period', { period: partner.period })}</span>
          {partner.summary && <span className="partner-summary">{partner.summary}</span>}
        </span>
      </Link>
    </List.Item>
  );
}
