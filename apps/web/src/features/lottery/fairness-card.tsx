import type { Draw } from '@app/contract';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import { useTranslation } from 'react-i18next';
import { drawNo } from './draw-phase';

/** Provably fair: the open draw's commitment, published before any bet, and how a member checks it afterwards. */
export function FairnessCard({ draw }: { draw: Draw | null }) {
  const { t } = useTranslation();
  return (
    <section className="lottery-card fairness-card" aria-labelledby="fairness-title">
      <header className="lottery-card-header">
        <h2 id="fairness-title">
          <CheckShieldOutline className="fairness-icon" /> {t('lottery_page.fair_title')}
        </h2>
      </header>
      {draw && (
        <div className="fairness-commitment">
          <div className="fairness-label">{t('lottery_page.commitment_of', { no: drawNo(draw.drawId) })}</div>
          <code className="mono" data-testid="open-commitment">
            {draw.commitment}
          </code>
        </div>
      )}
      <p className="fairness-text">{t('lottery_page.fair_text')}</p>
    </section>
  );
}
