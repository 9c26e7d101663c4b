import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWheel, type RevealedSeed } from '../../api/wheel';
import { PageLoading } from '../../shared/ui/page-loading';
import { RotateSeedForm } from './rotate-seed-form';
import { LoadFailed } from '../../shared/ui/load-failed';

/** How a spin is drawn and checked, the member's seed pair in use, its rotation, and the seed it revealed. */
export function FairnessPanel() {
  const { t } = useTranslation();
  const wheel = useWheel();
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const fairness = wheel.data?.fairness;

  return (
    <>
      <section className="wheel-card" aria-labelledby="wheel-fair-title">
        <h2 id="wheel-fair-title" className="wheel-card-title">
          {t('wheel.fairness_title')}
        </h2>
        <p className="wheel-text">{t('wheel.fairness_text')}</p>
        <p className="wheel-note">{t('wheel.fairness_how')}</p>
        {wheel.isPending ? (
          <PageLoading />
        ) : fairness ? (
          <dl className="wheel-fields" data-testid="wheel-seed-pair">
            <dt>{t('wheel.commitment')}</dt>
            <dd className="mono">{fairness.commitment}</dd>
            <dt>{t('wheel.client_seed')}</dt>
            <dd className="mono">{fairness.clientSeed}</dd>
            <dt>{t('wheel.next_nonce')}</dt>
            <dd className="mono">{fairness.nonce}</dd>
          </dl>
        ) : (
          <LoadFailed onRetry={() => void wheel.refetch()} className="inline-empty" />
        )}
      </section>
      {revealed && (
        <section className="wheel-card wheel-revealed" aria-labelledby="wheel-revealed-title">
          <h2 id="wheel-revealed-title" className="wheel-card-title">
            {t('wheel.revealed_title')}
          </h2>
          <dl className="wheel-fields">
            <dt>{t('wheel.seed')}</dt>
            <dd className="mono" data-testid="wheel-revealed-seed">
              {revealed.seed}
            </dd>
            <dt>{t('wheel.commitment')}</dt>
            <dd className="mono">{revealed.commitment}</dd>
          </dl>
          <p className="wheel-note">{t('wheel.revealed_spins', { spins: revealed.spins })}</p>
        </section>
      )}
      <RotateSeedForm onRotated={setRevealed} />
    </>
  );
}
