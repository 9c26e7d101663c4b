import { cardGameRoute, type CardRound } from '@app/contract';
import Result from 'antd-mobile/es/components/result';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyCardRound, type RoundCheck } from '../cards/verify-round';
import './draw-verification.css';

/**
 * Provably fair, checked on this device as soon as the seed is revealed (shared/cards/verify-round.ts):
 * the seed against its hash, the cards and every payout recomputed. Before that, where to reveal it.
 */
export function CardRoundVerification({ round }: { round: CardRound }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<RoundCheck | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    verifyCardRound(round).then(
      (result) => current && setCheck(result),
      // No WebCrypto (an insecure origin): say so rather than claim anything.
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const { fairness } = round;
  const done = check && (check.status === 'verified' || check.status === 'mismatch') ? check : null;
  return (
    <div className="draw-verification" data-testid="card-verification">
      <dl className="proof-fields">
        <dt>{t('card_page.server_seed_hash')}</dt>
        <dd className="mono">{fairness.serverSeedHash}</dd>
        <dt>{t('card_page.server_seed')}</dt>
        <dd className="mono">{fairness.serverSeed ?? t('card_page.unrevealed')}</dd>
        <dt>{t('card_page.client_seed')}</dt>
        <dd className="mono">{fairness.clientSeed}</dd>
        <dt>{t('card_page.nonce')}</dt>
        <dd className="mono">{fairness.nonce}</dd>
        {done && (
          <>
            <dt>{t('card_page.seed_hash')}</dt>
            <dd className={done.hashMatches ? 'mono proof-ok' : 'mono proof-bad'}>{done.hash || '--'}</dd>
          </>
        )}
      </dl>
      {!fairness.serverSeed ? (
        <div className="proof-note" data-testid="card-unrevealed">
          <strong>{t('card_page.unrevealed')}</strong>
          <p>{t('card_page.unrevealed_text')}</p>
          <Link to={`${cardGameRoute(round.game)}&fair=1`}>{t('card_page.go_rotate')}</Link>
        </div>
      ) : failed ? (
        <p className="proof-note proof-bad">{t('card_page.unsupported')}</p>
      ) : check?.status === 'unsupported' ? (
        <p className="proof-note">{t('card_page.not_verifiable')}</p>
      ) : done ? (
        <Result
          className="proof-result"
          status={done.status === 'verified' ? 'success' : 'error'}
          title={done.status === 'verified' ? t('card_page.verified') : t('card_page.mismatch')}
          description={
            done.status === 'verified'
              ? t('card_page.verified_text')
              : !done.hashMatches
                ? t('card_page.hash_mismatch')
                : !done.cardsMatch
                  ? t('card_page.cards_mismatch')
                  : t('card_page.payout_mismatch')
          }
        />
      ) : (
        <p className="proof-note">{t('app.loading')}</p>
      )}
      <p className="proof-note">{t('card_page.fair_text')}</p>
    </div>
  );
}
