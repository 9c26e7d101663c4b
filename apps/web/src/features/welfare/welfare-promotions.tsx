import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClaimActivity } from '../../api/activity';
import { useClaimableActivities } from '../../api/rewards';
import { ROUTES } from '../../shared/routes';
import { ClaimAction, useClaimed } from '../../shared/ui/claim-action';
import { MoneyText } from '../../shared/ui/money-text';

type Claimable = { id: number; title: string; amount: string };

/** One promotion that can be claimed now: its title (to its page), what it pays, and Claim (one request per tap). */
function PromotionRow({ promotion }: { promotion: Claimable }) {
  const { t } = useTranslation();
  const claim = useClaimActivity(promotion.id);
  const done = useClaimed(() => claim.submit());
  return (
    <List.Item
      className="welfare-promotion"
      arrowIcon={false}
      extra={
        <ClaimAction
          state={done.answer ? 'claimed' : 'claimable'}
          pending={claim.pending}
          onClaim={done.claim}
          label={t('activity.claim')}
          claimedLabel={t('vip.claimed_label')}
          claimedClassName="vip-perk-claimed"
        />
      }
    >
      <Link to={`${ROUTES.promotionDetail}?id=${promotion.id}`} className="welfare-promotion-title">
        {promotion.title}
      </Link>
      <MoneyText amount={promotion.amount} className="vip-perk-amount" />
    </List.Item>
  );
}

/** The promotions the member can claim now; nothing at all when there are none. */
export function WelfarePromotions() {
  const { t } = useTranslation();
  const list = useClaimableActivities().data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="welfare-perks" aria-labelledby="welfare-promotions-title">
      <div className="section-title section-header">
        <h2 id="welfare-promotions-title" className="welfare-perks-title">
          {t('welfare.promotions')}
        </h2>
      </div>
      <List mode="card">
        {list.map((p) => (
          <PromotionRow key={p.id} promotion={p} />
        ))}
      </List>
    </section>
  );
}
