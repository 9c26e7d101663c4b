import type { LiveRound } from '@app/contract';
import Result from 'antd-mobile/es/components/result';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyLiveRound, type LiveRoundCheck } from '../cards/verify-live-round';
import './draw-verification.css';

/**
 * A live round checked on this device once dealt (shared/cards/verify-live-round.ts): the revealed
 * seed against the hash shown since the round opened, and the hand the seed deals against the one dealt.
 */
export function LiveRoundVerification({ round }: { round: LiveRound }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<LiveRoundCheck | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setCheck(null);
    verifyLiveRound(round).then(
      (result) => current && setCheck(result),
      // No WebCrypto (an insecure origin): say so rather than claim anything.
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const done = check && check.status !== 'pending' ? check : null;
  return (
    <div className="draw-verification" data-testid="live-verification">
      <dl className="proof-fields">
        <dt>{t('live_page.round_id')}</dt>
        <dd className="mono">{round.roundId}</dd>
        <dt>{t('live_page.seed_hash')}</dt>
        <dd className="mono">{round.seedHash}</dd>
        <dt>{t('live_page.seed')}</dt>
        <dd className="mono" data-testid="live-seed">
          {round.seed ?? t('live_page.seed_hidden')}
        </dd>
        {done && (
          <>
            <dt>{t('live_page.computed_hash')}</dt>
            <dd className={done.hashMatches ? 'mono proof-ok' : 'mono proof-bad'}>{done.hash || '--'}</dd>
          </>
        )}
      </dl>
      {!round.seed ? (
        <p className="proof-note">{t('live_page.seed_hidden_text')}</p>
      ) : failed ? (
        <p className="proof-note proof-bad">{t('live_page.unsupported')}</p>
      ) : done ? (
        <Result
          className="proof-result"
          status={done.status === 'verified' ? 'success' : 'error'}
          title={done.status === 'verified' ? t('live_page.verified') : t('live_page.mismatch')}
          description={
            done.status === 'verified'
              ? t('live_page.verified_text')
              : !done.hashMatches
                ? t('live_page.hash_mismatch')
                : t('live_page.hand_mismatch')
          }
        />
      ) : (
        <p className="proof-note">{t('app.loading')}</p>
      )}
      <p className="proof-note">{t('live_page.fair_text')}</p>
    </div>
  );
}
