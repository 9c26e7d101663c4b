import type { Wheel } from '@app/contract';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';

/** Provably fair: the commitment to the seed the next spin is drawn from, and its nonce, published before the spin. */
export function WheelFairness({ fairness }: { fairness: NonNullable<Wheel['fairness']> }) {
  const { t } = useTranslation();
  return (
    <section className="wheel-card wheel-fairness" aria-labelledby="wheel-fairness-title">
      <div className="wheel-card-head">
        <h2 id="wheel-fairness-title" className="wheel-card-title">
          <CheckShieldOutline className="wheel-fair-icon" /> {t('wheel.fairness_title')}
        </h2>
        <Link to={`${ROUTES.wheelInfo}?tab=fairness`} className="wheel-link">
          {t('wheel.rotate')}
        </Link>
      </div>
      <dl className="wheel-fields">
        <dt>{t('wheel.commitment')}</dt>
        <dd className="mono" data-testid="wheel-commitment">
          {fairness.commitment}
        </dd>
        <dt>{t('wheel.next_nonce')}</dt>
        <dd className="mono" data-testid="wheel-nonce">
          {fairness.nonce}
        </dd>
      </dl>
      <p className="wheel-note">{t('wheel.fairness_text')}</p>
    </section>
  );
}
