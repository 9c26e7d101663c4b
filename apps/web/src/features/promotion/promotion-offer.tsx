import type { ActivityDetail } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useClaimActivity } from '../../api/activity';
import { ROUTES } from '../../shared/routes';
import { useClaimed } from '../../shared/ui/claim-action';
import { MoneyText } from '../../shared/ui/money-text';

/**
 * The member's state for a promotion, as the server judged it: the amount and Claim when eligible,
 * otherwise the server's note (what is missing, or when it comes again); a visitor is offered login.
 */
export function PromotionOffer({ promotion }: { promotion: ActivityDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const claim = useClaimActivity(promotion.id);
  const done = useClaimed(() => claim.submit());
  const paid = done.answer?.data.amount ?? null;
  const { my } = promotion;
  const state = paid === null ? my.state : 'claimed';
  const amount = paid ?? my.amount;

  return (
    <section className="promotion-offer" aria-labelledby="promotion-offer-title" data-state={state}>
      <div className="promotion-offer-head">
        <h2 id="promotion-offer-title" className="promotion-offer-title">
          {t('promotion.my_state')}
        </h2>
        {state === 'claimed' && <span className="promotion-offer-claimed">{t('promotion.claimed')}</span>}
      </div>
      {amount !== null && (state === 'eligible' || state === 'claimed') && (
        <MoneyText amount={amount} className="promotion-offer-amount" />
      )}
      {state === 'eligible' ? (
        <Button
          block
          color="primary"
          shape="rounded"
          className="promotion-offer-button"
          loading={claim.pending}
          disabled={claim.pending}
          onClick={() => void done.claim()}
        >
          {t('activity.claim')}
        </Button>
      ) : (
        <p className="promotion-offer-note">{paid === null ? my.note : t('activity.claimed')}</p>
      )}
      {state === 'claimed' && (
        <Link to={ROUTES.bonuses} className="promotion-offer-link">
          {t('promotion.see_turnover')}
        </Link>
      )}
      {state === 'visitor' && (
        // Login brings the member back here (app/guards.tsx keeps the same `from`).
        <Link
          to={ROUTES.login}
          state={{ from: `${location.pathname}${location.search}` }}
          className="promotion-offer-link"
        >
          {t('login.title')}
        </Link>
      )}
    </section>
  );
}
